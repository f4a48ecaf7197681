import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fillOfflinePage, OFFLINE_PAGE, OFFLINE_PAGE_KEYS, offlinePageAssets, offlinePageFor, offlinePageTemplate } from './offlinePage';
import { ENGLISH, pick } from '../i18n/strings';

const navbar = '<header class="navbar"><a href="/dmsbg/"><img src="data:image/svg+xml,x"/><img src="/dmsbg/big-logo.png"/></a></header>';
const template = offlinePageTemplate({ stylesheets: ['/dmsbg/_next/static/css/a.css'], siteTitle: 'DMSBG Docs', navbar, strings: pick(ENGLISH, OFFLINE_PAGE_KEYS) });

test('the template lives under the base path and holds the navbar it is given before its own content', () => {
  assert.equal(OFFLINE_PAGE, '/dmsbg/static/offline/offline.html');
  assert.ok(template.includes(`<body>${navbar}<main id="main-content"`));
  assert.ok(!template.includes('<script'));
});

test('the files the page loads are its stylesheets, its icon and images that are not inline; not the links it makes', () => {
  assert.deepEqual(offlinePageAssets(template), ['/dmsbg/_next/static/css/a.css', '/dmsbg/favicon-light.svg', '/dmsbg/big-logo.png']);
});

test('the worker fills in the page asked for and the saved versions', () => {
  const html = fillOfflinePage(template, '/dmsbg/2.6.0/guides/vpn/', [{ version: '1.9.5', home: '/dmsbg/1.9.5/', pages: [{ html: '/dmsbg/1.9.5/guides/vpn/', title: 'VPN' }] }]);
  assert.match(html, /<code>\/dmsbg\/2\.6\.0\/guides\/vpn\/<\/code> is not saved/);
  assert.match(html, /<a href="\/dmsbg\/1\.9\.5\/guides\/vpn\/">VPN \(DMSBG 1\.9\.5\)<\/a>/);
  assert.match(html, /<a class="button button-brand" href="\/dmsbg\/1\.9\.5\/">DMSBG 1\.9\.5 guides<\/a>/);
});

test("the page's words are the strings it is given, the worker's too (they travel in the template)", () => {
  const strings = { ...pick(ENGLISH, OFFLINE_PAGE_KEYS), 'offline.title': 'HORS LIGNE', 'offline.versionGuides': 'Guides DMSBG {version} <&>' };
  const own = offlinePageTemplate({ stylesheets: [], siteTitle: 'DMSBG Docs', navbar, strings });
  assert.match(own, /<h1 class="not-found-title">HORS LIGNE<\/h1>/);
  const html = fillOfflinePage(own, '/dmsbg/guides/', [{ version: '2.7.0', home: '/dmsbg/', pages: [] }]);
  assert.match(html, />Guides DMSBG 2\.7\.0 &#60;&#38;&#62;<\/a>/);
});

test("a path in another language gets that language's offline page, in its language and direction", () => {
  assert.equal(offlinePageFor('/dmsbg/hi/2.7.0/guides/x/', ['hi', 'ar']), '/dmsbg/static/offline/offline.hi.html');
  assert.equal(offlinePageFor('/dmsbg/2.7.0/guides/hi/', ['hi', 'ar']), OFFLINE_PAGE);
  assert.equal(offlinePageFor('/dmsbg/guides/x/', []), OFFLINE_PAGE);
  const arabic = offlinePageTemplate({ stylesheets: [], siteTitle: 'DMSBG Docs', navbar, strings: pick(ENGLISH, OFFLINE_PAGE_KEYS), lang: 'ar', dir: 'rtl' });
  assert.ok(arabic.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl"><head>'));
  assert.ok(template.startsWith('<!DOCTYPE html><html lang="en"><head>'));
});

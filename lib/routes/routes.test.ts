import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalPath, docHref, homeHref, inLanguage, languagePrefix, normalizePath, parsePath, stripBasePath, withBasePath } from './index';

const versions = ['2.7.0', '2.6.9', '2.6.0', '1.9.5'];

test('normalizePath: case, trailing slash, .html and /index (spec 2.1)', () => {
  assert.equal(normalizePath('/GUIDES/VPN/WireGuard.html'), '/guides/vpn/wireguard/');
  assert.equal(normalizePath('/guides/vpn/wireguard'), '/guides/vpn/wireguard/');
  assert.equal(normalizePath('/guides/vpn/wireguard/'), '/guides/vpn/wireguard/');
  assert.equal(normalizePath('/1.9.5/guides/index'), '/1.9.5/guides/');
  assert.equal(normalizePath('/guides/index.html'), '/guides/');
  assert.equal(normalizePath('/guides//vpn?x=1#y'), '/guides/vpn/');
  assert.equal(normalizePath(''), '/');
});

test('base path is added once and stripped case-insensitively', () => {
  assert.equal(withBasePath('/guides/'), '/dmsbg/guides/');
  assert.equal(withBasePath('/dmsbg/guides/'), '/dmsbg/guides/');
  assert.equal(withBasePath('https://x.io/'), 'https://x.io/');
  assert.equal(stripBasePath('/DMSBG/guides/'), '/guides/');
  assert.equal(stripBasePath('/dmsbg'), '/');
  assert.equal(stripBasePath('/other/'), null);
});

test('the default version has no segment; older versions are prefixed', () => {
  assert.equal(homeHref('2.7.0', '2.7.0'), '/');
  assert.equal(homeHref('1.9.5', '2.7.0'), '/1.9.5/');
  assert.equal(docHref('2.7.0', '2.7.0', 'vpn/wireguard'), '/guides/vpn/wireguard/');
  assert.equal(docHref('2.6.0', '2.7.0', ''), '/2.6.0/guides/');
});

test('parsePath and canonicalPath find version and page', () => {
  assert.deepEqual(parsePath('/1.9.5/GUIDES/vpn/ipsec.html', versions, '2.7.0'), { lang: 'en', version: '1.9.5', kind: 'guides', slug: 'vpn/ipsec' });
  assert.deepEqual(parsePath('/', versions, '2.7.0'), { lang: 'en', version: '2.7.0', kind: 'home', slug: '' });
  assert.deepEqual(parsePath('/2.6.9/', versions, '2.7.0'), { lang: 'en', version: '2.6.9', kind: 'home', slug: '' });
  assert.equal(parsePath('/nope/x', versions, '2.7.0').kind, 'other');
  // An explicit default-version segment canonicalises to the unprefixed path.
  assert.equal(canonicalPath(parsePath('/2.7.0/guides/vpn/wireguard', versions, '2.7.0'), '2.7.0'), '/guides/vpn/wireguard/');
});

const languages = ['en', 'hi', 'ar'];

test('a language other than the default has the first segment; the default language has none', () => {
  assert.equal(languagePrefix('en'), '');
  assert.equal(languagePrefix('hi'), '/hi');
  assert.equal(inLanguage(docHref('2.6.9', '2.7.0', 'vpn/wireguard'), 'hi'), '/hi/2.6.9/guides/vpn/wireguard/');
  assert.equal(inLanguage(homeHref('2.7.0', '2.7.0'), 'ar'), '/ar/');
  assert.equal(inLanguage('/guides/', 'en'), '/guides/');
});

test('parsePath reads the language first, then the version; canonicalPath writes them back that way', () => {
  assert.deepEqual(parsePath('/hi/2.6.9/guides/vpn/wireguard/', versions, '2.7.0', languages), { lang: 'hi', version: '2.6.9', kind: 'guides', slug: 'vpn/wireguard' });
  assert.deepEqual(parsePath('/AR/', versions, '2.7.0', languages), { lang: 'ar', version: '2.7.0', kind: 'home', slug: '' });
  assert.deepEqual(parsePath('/hi/guides/', versions, '2.7.0', languages), { lang: 'hi', version: '2.7.0', kind: 'guides', slug: '' });
  const canonical = (path: string) => canonicalPath(parsePath(path, versions, '2.7.0', languages), '2.7.0');
  assert.equal(canonical('/hi/2.6.9/guides/vpn/wireguard'), '/hi/2.6.9/guides/vpn/wireguard/');
  // The version before the language (another docs tool's order) and explicit defaults are written the canonical way.
  assert.equal(canonical('/2.6.9/hi/guides/vpn/'), '/hi/2.6.9/guides/vpn/');
  assert.equal(canonical('/en/guides/vpn/wireguard/'), '/guides/vpn/wireguard/');
  assert.equal(canonical('/en/2.7.0/'), '/');
  assert.equal(canonical('/hi/2.7.0/guides/'), '/hi/guides/');
});

test('a language segment anywhere but first (or after the version) is part of the page path', () => {
  assert.deepEqual(parsePath('/guides/en/', versions, '2.7.0', languages), { lang: 'en', version: '2.7.0', kind: 'guides', slug: 'en' });
  assert.equal(parsePath('/guides/hi/x/', versions, '2.7.0', languages).slug, 'hi/x');
  // A code that is not one of the site's languages is not a language.
  assert.deepEqual(parsePath('/fr/guides/', versions, '2.7.0', languages), { lang: 'en', version: '2.7.0', kind: 'other', slug: 'fr/guides' });
  // Without languages, only the default language's explicit segment is read.
  assert.equal(parsePath('/hi/guides/', versions, '2.7.0').kind, 'other');
});

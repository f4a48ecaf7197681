import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { SITE_URL } from '../../lib/config/siteUrl';
import { buildSiteIndex } from '../../lib/content/site';
import { robotsTxt, sitemapXml } from './export-seo';

const site = buildSiteIndex(path.resolve('e2e/fixtures/content'));

test('the sitemap lists every page of every version once, at its canonical URL, and the translated pages, and nothing else', () => {
  const locs = [...sitemapXml(site).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const expected = site.versions.flatMap((v) => {
    const prefix = v === site.defaultVersion ? '' : `/${v}`;
    return [`${SITE_URL}/dmsbg${prefix}/`, ...[...site.byVersion.get(v)!.guides.keys()].map((slug) => `${SITE_URL}/dmsbg${prefix}/guides/${slug ? `${slug}/` : ''}`)];
  });
  // The fixture's translations (e2e/fixtures/content/i18n/), written for 2.8.0 and serving 2.7.0's WireGuard page,
  // whose English says the same; an untranslated page in another language is not listed.
  const translated = ['/ar/guides/vpn/wireguard/', '/ar/2.7.0/guides/vpn/wireguard/', '/hi/guides/', '/hi/guides/vpn/wireguard/', '/hi/2.7.0/guides/vpn/wireguard/'].map((r) => `${SITE_URL}/dmsbg${r}`);
  assert.deepEqual(locs.toSorted(), [...expected, ...translated].toSorted());
  assert.ok(!locs.some((l) => l.includes('not-found')), 'the 404 route is not a page');
  assert.match(sitemapXml(site), /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"( xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml")?>/);
});

test('robots.txt allows everything and names the sitemap', () => {
  assert.equal(robotsTxt(), `User-Agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/dmsbg/sitemap.xml\n`);
});

test("a translated page and its English page name each other (and x-default, English) as alternates; a page without translations has none", () => {
  const xml = sitemapXml(site);
  assert.match(xml, /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  const entry = (route: string) => new RegExp(`<url>\\n<loc>${SITE_URL}/dmsbg${route}</loc>((?:\\n<xhtml:link[^>]*/>)*)\\n</url>`).exec(xml)?.[1] ?? '';
  const alternates = (route: string) => [...entry(route).matchAll(/hreflang="([^"]+)" href="[^"]*\/dmsbg([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
  const wireguard = ['en /guides/vpn/wireguard/', 'ar /ar/guides/vpn/wireguard/', 'hi /hi/guides/vpn/wireguard/', 'x-default /guides/vpn/wireguard/'];
  assert.deepEqual(alternates('/guides/vpn/wireguard/'), wireguard);
  assert.deepEqual(alternates('/hi/guides/vpn/wireguard/'), wireguard);
  assert.deepEqual(alternates('/hi/guides/'), ['en /guides/', 'hi /hi/guides/', 'x-default /guides/']);
  assert.deepEqual(alternates('/guides/vpn/mesh/'), []);
  assert.doesNotMatch(xml, /\/dmsbg\/ar\/guides\/vpn\/mesh\//, 'an untranslated page in another language is not in the sitemap');
  // A site in one language (the real content) writes no alternates and no xhtml namespace.
  assert.doesNotMatch(sitemapXml(buildSiteIndex(path.resolve('content'))), /xhtml/);
});

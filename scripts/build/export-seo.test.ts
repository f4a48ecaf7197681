import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { SITE_URL } from '../../lib/config/siteUrl';
import { buildSiteIndex } from '../../lib/content/site';
import { robotsTxt, sitemapXml } from './export-seo';

const site = buildSiteIndex(path.resolve('e2e/fixtures/content'));

test('the sitemap lists every page of every version once, at its canonical URL, and nothing else', () => {
  const locs = [...sitemapXml(site).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const expected = site.versions.flatMap((v) => {
    const prefix = v === site.defaultVersion ? '' : `/${v}`;
    return [`${SITE_URL}/dmsbg${prefix}/`, ...[...site.byVersion.get(v)!.guides.keys()].map((slug) => `${SITE_URL}/dmsbg${prefix}/guides/${slug ? `${slug}/` : ''}`)];
  });
  assert.deepEqual(locs.toSorted(), expected.toSorted());
  assert.ok(!locs.some((l) => l.includes('not-found')), 'the 404 route is not a page');
  assert.match(sitemapXml(site), /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
});

test('robots.txt allows everything and names the sitemap', () => {
  assert.equal(robotsTxt(), `User-Agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/dmsbg/sitemap.xml\n`);
});

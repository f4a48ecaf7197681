// After `next build`: out/robots.txt and out/sitemap.xml (every page of every version). Written
// here rather than by Next route handlers, which pulled ~200 of Next's route-handler modules into
// every build's server compile (~1 s of the corpus build) for two small text files.
import fs from 'node:fs';
import path from 'node:path';
import { SITE_URL } from '../../lib/config/siteUrl';
import { allRoutes } from '../../lib/content/render/navigation';
import type { SiteIndex } from '../../lib/content/site';
import { withBasePath } from '../../lib/routes';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(site: SiteIndex): string {
  const urls = allRoutes(site).map((route) => `<url>\n<loc>${escapeXml(`${SITE_URL}${withBasePath(route)}`)}</loc>\n</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-Agent: *\nAllow: /\n\nSitemap: ${SITE_URL}${withBasePath('/sitemap.xml')}\n`;
}

export function exportSeo(out: string, site: SiteIndex): void {
  fs.writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml(site));
  fs.writeFileSync(path.join(out, 'robots.txt'), robotsTxt());
  console.log(`export-seo: ${out}/sitemap.xml (${allRoutes(site).length} pages), ${out}/robots.txt`);
}

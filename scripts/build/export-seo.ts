// After `next build`: out/robots.txt and out/sitemap.xml (every page of every version, and every
// translated page with its other languages as alternates; an untranslated page shown in another
// language is a copy of the English one and stays out). Written
// here rather than by Next route handlers, which pulled ~200 of Next's route-handler modules into
// every build's server compile (~1 s of the corpus build) for two small text files.
import fs from 'node:fs';
import path from 'node:path';
import { SITE_URL } from '../../lib/config/siteUrl';
import { allRoutes, translatedRoutes } from '../../lib/content/render/navigation';
import type { SiteIndex } from '../../lib/content/site';
import { DEFAULT_LANGUAGE, parsePath, withBasePath } from '../../lib/routes';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap's pages: each English route and each translated one, every page's languages grouped by its English route. */
function sitemapPages(site: SiteIndex): { route: string; languages: { lang: string; route: string }[] }[] {
  const languages = site.locales.map((l) => l.code);
  const byEnglish = new Map(allRoutes(site).map((route) => [route, [{ lang: DEFAULT_LANGUAGE, route }]]));
  for (const route of translatedRoutes(site)) {
    const { lang } = parsePath(route, site.versions, site.defaultVersion, languages);
    byEnglish.get(route.slice(lang.length + 1))?.push({ lang, route });
  }
  return [...byEnglish.values()].flatMap((group) => group.map(({ route }) => ({ route, languages: group.length > 1 ? group : [] })));
}

export function sitemapXml(site: SiteIndex): string {
  const url = (route: string) => escapeXml(`${SITE_URL}${withBasePath(route)}`);
  const pages = sitemapPages(site);
  const urls = pages.map(({ route, languages }) => {
    // Every language of the page, itself included, and x-default: the English page.
    const alternates = languages.length
      ? [...languages.map((l) => `\n<xhtml:link rel="alternate" hreflang="${l.lang}" href="${url(l.route)}"/>`), `\n<xhtml:link rel="alternate" hreflang="x-default" href="${url(languages[0].route)}"/>`].join('')
      : '';
    return `<url>\n<loc>${url(route)}</loc>${alternates}\n</url>`;
  });
  const xhtml = pages.some((p) => p.languages.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-Agent: *\nAllow: /\n\nSitemap: ${SITE_URL}${withBasePath('/sitemap.xml')}\n`;
}

export function exportSeo(out: string, site: SiteIndex): void {
  fs.writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml(site));
  fs.writeFileSync(path.join(out, 'robots.txt'), robotsTxt());
  console.log(`export-seo: ${out}/sitemap.xml (${allRoutes(site).length + translatedRoutes(site).length} pages), ${out}/robots.txt`);
}

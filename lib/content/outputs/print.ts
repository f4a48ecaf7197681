// Server only: a version's print page (`<version home>guides/print/`), every guide of the version on
// one page in sidebar order, as the vendor's earlier mdBook site offered print.html. Plain data for
// the render plan: each chapter's compiled MDX, and what the page needs to keep heading ids unique
// (each chapter's ids get its anchor as a prefix) and to point links between the version's pages
// inside the page. It is no guide: not in allRoutes, so not in the sitemap, the search index, the
// Markdown twins or the sidebar.
import 'server-only';
import { rulesOf } from '../source/rules';
import { DEFAULT_LANGUAGE, inLanguage, normalizePath, printHref } from '../../routes';
import { pageSource } from '../compile/page';
import { uniqueNames } from '../../mdx/uniqueNames';
import type { SiteIndex } from '../source/read';
import type { VersionContext } from '../source/version';
import type { PrintBook, PrintContentsItem, SidebarItem } from '../types';

/** A chapter's anchor: its slug with '/' as '-'; the guides index is 'introduction'. */
export const chapterAnchor = (slug: string) => (slug ? slug.replaceAll('/', '-') : 'introduction');

/** Every version's print page in every language (English's first). */
export function printRoutes(site: SiteIndex): string[] {
  return site.locales.flatMap((l) => site.versions.map((v) => inLanguage(printHref(v, site.defaultVersion), l.code)));
}

/** The version and language of the print page at a site path, or undefined. */
export function printVersionAt(site: SiteIndex, sitePath: string): { version: string; lang: string } | undefined {
  const path = normalizePath(sitePath);
  for (const { code } of site.locales) {
    const version = site.versions.find((v) => inLanguage(printHref(v, site.defaultVersion), code) === path);
    if (version) return { version, lang: code };
  }
  return undefined;
}

function contentsOf(items: SidebarItem[], printed: Set<string>): PrintContentsItem[] {
  return items.flatMap((item): PrintContentsItem[] => {
    if (item.type === 'link') return item.slug === undefined || !printed.has(item.slug) ? [] : [{ text: item.text, anchor: chapterAnchor(item.slug) }];
    if (item.type === 'group') return [{ text: item.text, items: contentsOf(item.items, printed) }];
    return [];
  });
}

/**
 * The print page's data: every guide of the version in sidebar order (any page outside the sidebar
 * last), but the pages the build generates (What's new: about the site, not the box). The site is
 * for compiling the pages (their links are checked against every version). In another language
 * (`lang`, with the sidebar in its words): its translations, the other pages in English, marked so.
 */
export async function printBook(site: SiteIndex, v: VersionContext, lang = DEFAULT_LANGUAGE, sidebar = v.sidebar): Promise<PrintBook> {
  const { version } = v;
  const translated = lang === DEFAULT_LANGUAGE ? undefined : site.translations.get(lang)?.get(version);
  const slugs = [...new Set([...v.order.map((o) => o.slug), ...v.guides.keys()])].filter((slug) => rulesOf(v.guides.get(slug)).print);
  const label = uniqueNames();
  const anchors = new Set<string>();
  const chapters = await Promise.all(
    slugs.map(async (slug) => {
      const page = translated?.guides.get(slug) ?? v.guides.get(slug)!;
      const anchor = chapterAnchor(slug);
      // 'a/b' and 'a-b' would share one: refuse rather than print a page whose links go astray.
      if (anchors.has(anchor)) throw new Error(`print page of ${version}: two pages have the anchor '${anchor}'`);
      anchors.add(anchor);
      const title = page.frontmatter.title;
      // Numbered in sidebar order, before any await.
      const chapterLabel = label(title);
      const { code, data } = await pageSource(site, page, lang);
      return { anchor, title, label: chapterLabel, routePath: data.routePath, code, ...(lang !== DEFAULT_LANGUAGE && !page.lang ? { lang: DEFAULT_LANGUAGE } : {}) };
    }),
  );
  return { version, routePath: inLanguage(printHref(version, v.defaultVersion), lang), chapters, contents: contentsOf(sidebar, new Set(slugs)) };
}

// Server only: where links lead - pager, the versions file (version switcher counterparts), every route, the page
// behind a path, and overview entries. Reads the site index; never touches the file system.
import 'server-only';
import { DEFAULT_LANGUAGE, docHref, homeHref, inLanguage, normalizePath, parsePath } from '../../routes';
import { flattenLinks } from '../source/sidebar';
import { compareVersionsDesc, type VersionsFile } from '../../routes/versions';
import type { SiteIndex, SourcePage, VersionIndex } from '../source/read';
import { tocOf } from '../compile/page';
import { versionIndexes, type VersionContext } from '../source/version';
import type { OverviewEntry, PagerLinks, SidebarItem } from '../types';

export function pagerFor({ order, version, defaultVersion }: VersionContext, slug: string): PagerLinks {
  const i = order.findIndex((o) => o.slug === slug);
  if (i < 0) return {};
  const link = (o?: { slug: string; text: string }) => o && { text: o.text, link: docHref(version, defaultVersion, o.slug) };
  return { prev: link(order[i - 1]), next: link(order[i + 1]) };
}

/** The versions file the browser reads for the version switcher and the banner (lib/routes/versions.ts). */
export function versionsFile(site: SiteIndex): VersionsFile {
  return {
    defaultVersion: site.defaultVersion,
    versions: versionIndexes(site).map(({ version, guides }) => {
      const replaces: Record<string, string> = {};
      for (const [slug, page] of guides) if (page.frontmatter.replaces) replaces[slug] = page.frontmatter.replaces;
      return { version, slugs: [...guides.keys()], replaces };
    }),
  };
}

/** Every route of the site, as site paths (for generateStaticParams, the 404 normaliser and tests). */
/**
 * The versions in the order the build prepares and renders their pages: oldest first, so a page's
 * previous version is ready before it (lib/content/render/prepared.ts).
 */
export const versionsOldestFirst = (site: SiteIndex): string[] => [...site.versions].sort(compareVersionsDesc).reverse();

export function allRoutes(site: SiteIndex): string[] {
  return versionIndexes(site).flatMap(({ version, guides }) => [
    homeHref(version, site.defaultVersion),
    ...[...guides.keys()].map((slug) => docHref(version, site.defaultVersion, slug)),
  ]);
}

/**
 * Every route in every other language (content/i18n/): each English route under the language's
 * segment, translated or not (an untranslated page shows the English text: a static host cannot
 * send a reader elsewhere).
 */
export function languageRoutes(site: SiteIndex): string[] {
  const english = allRoutes(site);
  return site.locales.slice(1).flatMap((locale) => english.map((route) => inLanguage(route, locale.code)));
}

/** The routes of translated pages only, by language: what the sitemap and hreflang list besides English. */
export function translatedRoutes(site: SiteIndex): string[] {
  return [...site.translations].flatMap(([lang, byVersion]) =>
    [...byVersion].flatMap(([version, t]) => [
      ...(t.home ? [homeHref(version, site.defaultVersion)] : []),
      ...[...t.guides.keys()].map((slug) => docHref(version, site.defaultVersion, slug)),
    ].map((route) => inLanguage(route, lang))),
  );
}

/** What a site path shows: the page, in which language, and whether that language has it translated. */
export interface PageAt {
  /** The page whose text is shown: the translation, or the English page. */
  page: SourcePage;
  /** The language the page is shown in (its URL's). */
  lang: string;
  /** False when an English page is shown in another language that has no translation of it. */
  translated: boolean;
}

/** The page behind a site path, in its language, or undefined (unknown path: the 404 page). */
export function pageAt(site: SiteIndex, sitePath: string): PageAt | undefined {
  const languages = site.locales.map((l) => l.code);
  const parsed = parsePath(sitePath, site.versions, site.defaultVersion, languages);
  const v = site.byVersion.get(parsed.version);
  if (!v || parsed.kind === 'other') return undefined;
  // Only the canonical form is a page: the default language and version have no segment, and the
  // language comes first ('/2.7.0/...', '/en/...' and '/2.6.9/hi/...' are redirected by the 404 page).
  const canonical = inLanguage(parsed.kind === 'home' ? homeHref(parsed.version, site.defaultVersion) : docHref(parsed.version, site.defaultVersion, parsed.slug), parsed.lang);
  if (normalizePath(sitePath) !== canonical) return undefined;
  const english = parsed.kind === 'home' ? v.home : v.guides.get(parsed.slug);
  if (!english) return undefined;
  if (parsed.lang === DEFAULT_LANGUAGE) return { page: english, lang: parsed.lang, translated: true };
  const translations = site.translations.get(parsed.lang)?.get(parsed.version);
  const translation = parsed.kind === 'home' ? translations?.home : translations?.guides.get(parsed.slug);
  // A page the build writes may have the language's own copy (its translated change entries), still untranslated.
  const copy = parsed.kind === 'home' ? undefined : site.kindPagesInLanguage?.get(parsed.lang)?.get(parsed.version)?.get(parsed.slug);
  return { page: translation ?? copy ?? english, lang: parsed.lang, translated: Boolean(translation) };
}

/** The English source page behind a site path, or undefined (unknown path: the 404 page). */
export function findPage(site: SiteIndex, sitePath: string): SourcePage | undefined {
  const at = pageAt(site, sitePath);
  return at?.lang === DEFAULT_LANGUAGE ? at.page : undefined;
}

/**
 * Entries of an overview page (frontmatter `overview: true`): the other pages of its sidebar
 * section, grouped by their sub-group ('' for direct children: the Overview names it), with their h2 headings.
 */
export async function overviewEntries(v: VersionIndex, slug: string): Promise<OverviewEntry[]> {
  const entries: (OverviewEntry | Promise<OverviewEntry>)[] = [];
  const visit = (items: SidebarItem[], group: string | null, inSection: boolean) => {
    for (const item of items) {
      if (item.type === 'group') {
        const holds = flattenLinks(item.items).some((l) => l.slug === slug);
        if (inSection) visit(item.items, group ?? item.text, true);
        else if (holds) visit(item.items, null, true);
      } else if (item.type === 'link' && inSection && item.slug !== undefined && item.slug !== slug) {
        const page = v.guides.get(item.slug)!;
        const entry = { title: item.text, link: item.link, group: group ?? '' };
        // From the page cache's outline: no parse when the page was compiled before.
        entries.push(tocOf(page).then((toc) => ({ ...entry, headers: toc.filter((h) => h.depth === 2).map(({ text, id }) => ({ text, id })) })));
      }
    }
  };
  visit(v.sidebar, null, false);
  return Promise.all(entries);
}

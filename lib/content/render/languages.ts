// Server only: a render plan's links and labels in the language the page is shown in. The version's
// sidebar, pager, overview and "In versions" are made once, in English site paths; a page in another
// language leads to that language's pages (each exists: untranslated ones show the English text) and
// names the translated ones by their translated titles. For English everything is as made. Also the
// language parts of the shells of the pages that are no guide: the print page and the 404 page.
import 'server-only';
import { DEFAULT_LANGUAGE, homeHref, inLanguage, isExternal, printHref } from '../../routes';
import { ENGLISH } from '../../i18n/strings';
import type { SiteIndex } from '../source/read';
import { flattenLinks } from '../source/sidebar';
import type { OverviewEntry, PagerLinks, PageVersions, RenderPlan, ShellData, SidebarItem } from '../types';

export interface Localized {
  sidebar(items: SidebarItem[]): SidebarItem[];
  pager(links: PagerLinks): PagerLinks;
  overview(entries: OverviewEntry[]): OverviewEntry[];
  versions(versions: PageVersions): PageVersions;
  link<T extends { link: string; text: string }>(item: T | undefined): T | undefined;
}

const same: Localized = { sidebar: (x) => x, pager: (x) => x, overview: (x) => x, versions: (x) => x, link: (x) => x };

/** The plan's parts of a page of `version` shown in `lang`. */
export function inLanguageOf(site: SiteIndex, lang: string, version: string): Localized {
  if (lang === DEFAULT_LANGUAGE) return same;
  const translated = site.translations.get(lang)?.get(version);
  const titleOf = (slug: string | undefined, english: string) => (slug === undefined ? english : (translated?.guides.get(slug)?.frontmatter.title ?? english));
  const href = (link: string) => (isExternal(link) ? link : inLanguage(link, lang));
  const labels = translated?.labels;
  // A group is a folder: its path is the first `depth` segments of any page slug inside it.
  const folderOf = (group: SidebarItem, depth: number): string | undefined => {
    const slug = group.type === 'group' ? flattenLinks(group.items).find((l) => l.slug)?.slug : undefined;
    return slug?.split('/').slice(0, depth).join('/');
  };
  const sidebar = (items: SidebarItem[], depth = 1): SidebarItem[] =>
    items.map((item): SidebarItem => {
      if (item.type === 'link') return { ...item, text: (item.slug !== undefined && labels?.pages.get(item.slug)) || titleOf(item.slug, item.text), link: href(item.link) };
      if (item.type === 'group') {
        const folder = folderOf(item, depth);
        return { ...item, text: (folder !== undefined && labels?.groups.get(folder)) || item.text, items: sidebar(item.items, depth + 1) };
      }
      return item;
    });
  const slugOf = (link: string) => /\/guides\/(.*?)\/?$/.exec(link.split('#')[0])?.[1];
  const link = <T extends { link: string; text: string }>(item: T | undefined): T | undefined => item && { ...item, text: titleOf(slugOf(item.link), item.text), link: href(item.link) };
  return {
    sidebar,
    pager: ({ prev, next }) => ({ prev: link(prev), next: link(next) }),
    overview: (entries) => entries.map((entry) => ({ ...entry, title: titleOf(slugOf(entry.link), entry.title), link: href(entry.link) })),
    // "Changes since" compares the English Markdown twins: a language has none of its own yet.
    versions: (versions) => ({
      ...versions,
      inVersions: versions.inVersions.map((v) => ({ ...v, link: href(v.link) })),
      newer: { ...versions.newer, lang },
      changes: versions.changes && { ...versions.changes, link: href(versions.changes.link) },
    }),
    link,
  };
}

/** A shell's language: its code, direction and the interface strings it replaces (none when it replaces none). */
export function localeShell(site: SiteIndex, lang: string): Pick<ShellData, 'lang' | 'dir' | 'localeStrings'> {
  const locale = site.locales.find((l) => l.code === lang)!;
  return { lang, dir: locale.dir, ...(Object.keys(locale.strings).length ? { localeStrings: locale.strings } : {}) };
}

/** A print page's language: its words and direction, and the switcher to the version's print page in each language. */
export function printLanguageShell(site: SiteIndex, { version, lang }: { version: string; lang: string }): Pick<ShellData, 'lang' | 'dir' | 'localeStrings' | 'languages'> {
  if (site.locales.length < 2) return {};
  const english = printHref(version, site.defaultVersion);
  return {
    ...localeShell(site, lang),
    languages: site.locales.map((l) => ({ lang: l.code, label: l.label, link: inLanguage(english, l.code), translated: true, current: l.code === lang })),
  };
}

/** The 404 page's language switcher: each language's home; its script points them at the path's version and marks the path's language. */
export function notFoundSwitcher(site: SiteIndex): Pick<ShellData, 'languages'> {
  if (site.locales.length < 2) return {};
  const home = homeHref(site.defaultVersion, site.defaultVersion);
  return { languages: site.locales.map((l) => ({ lang: l.code, label: l.label, link: inLanguage(home, l.code), translated: true, current: l.code === DEFAULT_LANGUAGE })) };
}

/** Each other language's 404 words (its own, else English) and direction: the one 404 page speaks the path's language. */
export function notFoundLanguages(site: SiteIndex): NonNullable<Extract<RenderPlan, { layout: 'not-found' }>['languages']> {
  const keys = ['notFound.title', 'notFound.text', 'notFound.home'] as const;
  return Object.fromEntries(
    site.locales.slice(1).map((l) => [l.code, { dir: l.dir, strings: Object.fromEntries(keys.map((k) => [k, l.strings[k] ?? ENGLISH[k]])) as Record<(typeof keys)[number], string> }]),
  );
}

// The typed contract between the content pipeline and the UI (spec: Entities and their fields). Components import
// only these types, never the loader. Plain data: safe to import from client components.
import type { TocEntry } from '../mdx/types';

import type { Frontmatter } from './source/schema/frontmatter';

// Frontmatter and its parts are declared once, as a schema (validation and WRITING.md's table too).
export type { Feature, Frontmatter, Hero, HeroAction, HeroImage } from './source/schema/frontmatter';
import type { Feature, Hero } from './source/schema/frontmatter';

export type PageType = NonNullable<Frontmatter['pageType']> | '404';

/** An h2 or h3 of a page (lib/mdx makes them). */
export interface TocItem extends TocEntry {
  /** The version this section is new in (its "New in" badge), set by the render plan only. */
  newIn?: string;
}

export interface SidebarLink {
  type: 'link';
  text: string;
  /** Site path without the base, e.g. '/2.6.0/guides/vpn/wireguard/'; external URLs as they are. */
  link: string;
  /** Guide slug for internal links; undefined for custom external links. */
  slug?: string;
  tag?: 'new';
}

export interface SidebarGroup {
  type: 'group';
  text: string;
  items: SidebarItem[];
  /** @default true */
  collapsed: boolean;
  /** @default true */
  collapsible: boolean;
  tag?: 'new';
}

export interface SidebarDivider {
  type: 'divider';
  dividerType: 'solid' | 'dashed';
}

export interface SidebarSectionHeader {
  type: 'header';
  sectionHeaderText: string;
}

export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;

export interface PagerLink {
  text: string;
  link: string;
}

export interface PagerLinks {
  prev?: PagerLink;
  next?: PagerLink;
}

/** Where the navbar's menu links lead (config links are version-neutral) and which one is current. */
export interface MenuContext {
  /** Site path of the page without the version segment, for activeMatch. */
  pathInVersion: string;
  /** Prefix of the reader's version ('' for the default version). */
  versionPrefix: string;
}

/** The navbar of a page: its version, home, menu, version switcher and search index. */
export interface NavbarData {
  version: string;
  homeLink: string;
  menu: MenuContext;
  /** The page's guide slug, null for a version home and the 404 page (the switcher's links come from the versions file). */
  slug: string | null;
  /** Whether the site has more than one version (the switcher shows only then). */
  versioned: boolean;
  /** Whether this is the default (latest) version (older ones get the banner). */
  isDefault: boolean;
  /** The logo for each theme, inline as data: URIs (lib/config/logos.ts says why). */
  logo: { light: string; dark: string };
}

/** A language the page can be read in: the switcher's entry (lib/content/render/render.ts). */
export interface LanguageLink {
  lang: string;
  label: string;
  /** The same page in that language (site path). */
  link: string;
  /** Whether that language has this page translated (else it shows the English text). */
  translated: boolean;
  current: boolean;
}

/** Navbar, banner and footer around a page; which parts show depends on page type and frontmatter. */
export interface ShellData {
  nav: NavbarData;
  pageType: PageType;
  /** The page's language (BCP 47, for <html lang>) and direction; English when absent. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The interface strings the page's language replaces (its locale.json): in the plan, so the render cache keys on them. */
  localeStrings?: Record<string, string>;
  /** Every language of the site, when it has more than one (the language switcher shows only then). */
  languages?: LanguageLink[];
  /** On a page shown in English in a language that has no translation of it: that language's name and the English page. */
  untranslated?: { language: string; english: string };
  /** On a translation made from an older English text: the English page and its sections changed since ([] when that is not known). */
  outdated?: { english: string; sections: { heading: string; anchor: string }[] };
  /** @default true */
  showNavbar?: boolean;
  /** @default true */
  showFooter?: boolean;
  footerMessage?: string;
}

/** Page data (spec: Entities and their fields). */
export interface PageData {
  /** Source file, relative to the project root (in the spec's page data; no component reads it). */
  pagePath: string;
  routePath: string;
  pageType: PageType;
  title: string;
  frontmatter: Frontmatter;
  toc: TocItem[];
  /** The language of the page's text: '' for English (the spec's page data), else the translation's code. */
  lang: string;
  version: string;
  /** ISO date of the last commit touching the file (file mtime when not in git). */
  lastUpdatedTime?: string;
  /** Path under content/<version>/, e.g. 'guides/vpn/wireguard.mdx'. */
  relativePath: string;
  slug: string;
}

/** A heading group of a page, for the overview page (spec: Overview page). */
export interface OverviewEntry {
  title: string;
  link: string;
  /** Its sub-group's title; '' for a direct child of the section (shown as 'overview.others'). */
  group: string;
  headers: { text: string; id: string }[];
}

/** A version's print page (lib/content/outputs/print.ts): one chapter per guide. */
export interface PrintChapter {
  /** The chapter's id on the print page, and the prefix of its heading ids (`<anchor>--<id>`). */
  anchor: string;
  title: string;
  /** The title, numbered when two pages share it: names the chapter's tables and callouts apart. */
  label: string;
  /** The page's own site path: links to it lead to the chapter. */
  routePath: string;
  /** Compiled MDX (run by the route). */
  code: string;
  /** 'en' on another language's print page when the chapter is shown in English (not translated). */
  lang?: string;
}

export interface PrintContentsItem {
  text: string;
  /** A chapter's anchor; undefined for a group. */
  anchor?: string;
  items?: PrintContentsItem[];
}

export interface PrintBook {
  version: string;
  routePath: string;
  chapters: PrintChapter[];
  /** The sidebar's tree, each page linked to its chapter. */
  contents: PrintContentsItem[];
}

/** A doc page across versions (its render plan carries it). */
export interface PageVersions {
  /** This and the older versions that have the page (or the page it replaces or that replaces it), oldest first. */
  inVersions: { version: string; link: string; current: boolean }[];
  /** What the browser needs to add the newer versions that have it, from the versions file (their links in `lang`, when not English). */
  newer: { version: string; slug: string; replaces?: string; lang?: string };
  /** Whether the browser may add newer versions: an older version's page, or one a newer version (a beta) has too. */
  newerMayArrive: boolean;
  /** The newest older version that has it: "Changes since <version>" compares the two Markdown twins. */
  changes?: { version: string; link: string; before: string; after: string };
}

/**
 * Plain data (JSON): with the metadata and the build's code it decides the exported page, which is
 * what lets the render cache (renderCache.ts) key a page on it. `code` is the compiled MDX, run by
 * the layouts (components/layout/layouts.tsx: mdxContent).
 */
export type RenderPlan =
  | {
      layout: 'not-found';
      shell: ShellData;
      routes: string[];
      /** The near-miss redirect the page inlines (components/notfound/nearMissRedirect.ts, bundled). */
      redirectScript: string;
      versions: string[];
      defaultVersion: string;
      /** The other languages' 404 words and direction (a site in one language has none). */
      languages?: Record<string, { dir: 'ltr' | 'rtl'; strings: Record<'notFound.title' | 'notFound.text' | 'notFound.home', string> }>;
    }
  | { layout: 'home'; shell: ShellData; code: string; hero?: Hero; features?: Feature[] }
  /** pageType 'custom' or 'blank': the content alone. */
  | { layout: 'custom'; shell: ShellData; code: string }
  | {
      layout: 'doc';
      shell: ShellData;
      code: string;
      page: PageData;
      sidebar: SidebarItem[];
      pager: PagerLinks;
      printLink: string;
      overview?: OverviewEntry[];
      /** "In versions" and "Changes since". */
      versions: PageVersions;
      /** On a guides index: its version's What's new page. */
      whatsNew?: { text: string; link: string };
      /** Its kind's own browser script (lib/content/generated/kinds.ts), under the base path. */
      script?: string;
    }
  /** A version's print page: every guide's code, so its render-cache key changes with any page of the version. */
  | { layout: 'print'; shell: ShellData; book: PrintBook }
  /** The translation status page (lib/content/outputs/translationStatus.ts). */
  | { layout: 'translation-status'; shell: ShellData; status: TranslationStatus };

/** One page of one version in one language, as the translation status page lists it. */
export interface StatusPage {
  title: string;
  /** The page in the language (site path). */
  link: string;
  state: 'current' | 'outdated' | 'missing';
  /** Outdated: the English sections changed since, as site paths with their #anchor ('' for none known). */
  sections?: { heading: string; link: string }[];
  /** Served by another version's translation: current where it says what this version's English says, else outdated. */
  inheritedFrom?: string;
}

/** What the translation status page shows: each language's interface strings and pages, version by version. */
export interface TranslationStatus {
  languages: {
    code: string;
    label: string;
    /** Interface strings: how many of the catalogue's keys it translates, and the keys shown in English. */
    strings: { translated: number; total: number; english: string[] };
    versions: { version: string; pages: StatusPage[] }[];
  }[];
}

// Server only: the pages the build writes itself, as kinds. Each kind declares its slug (reserved:
// a writer's page there fails), which versions get it, its title, description and body, its place in
// the sidebar, its rules (below) and an optional browser script of its own. Every other module asks
// `rulesOf(page)` instead of checking what a page is, so a new kind states its rules once, here.
// To add one: a body function in this folder and one entry in PAGE_KINDS (docs/architecture.md).
import 'server-only';
import path from 'node:path';
import { docHref } from '../../routes';
import { UPGRADE_SLUG } from '../../routes/upgrade';
import { GLOSSARY_SLUG } from '../../glossary/glossary';
import { glossaryPageBody } from './glossary';
import { upgradeBody } from './upgrade';
import { cachedWhatsNewBody, WHATS_NEW_SLUG } from './whatsNew';
import { sameEntryPlace } from '../../changes/entries';
import { I18N_DIR } from '../source/locales';
import { mdEntry, type EntryText } from './markdown';
import type { PageRules } from '../source/rules';
import type { SiteIndex, SourcePage, VersionIndex } from '../source/siteTypes';
import type { SidebarLink } from '../types';

export { WHATS_NEW_SLUG, whatsNewBody } from './whatsNew';
export { upgradeBody } from './upgrade';
export { versionChanges, type VersionChanges, type Written } from './versionChanges';
export { UPGRADE_SLUG };

/** A page made of other pages' words (the three kinds so far). */
const MADE_OF_OTHER_PAGES: PageRules = { search: 'titles', print: false, fromFile: false, glossaryTerms: false, compared: false, readsOtherPages: true };

/** What a kind sees of the version it writes a page for. */
export interface KindContext {
  current: VersionIndex;
  /** Every version up to `current`, oldest first (`current` last). */
  upTo: VersionIndex[];
  /** The version before `current`, if any. */
  previous?: VersionIndex;
}

export interface PageKind {
  /** Its guide slug, reserved in every version. */
  slug: string;
  /** Whether `current` gets the page. */
  inVersion(ctx: KindContext): boolean;
  title(ctx: KindContext): string;
  description(ctx: KindContext): string;
  /**
   * Its Markdown body, made on first read (a build whose pages come from the caches never makes it).
   * A kind that lists change entries (entriesOf) writes their text with `entryText` (a language's copy: addLanguageKindPages).
   */
  body(ctx: KindContext, entryText?: EntryText): string;
  /** The versions whose pages' change entries its body lists (a translation may translate them); none when it lists none. */
  entriesOf?(ctx: KindContext): VersionIndex[];
  /** In the sidebar and reading order: right after the guides' introduction, or last. */
  place: 'after-introduction' | 'last';
  rules: PageRules;
  /** A browser script of its own, loaded by this page only: its TypeScript source (bundled by the content step, kindScripts). */
  script?: string;
}

/** Every kind, in the order they join the sidebar. */
export const PAGE_KINDS: readonly PageKind[] = [
  {
    slug: GLOSSARY_SLUG,
    inVersion: ({ current }) => current.glossary.length > 0,
    title: () => 'Glossary',
    description: ({ current }) => `The terms and abbreviations of the DMSBG ${current.version} guides, each defined in a few words with the page that explains it.`,
    body: ({ current }) => glossaryPageBody(current),
    place: 'last',
    rules: MADE_OF_OTHER_PAGES,
  },
  {
    slug: WHATS_NEW_SLUG,
    inVersion: ({ previous }) => previous !== undefined,
    title: ({ current }) => `What's new in ${current.version}`,
    description: ({ current, previous }) => `The pages added, removed, replaced and changed in the DMSBG ${current.version} guides since ${previous!.version}.`,
    body: ({ current, previous }, entryText) => cachedWhatsNewBody(current, previous!, entryText),
    entriesOf: ({ current }) => [current],
    place: 'after-introduction',
    rules: MADE_OF_OTHER_PAGES,
  },
  {
    slug: UPGRADE_SLUG,
    inVersion: ({ previous }) => previous !== undefined,
    title: ({ current }) => `Upgrading to ${current.version}`,
    description: ({ current }) => `Every change the DMSBG guides record from the version a unit runs to ${current.version}, and what to do before upgrading.`,
    body: ({ upTo }, entryText) => upgradeBody(upTo, entryText),
    entriesOf: ({ upTo }) => upTo,
    place: 'after-introduction',
    rules: MADE_OF_OTHER_PAGES,
    // Its version picker: shows only the list for the version a reader's unit runs.
    script: 'components/upgrade/upgradePicker.ts',
  },
];

/** Each version's KindContext, oldest version first. */
function kindContexts(versions: string[], byVersion: Map<string, VersionIndex>, compare: (a: string, b: string) => number): KindContext[] {
  const chronological = [...versions].sort((a, b) => compare(b, a)).map((v) => byVersion.get(v)!);
  return chronological.map((current, i) => ({ current, upTo: chronological.slice(0, i + 1), previous: chronological[i - 1] }));
}

/** The slugs no written page may take. */
export const RESERVED_SLUGS: readonly string[] = PAGE_KINDS.map((kind) => kind.slug);

/** The browser scripts of every kind that has one: source file and where it is served from, under the base path. */
export const kindScripts = (): { source: string; url: string }[] =>
  PAGE_KINDS.flatMap((kind) => (kind.script ? [{ source: kind.script, url: kindScriptUrl(kind.slug) }] : []));

/** Where a kind's script is served from, under the base path (written by the content step). */
export const kindScriptUrl = (slug: string) => `/static/kinds/${slug.replace(/\//g, '-')}.js`;

/** A kind's page in `ctx.current`, its body made on first read (with `entryText`, a language's copy). */
function kindPage(kind: PageKind, ctx: KindContext, file: string, entryText?: EntryText): SourcePage {
  let body: string | undefined;
  return {
    version: ctx.current.version,
    slug: kind.slug,
    kind: 'guide',
    file,
    frontmatter: { title: kind.title(ctx), description: kind.description(ctx) },
    get body() {
      return (body ??= kind.body(ctx, entryText));
    },
    bodyLineOffset: 0,
    made: { kind: kind.slug, rules: kind.rules, ...(kind.script ? { script: kindScriptUrl(kind.slug) } : {}) },
  };
}

/**
 * Adds each version's kind pages to its guides, sidebar and reading order. `versions` in any order;
 * `compare` sorts them newest first.
 */
export function addKindPages(contentDir: string, versions: string[], defaultVersion: string, byVersion: Map<string, VersionIndex>, compare: (a: string, b: string) => number): void {
  kindContexts(versions, byVersion, compare).forEach((ctx) => {
    const { current } = ctx;
    const afterIntroduction = { sidebar: current.sidebar.findIndex((item) => item.type === 'link' && item.slug === '') + 1, order: current.order.findIndex((o) => o.slug === '') + 1 };
    for (const kind of PAGE_KINDS) {
      if (!kind.inVersion(ctx)) continue;
      const page = kindPage(kind, ctx, path.join(contentDir, current.version, 'guides', `${kind.slug}.md`));
      const title = page.frontmatter.title;
      current.guides.set(kind.slug, page);
      const link: SidebarLink = { type: 'link', text: title, link: docHref(current.version, defaultVersion, kind.slug), slug: kind.slug };
      if (kind.place === 'last') {
        current.sidebar.push(link);
        current.order.push({ slug: kind.slug, text: title });
      } else {
        current.sidebar.splice(afterIntroduction.sidebar++, 0, link);
        current.order.splice(afterIntroduction.order++, 0, { slug: kind.slug, text: title });
      }
    }
  });
}

/**
 * A language's own copies of the kind pages that list change entries, where its translations translate
 * some (a translation's `changes`: source/read.ts checks each keeps an English entry's kind, section and
 * from). The copy is the English page with those entries' text in the language, each marked with its
 * `lang` and `dir` inside the English article; the other entries stay English. Only a translation that
 * is the version's own and current lends its entries: one made for another version's English, or
 * outdated since, may describe another change. Shown at the language's URL in place of the English page
 * (render/navigation.ts pageAt), still as an untranslated page.
 */
export function addLanguageKindPages(site: SiteIndex, compare: (a: string, b: string) => number): void {
  const contexts = kindContexts(site.versions, site.byVersion, compare);
  for (const locale of site.locales.slice(1)) {
    const translations = site.translations.get(locale.code);
    const translatedEntries = (at: { version: string; slug: string }) => {
      const page = translations?.get(at.version)?.guides.get(at.slug);
      return page && !page.inheritedFrom && page.status?.state === 'current' ? page.changes : undefined;
    };
    // The versions whose pages' entries a translation translates, and those entries (the copies' cache key).
    const translated = site.versions.flatMap((version) =>
      [...(translations?.get(version)?.guides.keys() ?? [])].flatMap((slug) => {
        const entries = translatedEntries({ version, slug });
        return entries?.length ? [{ version, slug, entries: entries.map(({ kind, section, from, text }) => ({ kind, section, from, text })) }] : [];
      }),
    );
    if (!translated.length) continue;
    const translating = new Set(translated.map((t) => t.version));
    const entryText: EntryText = {
      key: JSON.stringify([locale.code, locale.dir, translated]),
      text: (at, entry) => {
        const own = translatedEntries(at)?.find((e) => sameEntryPlace(e, entry));
        return own ? `<span lang="${locale.code}" dir="${locale.dir}">${mdEntry(own.text)}</span>` : mdEntry(entry.text);
      },
    };
    const made = new Map<string, Map<string, SourcePage>>();
    for (const ctx of contexts) {
      for (const kind of PAGE_KINDS) {
        if (!kind.inVersion(ctx) || !kind.entriesOf?.(ctx).some((v) => translating.has(v.version))) continue;
        // Not a file: where it would be, and .mdx, whose JSX marks the translated entries' language.
        const file = path.join(site.contentDir, I18N_DIR, locale.code, ctx.current.version, 'guides', `${kind.slug}.mdx`);
        if (!made.has(ctx.current.version)) made.set(ctx.current.version, new Map());
        made.get(ctx.current.version)!.set(kind.slug, kindPage(kind, ctx, file, entryText));
      }
    }
    (site.kindPagesInLanguage ??= new Map()).set(locale.code, made);
  }
}

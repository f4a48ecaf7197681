// Server only: each version's search documents, made from its pages. The content step hands them
// to the search index writer (lib/search/build.ts), which never reads content itself.
import 'server-only';
import { rulesOf } from '../source/rules';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { glossarySynonyms } from '../../glossary/glossary';
import { DEFAULT_LANGUAGE, docHref, inLanguage } from '../../routes';
import { searchKey } from '../../routes/versions';
import type { IndexInput } from '../../search/build';
import type { SearchDocument, SynonymGroups } from '../../search/types';
import { checkPage, preparePage, type PreparedPage } from '../compile/page';
import { extractText } from '../compile/searchText';
import { flattenLinks } from '../source/sidebar';
import { getVersion, type SiteIndex, type SourcePage } from '../source/read';
import type { SidebarItem } from '../types';
import { versionContext, type VersionContext } from '../source/version';
import { parseTree } from '../../mdx/processor';
import { filled, JsonFileError, readJsonFile } from '../../schema/json';
import { ContentError } from '../errors';

type PageText = ReturnType<typeof extractText>;

/** The top-level sidebar entry holding the page, e.g. 'VPN'. */
function groupOf(sidebar: SidebarItem[], slug: string): string {
  for (const item of sidebar) {
    if (item.type === 'link' && item.slug === slug) return item.text;
    if (item.type === 'group' && flattenLinks(item.items).some((l) => l.slug === slug)) return item.text;
  }
  return 'Guides';
}

/**
 * The version's search documents, each page's text from `textOf`. In another language (`lang`), each
 * page is its translation where `translations` has one (else the English page, which that language
 * shows), at its URL in that language.
 */
function documentsOf(v: VersionContext, textOf: (page: SourcePage) => PageText, lang = DEFAULT_LANGUAGE, translations?: ReadonlyMap<string, SourcePage>): SearchDocument[] {
  // Sidebar order, so that among equally good hits the one a reader meets first in the sidebar wins.
  const inSidebar = v.order.map((o) => v.guides.get(o.slug)!).filter(Boolean);
  const pages = [...new Set([...inSidebar, ...v.guides.values()])];
  return pages.map((english, id) => {
    const page = translations?.get(english.slug) ?? english;
    const { content, toc } = searchableText(page, textOf(page));
    return {
      id,
      title: page.frontmatter.title,
      // A translated page is also found by its English title and headings (an installer types the
      // English label the box shows), as body text: below every match on its own title and headings.
      content: page === english ? content : `${content}\n${[english.frontmatter.title, ...textOf(english).toc.map((h) => h.text)].join('\n')}`,
      toc,
      routePath: inLanguage(docHref(v.version, v.defaultVersion, page.slug), lang),
      domain: '',
      group: groupOf(v.sidebar, page.slug),
    };
  });
}

/**
 * A generated page (What's new) is found by its title and headings only. Its lists are other pages'
 * titles, which would make it a hit for every page and for pages a version removed; its summary counts
 * change with any edit to the version before, which would change this version's index files.
 */
function searchableText(page: SourcePage, text: PageText): PageText {
  if (rulesOf(page).search === 'full') return text;
  return { content: '', toc: text.toc.map((h) => ({ ...h, charIndex: 0 })) };
}

/** Search documents from a fresh parse of every page (tests and the quality script). */
export function buildSearchDocuments(site: SiteIndex, version: string): SearchDocument[] {
  return documentsOf(versionContext(site, version), (page) => {
    const parsed = parseTree(page, getVersion(site, version).ports?.rows ?? []);
    // The same checks as the page compile: bad input fails with file, line and reason.
    checkPage(site, page, parsed.tree, parseTree);
    return extractText(parsed.tree, parsed.toc);
  });
}

/** Prepares a page (preparePage by default; the content step passes one that remembers each result). */
export type Prepare = (page: SourcePage) => Promise<PreparedPage>;

/** Search documents from the page compile's own parse (cached per page): what the build writes. */
export async function preparedSearchDocuments(site: SiteIndex, version: string, prepare: Prepare = (page) => preparePage(site, page)): Promise<SearchDocument[]> {
  const v = versionContext(site, version);
  const texts = new Map<SourcePage, PageText>();
  for (const page of v.guides.values()) texts.set(page, (await prepare(page)).search);
  return documentsOf(v, (page) => texts.get(page)!);
}

const phrase = filled('a phrase is empty');
/** content/search-synonyms.json: groups of two or more different phrases, each interchangeable with the others. */
const synonymsSchema = z.array(
  z
    .array(phrase)
    .min(2, 'a group needs at least two phrases')
    .superRefine((group, ctx) => {
      // Case and spaces aside: the engine folds both, so "NAT" and "nat" are one phrase.
      const seen = new Set<string>();
      group.forEach((p, i) => {
        const key = p.trim().toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `'${p}' is in the group twice` });
        seen.add(key);
      });
    }),
);

/** The site's synonym groups (content/search-synonyms.json); a bad file fails with its line. */
export function readSynonyms(contentDir: string): SynonymGroups {
  const file = path.join(contentDir, 'search-synonyms.json');
  if (!fs.existsSync(file)) return [];
  try {
    return readJsonFile(file, synonymsSchema);
  } catch (error) {
    if (error instanceof JsonFileError) throw new ContentError(error.file, error.reason, error.line);
    throw error;
  }
}

/**
 * What the index writer needs of every version, and of every version in each other language: its
 * documents and synonyms (the site's and its glossary's).
 */
export async function searchIndexInputs(site: SiteIndex, prepare: Prepare = (page) => preparePage(site, page)): Promise<IndexInput[]> {
  const synonyms = readSynonyms(site.contentDir);
  const inputs: IndexInput[] = [];
  for (const version of site.versions) {
    // The version's glossary adds its terms' synonyms ("address translation" ~ "nat").
    const versionSynonyms = [...synonyms, ...glossarySynonyms(getVersion(site, version).glossary)];
    inputs.push({ key: version, version, documents: await preparedSearchDocuments(site, version, prepare), synonyms: versionSynonyms });
    for (const locale of site.locales.slice(1)) {
      const translations = site.translations.get(locale.code)?.get(version)?.guides ?? new Map<string, SourcePage>();
      const v = versionContext(site, version);
      const texts = new Map<SourcePage, PageText>();
      for (const page of [...v.guides.values(), ...translations.values()]) texts.set(page, (await prepare(page)).search);
      const documents = documentsOf(v, (page) => texts.get(page)!, locale.code, translations);
      inputs.push({ key: searchKey(version, locale.code), version, lang: locale.code, documents, synonyms: versionSynonyms });
    }
  }
  return inputs;
}

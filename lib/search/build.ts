// Build only: writes each version's search index as static JSON files, its outline and its shards
// (types.ts, shards.ts), with a content hash in their names
// (public/static/search/search_index.<version>.<part>.<hash>.json: a folder of content-hashed files only,
// so hosts can cache all of it for a year) and a manifest the pages read at build time
// (public/static/search-manifest.json).
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseTree } from '../mdx/processor';
import { checkPage, preparePage, type PreparedPage } from '../content/page';
import { getVersion, type SiteIndex, type SourcePage } from '../content/site';
import { flattenLinks } from '../content/sidebar';
import { docHref, withBasePath } from '../routes';
import { extractText } from '../content/searchText';
import { MANIFEST } from './manifest';
import { splitIndex, type TextChunkFile, type VocabularyFile } from './shards';
import type { SearchDocument, SearchManifest, SearchOutlineFile, SearchShards, SynonymGroups } from './types';
import { glossarySynonyms } from '../glossary/glossary';

export const SEARCH_DIR = 'static/search';
/** Changes on every content edit in `npm run dev`; the route imports it so the open page reloads. */
const STAMP = 'static/content-stamp.json';

/** Writes the reload stamp the route imports when it is missing (scripts/dev.mjs changes it on every edit). */
export function writeContentStamp(publicDir: string): void {
  const file = path.join(publicDir, STAMP);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ stamp: '' }));
}
export { extractText };

type PageText = ReturnType<typeof extractText>;

/** The top-level sidebar entry holding the page, e.g. 'VPN'. */
function groupOf(site: SiteIndex, version: string, slug: string): string {
  for (const item of getVersion(site, version).sidebar) {
    if (item.type === 'link' && item.slug === slug) return item.text;
    if (item.type === 'group' && flattenLinks(item.items).some((l) => l.slug === slug)) return item.text;
  }
  return 'Guides';
}

/** The version's search documents, each page's text from `textOf`. */
function documentsOf(site: SiteIndex, version: string, textOf: (page: SourcePage) => PageText): SearchDocument[] {
  const v = getVersion(site, version);
  // Sidebar order, so that among equally good hits the one a reader meets first in the sidebar wins.
  const inSidebar = v.order.map((o) => v.guides.get(o.slug)!).filter(Boolean);
  const pages = [...new Set([...inSidebar, ...v.guides.values()])];
  return pages.map((page, id) => {
    const { content, toc } = searchableText(page, textOf(page));
    return {
      id,
      title: page.frontmatter.title,
      content,
      toc,
      routePath: docHref(version, site.defaultVersion, page.slug),
      domain: '',
      group: groupOf(site, version, page.slug),
    };
  });
}

/**
 * A generated page (What's new) is found by its title and headings only. Its lists are other pages'
 * titles, which would make it a hit for every page and for pages a version removed; its summary counts
 * change with any edit to the version before, which would change this version's index, and so the
 * plan of every one of its pages (the render cache would render them all again).
 */
function searchableText(page: SourcePage, text: PageText): PageText {
  if (!page.generated) return text;
  return { content: '', toc: text.toc.map((h) => ({ ...h, charIndex: 0 })) };
}

/** Search documents from a fresh parse of every page (tests and the quality script). */
export function buildSearchDocuments(site: SiteIndex, version: string): SearchDocument[] {
  return documentsOf(site, version, (page) => {
    const parsed = parseTree(page);
    // The same checks as the page compile: bad input fails with file, line and reason.
    checkPage(site, page, parsed.tree, parseTree);
    return extractText(parsed.tree, parsed.toc);
  });
}

/** Prepares a page (preparePage by default; the search step passes one that remembers each result). */
export type Prepare = (page: SourcePage) => Promise<PreparedPage>;

/** Search documents from the page compile's own parse (cached per page): what the build writes. */
export async function preparedSearchDocuments(site: SiteIndex, version: string, prepare: Prepare = (page) => preparePage(site, page)): Promise<SearchDocument[]> {
  const v = getVersion(site, version);
  const texts = new Map<SourcePage, PageText>();
  for (const page of v.guides.values()) texts.set(page, (await prepare(page)).search);
  return documentsOf(site, version, (page) => texts.get(page)!);
}

export function readSynonyms(contentDir: string): SynonymGroups {
  const file = path.join(contentDir, 'search-synonyms.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SynonymGroups) : [];
}

/** Writes every version's index (its outline and shards: types.ts) and the manifest; returns the manifest. */
export async function writeSearchIndexes(site: SiteIndex, publicDir: string, prepare?: Prepare): Promise<SearchManifest> {
  const dir = path.join(publicDir, SEARCH_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const synonyms = readSynonyms(site.contentDir);
  const written: SearchManifest = {};
  const files = new Set<string>();
  /** Writes one part of a version's index under its content hash; returns its URL. */
  const write = (version: string, part: string, file: unknown) => {
    const json = JSON.stringify(file);
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    const name = `search_index.${version}.${part}.${hash}.json`;
    fs.writeFileSync(path.join(dir, name), json);
    files.add(name);
    return withBasePath(`/${SEARCH_DIR}/${name}`);
  };
  for (const version of site.versions) {
    const documents = await preparedSearchDocuments(site, version, prepare);
    const split = splitIndex(documents);
    const shards: SearchShards = {
      terms: Object.fromEntries(Object.entries(split.terms).map(([key, shard]) => [key, write(version, `terms-${key}`, shard)])),
      chunks: split.chunks.map((c, i) => ({ url: write(version, `text-${i}`, { contents: c.contents } satisfies TextChunkFile), first: c.first, count: c.contents.length })),
      vocabulary: write(version, 'vocabulary', { words: split.vocabulary } satisfies VocabularyFile),
    };
    // The version's glossary adds its terms' synonyms ("address translation" ~ "nat").
    const outline: SearchOutlineFile = { version, synonyms: [...synonyms, ...glossarySynonyms(getVersion(site, version).glossary)], documents: documents.map(({ content: _, ...rest }) => rest), shards };
    written[version] = { outline: write(version, 'outline', outline) };
  }
  // Written whole under another name, then renamed: a page waiting for it never reads half a file.
  const tmp = path.join(publicDir, `${MANIFEST}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(written, null, 2));
  fs.renameSync(tmp, path.join(publicDir, MANIFEST));
  // Old indexes go only after the new manifest exists: pages read it and must never miss a file.
  for (const f of fs.readdirSync(dir)) if (f.startsWith('search_index.') && !files.has(f)) fs.rmSync(path.join(dir, f));
  return written;
}

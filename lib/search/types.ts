// The search contract shared by the build (writer of the index) and the browser (reader).

/** One page in a version's search index (spec: Entities and their fields). */
export interface SearchDocument {
  id: number;
  title: string;
  /** Plain text of the page body: no markup, code, images or JSX attributes. */
  content: string;
  /** h2/h3 headings, each with where its section starts in `content`. */
  toc: SearchSection[];
  /** Site path without the base, e.g. '/1.9.5/guides/vpn/ipsec/'. */
  routePath: string;
  /** In the spec's search document; one site here, so always ''. */
  domain: string;
  /** Sidebar section the page belongs to, e.g. 'VPN'. */
  group: string;
}

/** A heading of a search document and the section it starts. */
export interface SearchSection {
  text: string;
  id: string;
  depth: number;
  /** Offset in the document's plain `content` (a TocItem's charIndex is an offset in the source file). */
  charIndex: number;
}

/** Groups of interchangeable phrases, kept with the content in content/search-synonyms.json. */
export type SynonymGroups = string[][];

/**
 * A version's index, as static JSON files, so that a phone on a slow link answers at once: the
 * outline (every page without its body text: titles, headings, their ids; a tenth of the bytes)
 * answers title and heading queries, and names the shards (shards.ts) from which a query then
 * fetches only the words and page text it needs. search_index.<version>.outline.<hash>.json
 */
export interface SearchOutlineFile {
  version: string;
  synonyms: SynonymGroups;
  documents: Omit<SearchDocument, 'content'>[];
  shards: SearchShards;
}

/** Where a version's shards are (search_index.<version>.<terms-KEY | text-N | vocabulary>.<hash>.json). */
export interface SearchShards {
  /** Term shard URL by shard key (shards.ts: shardKey). */
  terms: Record<string, string>;
  /** Text chunks in document order: each holds the contents of documents first .. first + count - 1. */
  chunks: { url: string; first: number; count: number }[];
  vocabulary: string;
}

/** Every file of a version's index: the outline and its shards. */
export const indexFiles = (outlineUrl: string, shards: SearchShards): string[] => [outlineUrl, ...Object.values(shards.terms), ...shards.chunks.map((c) => c.url), shards.vocabulary];

export interface HighlightRange {
  start: number;
  length: number;
}

/** Spec 3: search hit. `highlight` ranges index into the text shown: title, header or statement. */
export interface SearchHit {
  type: 'title' | 'header' | 'content';
  title: string;
  header: string;
  link: string;
  query: string;
  highlight: HighlightRange[];
  /** Content hits only: about 100 characters around the match. */
  statement?: string;
  group: string;
}

export interface ResultGroup {
  group: string;
  result: SearchHit[];
  /** In the spec's result groups; this site renders every group the same way ('default'). */
  renderType: 'default' | 'custom';
}

// Declared with the versions file that carries it (lib/routes/versions.ts), which search reads.
import type { SearchIndexUrls } from '../routes/versions';
export type { SearchIndexUrls };

/** Every version's index: version -> URLs. */
export type SearchManifest = Record<string, SearchIndexUrls>;

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
 * A version's index comes in two static JSON files, so that a phone on a slow link answers at once:
 * the outline (every page without its body text: titles, headings, their ids; a tenth of the
 * bytes) answers title and heading queries while the text arrives, then results refine.
 * search_index.<version>.outline.<hash>.json
 */
export interface SearchOutlineFile {
  version: string;
  synonyms: SynonymGroups;
  documents: Omit<SearchDocument, 'content'>[];
}

/** The rest: every page's body text, in the order of the outline's documents. search_index.<version>.text.<hash>.json */
export interface SearchTextFile {
  version: string;
  contents: string[];
}

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

/** Where the browser finds a version's two index files, under the base path. */
export interface SearchIndexUrls {
  outline: string;
  text: string;
}

/** Every version's index files: version -> URLs. */
export type SearchManifest = Record<string, SearchIndexUrls>;

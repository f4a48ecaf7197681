// The search contract shared by the build (writer of the index) and the browser (reader).

/** One page in a version's search index (spec 3: search document). */
export interface SearchDocument {
  id: number;
  title: string;
  /** Plain text of the page body: no markup, code, images or JSX attributes. */
  content: string;
  /** h2/h3 headings; charIndex is where the heading's section starts in `content`. */
  toc: { text: string; id: string; depth: number; charIndex: number }[];
  /** Site path without the base, e.g. '/1.9.5/guides/vpn/ipsec/'. */
  routePath: string;
  domain: string;
  /** Sidebar section the page belongs to, e.g. 'VPN'. */
  group: string;
}

/** Groups of interchangeable phrases, kept with the content in content/search-synonyms.json. */
export type SynonymGroups = string[][];

/** The static JSON file of one version: search_index.<version>.<hash>.json */
export interface SearchIndexFile {
  version: string;
  lang: string;
  synonyms: SynonymGroups;
  documents: SearchDocument[];
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
  renderType: 'default' | 'custom';
}

/** Where the browser finds each version's index: version -> URL under the base path. */
export type SearchManifest = Record<string, string>;

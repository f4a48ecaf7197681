// Ships to the browser (with the search dialog); the build writes the files (build.ts). A version's
// page text is not one file: a query fetches only what can answer it, as Pagefind does, so the bytes
// before a body-text result stay small as the guides grow.
// - Term shards: every word of the version with the pages it occurs in, one file per first
//   character. A term's candidate pages are those with a word starting with it (the engine's
//   forward match), all in the shard of its first character.
// - Text chunks: the pages' text in sidebar order, about CHUNK_CHARS each; a query fetches the
//   chunks of its candidate pages, which it needs to rank them and cut snippets.
// - The vocabulary: every word in the engine's order, fetched only to correct a typo (a word no
//   shard holds), so corrections are the engine's own.
// Results are the in-memory engine's (engine.ts) for the same pages: shards.test.ts compares both.
import { createCorrector, MIN_CORRECTED_LENGTH } from './typos';
import { createSynonyms } from './synonyms';
import { DEFAULT_LIMIT, indexedText, queryVariants, queryWords, searchCorpus, type SearchCorpus } from './engine';
import { pageText, type PageText } from './rank';
import { words } from './text';
import type { SearchDocument, SearchHit, SearchOutlineFile, SearchShards } from './types';

/** About this many characters of page text per chunk (some 3 to 4 KB gzip): a body-text hit fetches a few of them. */
export const CHUNK_CHARS = 8_000;

/** A term shard: word -> ids of the pages it occurs in. */
export type TermShardFile = Record<string, number[]>;
export interface TextChunkFile {
  contents: string[];
}
export interface VocabularyFile {
  words: string[];
}

/** The shard of a word: its first character's code point, in hex (a safe file name for any script). */
export const shardKey = (word: string) => word.codePointAt(0)!.toString(16);

/** Splits a version's documents into shards, chunks and vocabulary (the build writes each to a file). */
export function splitIndex(documents: SearchDocument[]): { terms: Record<string, TermShardFile>; chunks: { first: number; contents: string[] }[]; vocabulary: string[] } {
  const vocabulary = new Set<string>();
  const terms: Record<string, TermShardFile> = {};
  for (const doc of documents) {
    for (const w of words(indexedText(doc))) {
      vocabulary.add(w);
      const shard = (terms[shardKey(w)] ??= {});
      const pages = (shard[w] ??= []);
      if (pages.at(-1) !== doc.id) pages.push(doc.id);
    }
  }
  const chunks: { first: number; contents: string[] }[] = [];
  let size = Infinity;
  for (const doc of documents) {
    if (size >= CHUNK_CHARS) {
      chunks.push({ first: doc.id, contents: [] });
      size = 0;
    }
    chunks.at(-1)!.contents.push(doc.content);
    size += doc.content.length;
  }
  return { terms, chunks, vocabulary: [...vocabulary] };
}

export interface ShardedSearch {
  /** Fetches the shards and chunks a query needs (each file once). */
  load(query: string): Promise<void>;
  /** The hits of a query whose files are loaded: ranking only, no waiting. */
  search(query: string, limit?: number): SearchHit[];
}

/**
 * Search over a version's shards, from its outline file; `fetchJson` fetches (and caches) a file.
 * Each file is fetched once; a failed fetch rejects the search and is tried again by the next one.
 */
export function createShardedSearch(outline: SearchOutlineFile, fetchJson: <T>(url: string) => Promise<T>): ShardedSearch {
  const { shards } = outline;
  const synonyms = createSynonyms(outline.synonyms);
  const termShards = new Map<string, TermShardFile>();
  const contents = new Map<number, string>();
  const texts = new Map<number, PageText>();
  const docs = new Map<number, SearchDocument>();
  let corrector: ((word: string) => string) | undefined;

  const loadShard = async (key: string) => {
    const url = shards.terms[key];
    if (url && !termShards.has(key)) termShards.set(key, await fetchJson<TermShardFile>(url));
  };
  const shardWords = (word: string) => Object.keys(termShards.get(shardKey(word)) ?? {});
  /** The engine's corrector leaves a word alone when it is a word of the index or starts one: the shard says. */
  const knownPrefix = (word: string) => shardWords(word).some((w) => w.startsWith(word));
  const candidates = (term: string) => {
    const shard = termShards.get(shardKey(term)) ?? {};
    const ids = new Set<number>();
    for (const [w, pages] of Object.entries(shard)) if (w.startsWith(term)) for (const id of pages) ids.add(id);
    return ids;
  };
  const loadTexts = async (ids: Iterable<number>) => {
    const needed = new Set<SearchShards['chunks'][number]>();
    for (const id of ids) if (!contents.has(id)) needed.add(shards.chunks.find((c) => id >= c.first && id < c.first + c.count)!);
    await Promise.all(
      [...needed].map(async (chunk) => {
        const file = await fetchJson<TextChunkFile>(chunk.url);
        file.contents.forEach((content, i) => contents.set(chunk.first + i, content));
      }),
    );
  };
  const doc = (id: number): SearchDocument => {
    let d = docs.get(id);
    if (!d) docs.set(id, (d = { ...outline.documents[id], content: contents.get(id)! }));
    return d;
  };
  const text = (id: number): PageText => {
    let t = texts.get(id);
    if (!t) texts.set(id, (t = pageText(doc(id))));
    return t;
  };

  const corpus: SearchCorpus = { doc, text, candidates, correct: (word) => (corrector ? corrector(word) : word), synonyms };
  return {
    async load(query) {
      const typed = queryWords(query);
      await Promise.all(typed.map((w) => loadShard(shardKey(w))));
      // A word that neither is nor starts a word of the index may be a typo: correcting it needs every
      // word. Until then no word needs correcting, and the identity is the engine's corrector.
      if (!corrector && typed.some((w) => w.length >= MIN_CORRECTED_LENGTH && !knownPrefix(w) && !synonyms.words.has(w))) {
        const file = await fetchJson<VocabularyFile>(shards.vocabulary);
        corrector ??= createCorrector(new Set(file.words), synonyms.words);
      }
      const terms = [...new Set(queryVariants(corpus, query).flatMap((v) => v.terms))];
      await Promise.all(terms.map((t) => loadShard(shardKey(t))));
      await loadTexts(terms.flatMap((t) => [...candidates(t)]));
    },
    search: (query, limit = DEFAULT_LIMIT) => searchCorpus(corpus, query, limit),
  };
}

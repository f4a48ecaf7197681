// Ships to the browser (with the search dialog); the build writes the files (build.ts). A version's
// page text is not one file: a query fetches only what can answer it, as Pagefind does, so the bytes
// before a body-text result stay small as the guides grow.
// - Term shards: every word of the version with the pages it occurs in and how often in each page's
//   text, one file per first character. A term's candidate pages are those with a word starting
//   with it (the engine's forward match), all in the shard of its first character; with the
//   outline's titles and headings, the counts rank them without their text.
// - Text chunks: the pages' text in sidebar order, about CHUNK_CHARS each; a query fetches only
//   the chunks of the pages whose hits show a snippet of it.
// - The vocabulary: every word in the engine's order, fetched only to correct a typo (a word no
//   shard holds), so corrections are the engine's own.
// Results are the in-memory engine's (engine.ts) for the same pages: shards.test.ts compares both.
import { DEFAULT_LIMIT, indexedText, queryVariants, queryWords, rankCorpus, searchCorpus, type SearchCorpus } from './engine';
import { pageText, type PageText } from './rank';
import { createSynonyms } from './synonyms';
import { bodyWordsOf, words } from './text';
import { createCorrector, MIN_CORRECTED_LENGTH } from './typos';
import type { SearchDocument, SearchHit, SearchOutlineFile, SearchShards } from './types';

/** About this many characters of page text per chunk (some 3 to 4 KB gzip): a body-text hit fetches a few of them. */
export const CHUNK_CHARS = 8_000;

/** A term shard: word -> [page id, occurrences in that page's text, page id, occurrences, ...]. */
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
    const inText = new Map<string, number>();
    for (const w of words(doc.content)) inText.set(w, (inText.get(w) ?? 0) + 1);
    for (const w of new Set(words(indexedText(doc)))) {
      vocabulary.add(w);
      ((terms[shardKey(w)] ??= {})[w] ??= []).push(doc.id, inText.get(w) ?? 0);
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
  /** Fetches what a query needs (each file once): the shards of its words, the text of the pages whose hits quote it. */
  load(query: string, limit?: number): Promise<void>;
  /** The hits of a query whose files are loaded: ranking only, no waiting. */
  search(query: string, limit?: number): SearchHit[];
}

/**
 * Search over a version's shards, from its outline file; `fetchJson` fetches (and caches) a file.
 * A failed fetch rejects the load; the next load tries again.
 */
export function createShardedSearch(outline: SearchOutlineFile, fetchJson: <T>(url: string) => Promise<T>): ShardedSearch {
  const { shards } = outline;
  const synonyms = createSynonyms(outline.synonyms);
  const termShards = new Map<string, TermShardFile>();
  /** Per page: the count in its text of each word of the loaded shards. */
  const counts = new Map<number, Map<string, number>>();
  const contents = new Map<number, string>();
  const texts = new Map<number, PageText>();
  let corrector: ((word: string) => string) | undefined;

  const loadShard = async (key: string) => {
    const url = shards.terms[key];
    if (!url || termShards.has(key)) return;
    const shard = await fetchJson<TermShardFile>(url);
    if (termShards.has(key)) return;
    termShards.set(key, shard);
    for (const [word, pages] of Object.entries(shard)) {
      for (let i = 0; i < pages.length; i += 2) {
        if (!pages[i + 1]) continue;
        let page = counts.get(pages[i]);
        if (!page) counts.set(pages[i], (page = new Map()));
        page.set(word, pages[i + 1]);
      }
    }
    texts.clear();
  };
  /** The engine's corrector leaves a word alone when it is a word of the index or starts one: the shard says. */
  const knownPrefix = (word: string) => Object.keys(termShards.get(shardKey(word)) ?? {}).some((w) => w.startsWith(word));
  const candidates = (term: string) => {
    const ids = new Set<number>();
    for (const [w, pages] of Object.entries(termShards.get(shardKey(term)) ?? {})) if (w.startsWith(term)) for (let i = 0; i < pages.length; i += 2) ids.add(pages[i]);
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
    texts.clear();
  };
  const doc = (id: number): SearchDocument => ({ ...outline.documents[id], content: contents.get(id) ?? '' });
  /** What ranking reads: titles and headings from the outline, the words of the text from the shards (its text too, once loaded, for snippets). */
  const text = (id: number): PageText => {
    let t = texts.get(id);
    if (!t) {
      // Titles and headings as the engine reads them; the text's words from the shards (not from the text, often not loaded).
      const labels = pageText({ ...outline.documents[id], content: '' });
      texts.set(id, (t = { ...labels, content: (contents.get(id) ?? '').toLowerCase(), body: bodyWordsOf(counts.get(id) ?? new Map()) }));
    }
    return t;
  };
  const corpus: SearchCorpus = { doc, text, candidates, correct: (word) => (corrector ? corrector(word) : word), synonyms };

  return {
    async load(query, limit = DEFAULT_LIMIT) {
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
      // Only a content hit quotes its page's text.
      await loadTexts(rankCorpus(corpus, query, limit).flatMap((w) => (w.type === 'content' ? [w.id] : [])));
    },
    search: (query, limit = DEFAULT_LIMIT) => searchCorpus(corpus, query, limit),
  };
}

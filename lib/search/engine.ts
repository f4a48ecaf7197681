// Ships to the browser (lazily, with the search dialog); also runs in unit tests.
// flexsearch finds the candidate pages of a query; the engine corrects typos (typos.ts), runs
// synonym variants (synonyms.ts), ranks the candidates (rank.ts) and builds hits with highlight
// ranges and snippets on plain text (text.ts) for the winners only.
import { Index } from './flexsearchIndex';
import { outranks, byRank, pageText, rankPage, termMatch, type PageText, type Rank, type TermMatch } from './rank';
import { createSynonyms, type Synonyms } from './synonyms';
import { findRanges, firstWordStart, snippet, stem, STOPWORDS, words } from './text';
import { createCorrector } from './typos';
import type { ResultGroup, SearchDocument, SearchHit, SynonymGroups } from './types';

// The text and typo helpers the engine's tests pin down.
export { findRanges, snippet, words } from './text';
export { editDistance, withinOneEdit } from './typos';

export const DEFAULT_LIMIT = 7;
/** Candidate pages flexsearch returns per term (spec: Business constants and limits). */
const INDEX_LIMIT = 100;
/** Longer queries are cut: a pasted paragraph would otherwise run a search per word. */
const MAX_QUERY_WORDS = 12;

export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
}

/**
 * What a search runs on: the pages it may rank (with their text), the pages a term may match (every
 * page with a word starting with it), and the typo corrector. The engine below keeps all of a
 * version in memory; the browser's sharded search (shards.ts) loads only what a query needs.
 */
export interface SearchCorpus {
  doc(id: number): SearchDocument;
  text(id: number): PageText;
  candidates(term: string): Iterable<number>;
  correct(word: string): string;
  synonyms: Synonyms;
}

/** The meaningful words of a query (all of them when none is), as the engine searches them. */
export function queryWords(query: string): string[] {
  const raw = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
  const meaningful = raw.filter((w) => !STOPWORDS.has(w));
  return meaningful.length ? meaningful : raw;
}

/** The terms of each variant of a query (typos corrected, then synonyms): what candidates are looked up for. */
export function queryVariants(corpus: Pick<SearchCorpus, 'correct' | 'synonyms'>, query: string): { variant: string[]; terms: string[] }[] {
  const base = queryWords(query);
  if (!base.length) return [];
  // Typos are corrected in what the reader typed, before synonyms: 'hunt grup' still finds
  // queues, and a synonym's own words are never "corrected" into unrelated ones.
  return corpus.synonyms.alternatives(base.map(corpus.correct)).map((variant) => ({ variant, terms: [...new Set(variant.map(stem))] }));
}

function buildHit(doc: SearchDocument, text: PageText, rank: Rank, terms: string[], query: string): SearchHit {
  const { title, routePath: link, group } = doc;
  if (rank.type === 'title') return { type: 'title', title, header: title, link, query, highlight: findRanges(title, terms), group };
  if (rank.type === 'header') {
    const h = doc.toc[rank.header];
    return { type: 'header', title, header: h.text, link: `${link}#${h.id}`, query, highlight: findRanges(h.text, terms), group };
  }
  // A content hit: a snippet around the first match, linked to the section it is in.
  const at = firstWordStart(text.content, terms);
  const section = [...doc.toc].reverse().find((h) => h.charIndex <= at);
  const cut = snippet(doc.content, at);
  return {
    type: 'content',
    title,
    header: section?.text ?? title,
    link: section ? `${link}#${section.id}` : link,
    query,
    highlight: findRanges(cut.text, terms),
    statement: cut.text,
    group,
  };
}

/** A page that made the best `limit` of a query: how it ranked, and how to build its hit. */
export interface Winner {
  id: number;
  type: Rank['type'];
  build: () => SearchHit;
}

/** Ranks a corpus's candidate pages for a query: the best `limit`, best first, their hits not built yet. */
export function rankCorpus(corpus: SearchCorpus, query: string, limit = DEFAULT_LIMIT): Winner[] {
  // The best rank of each page over the query's variants; its hit is built only if it wins.
  const best = new Map<string, Rank & { order: number; build: () => SearchHit }>();
  // Where a term occurs in a page, worked out once per search: the variants share most terms.
  const matchesByTerm = new Map<string, Map<number, TermMatch>>();
  const matchOf = (id: number, term: string): TermMatch => {
    let byDoc = matchesByTerm.get(term);
    if (!byDoc) matchesByTerm.set(term, (byDoc = new Map()));
    let match = byDoc.get(id);
    if (!match) byDoc.set(id, (match = termMatch(corpus.text(id), term)));
    return match;
  };
  const variants = queryVariants(corpus, query);
  // The reader's own question comes first; its length decides whether a page may miss a term.
  const askedTerms = variants[0]?.terms.length ?? 0;
  variants.forEach(({ variant, terms }, variantIndex) => {
    const candidates = new Set<number>();
    for (const t of terms) for (const id of corpus.candidates(t)) candidates.add(id);
    for (const id of candidates) {
      const rank = rankPage(corpus.text(id), terms, variant, terms.map((t) => matchOf(id, t)), variantIndex > 0, askedTerms);
      if (!rank) continue;
      const doc = corpus.doc(id);
      const previous = best.get(doc.routePath);
      if (previous && !outranks(rank, previous)) continue;
      // Fields copied one by one: an object spread here made every keystroke a third slower.
      best.set(doc.routePath, { type: rank.type, score: rank.score, header: rank.header, order: id, build: () => buildHit(corpus.doc(id), corpus.text(id), rank, terms, query) });
    }
  });
  return [...best.values()]
    .sort(byRank)
    .slice(0, limit)
    .map((r) => ({ id: r.order, type: r.type, build: r.build }));
}

/** Ranks a corpus's candidate pages for a query; the hits of the best `limit`. */
export function searchCorpus(corpus: SearchCorpus, query: string, limit = DEFAULT_LIMIT): SearchHit[] {
  return rankCorpus(corpus, query, limit).map((w) => w.build());
}

/** Every word of a page that search knows, in the order the engine meets them (the typo corrector's order). */
export const indexedText = (doc: SearchDocument) => `${doc.title} ${doc.toc.map((h) => h.text).join(' ')} ${doc.content}`;

/**
 * The pages a term may match: every page with a word starting with it (the most `INDEX_LIMIT`), the
 * same rule the sharded search follows (shards.ts), so both give the same hits. flexsearch indexes
 * each distinct word once, not each page's text: titles and headings repeat most of their words.
 * And it indexes the words of one first character at a time, when a term first needs them (every
 * word a term can match starts with the term's first character): a query meets one or two of them,
 * and building the whole index was what a phone's first search waited for.
 * `vocabulary` is every word in the order the pages first use it (the typo corrector's order).
 */
export function prefixIndex(documents: SearchDocument[]): { vocabulary: string[]; candidates: (term: string) => Set<number> } {
  const pagesOf = new Map<string, number[]>();
  for (const doc of documents) {
    // Title and headings are indexed with the body so one lookup finds every candidate page.
    for (const w of new Set(words(indexedText(doc)))) {
      const pages = pagesOf.get(w);
      if (pages) pages.push(doc.id);
      else pagesOf.set(w, [doc.id]);
    }
  }
  const vocabulary = [...pagesOf.keys()];
  const byFirst = new Map<string, { words: string[]; index?: InstanceType<typeof Index> }>();
  for (const w of vocabulary) {
    const first = String.fromCodePoint(w.codePointAt(0)!);
    const group = byFirst.get(first);
    if (group) group.words.push(w);
    else byFirst.set(first, { words: [w] });
  }
  const candidates = (term: string) => {
    const ids = new Set<number>();
    const group = term && byFirst.get(String.fromCodePoint(term.codePointAt(0)!));
    if (!group) return ids;
    if (!group.index) {
      // Words as the ranking reads them (text.ts), not flexsearch's default encoder, which folds
      // letters ('boot' would find 'both').
      group.index = new Index({ tokenize: 'forward', resolution: 9, encoder: words });
      group.words.forEach((w, i) => group.index!.add(i, w));
    }
    for (const i of group.index.search(term, { limit: group.words.length }) as number[]) {
      for (const id of pagesOf.get(group.words[i])!) {
        if (ids.size === INDEX_LIMIT) return ids;
        ids.add(id);
      }
    }
    return ids;
  };
  return { vocabulary, candidates };
}

export function createSearchEngine(documents: SearchDocument[], synonymGroups: SynonymGroups = []): SearchEngine {
  const { vocabulary, candidates } = prefixIndex(documents);
  const byId = new Map(documents.map((d) => [d.id, d]));
  // A page's text as ranking reads it, made when the page is first a candidate: a query meets a few
  // pages, and making all of them up front held back the first answer on a phone.
  const texts = new Map<number, PageText>();
  const synonyms = createSynonyms(synonymGroups);
  const corpus: SearchCorpus = {
    doc: (id) => byId.get(id)!,
    text: (id) => texts.get(id) ?? texts.set(id, pageText(byId.get(id)!)).get(id)!,
    candidates,
    correct: createCorrector(new Set(vocabulary), synonyms.words),
    synonyms,
  };
  return { search: (query, limit = DEFAULT_LIMIT) => searchCorpus(corpus, query, limit) };
}

/** An engine over titles and headings only (a version's index outline: types.ts), for the first answers. */
export function createOutlineEngine(documents: Omit<SearchDocument, 'content'>[], synonymGroups: SynonymGroups = []): SearchEngine {
  return createSearchEngine(
    documents.map((d) => ({ ...d, content: '' })),
    synonymGroups,
  );
}

/** Groups hits by sidebar section, in order of each group's best hit. */
export function groupHits(hits: SearchHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const g = groups.get(hit.group) ?? { group: hit.group, result: [], renderType: 'default' as const };
    g.result.push(hit);
    groups.set(hit.group, g);
  }
  return [...groups.values()];
}

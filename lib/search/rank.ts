// Ships to the browser with the search engine. Ranking: how well a page answers a query, with
// every weight named here and nowhere else.
import { bodyWords, containsTerm, hasWordStartingWith, meaningfulWords, occurrences, stem, words, type BodyWords } from './text';
import type { SearchDocument, SearchHit } from './types';

/**
 * Ranking within a hit type, all as shares of the query's terms (0..1), so a synonym that adds
 * words cannot outscore the reader's own words by sheer length. The page whose title or a heading
 * *is* the question wins: "fit" is the share of the title's (heading's) words the query covers,
 * and a whole-word match beats a prefix ('time' in "Region and Time" over "Timeout").
 */
const WEIGHTS = {
  /** Terms found anywhere on the page. */
  coverage: 40,
  /** Terms in the title, and how much of the title they make up. */
  title: 24,
  titleFit: 12,
  /** The best heading: terms in it, and how much of it they make up. */
  header: 10,
  headerFit: 6,
  /** Terms in the title or a heading as whole words rather than word prefixes. */
  wholeWord: 6,
  /** Terms in the body, and how often (a page about VLANs says "VLAN" more than once). */
  content: 4,
  frequency: 4,
  /** Occurrences of a term at which the frequency share is full. */
  frequencyFull: 8,
  /** Among title hits, a title that is the question ("Call Detail Records" for "cdr") beats one that only contains it ("CDR API"). */
  titleAnswer: 40,
  /** An answer found through a synonym counts a little less than the reader's own words. */
  synonym: 0.9,
} as const;

/** What one word of a title or heading adds to its fit: typed as it is, matched by its stem, or only started by a term ('time' in "Timeout"). */
const FIT = { typed: 1, stem: 0.9, prefix: 0.5 } as const;

/** A question of this many terms or more may miss one of them on a page; a shorter one needs all. */
const LONG_QUESTION_TERMS = 3;

/** Hit types rank title > header > content before any score. */
const TYPE_RANK = { title: 0, header: 1, content: 2 } as const;

/** A page's text as ranking reads it, worked out once when the index loads. */
export interface PageText {
  title: string;
  headers: string[];
  content: string;
  body: BodyWords;
  titleWords: string[];
  headerWords: string[][];
  /** Every word of the title and headings, and its stem. */
  labelWords: Set<string>;
}

export function pageText(doc: SearchDocument): PageText {
  return {
    title: doc.title.toLowerCase(),
    headers: doc.toc.map((h) => h.text.toLowerCase()),
    content: doc.content.toLowerCase(),
    body: bodyWords(doc.content),
    titleWords: meaningfulWords(doc.title),
    headerWords: doc.toc.map((h) => meaningfulWords(h.text)),
    labelWords: new Set(words(`${doc.title} ${doc.toc.map((h) => h.text).join(' ')}`).flatMap((w) => [w, stem(w)])),
  };
}

/** Whether a term starts a word of a page's title, of each of its headings, of its body. */
export interface TermMatch {
  title: boolean;
  headers: boolean[];
  content: boolean;
  /** The term is a whole word of the title or of a heading. */
  wholeWord: boolean;
}

export function termMatch(text: PageText, term: string): TermMatch {
  return {
    title: containsTerm(text.title, term),
    headers: text.headers.map((h) => containsTerm(h, term)),
    content: hasWordStartingWith(text.body, term),
    wholeWord: text.labelWords.has(term),
  };
}

/** How much of a title or heading (its meaningful words) the query makes up, 0..1. */
function fit(labelWords: string[], terms: string[], queryWords: string[]): number {
  if (!labelWords.length) return 0;
  let covered = 0;
  for (const w of labelWords) {
    if (queryWords.includes(w)) covered += FIT.typed;
    else if (terms.includes(w) || terms.includes(stem(w))) covered += FIT.stem;
    else if (terms.some((t) => w.startsWith(t))) covered += FIT.prefix;
  }
  return covered / labelWords.length;
}

export interface Rank {
  type: SearchHit['type'];
  score: number;
  /** The heading with most terms (a header hit links to it), or -1. */
  header: number;
}

/**
 * How a page answers one query: its stemmed `terms`, the `queryWords` they come from, where each
 * term occurs on the page (`matches`, in the order of `terms`), whether the query is a synonym
 * variant of the reader's, and how many terms the reader's own question has (`askedTerms`).
 * Undefined when the page misses too many terms.
 */
export function rankPage(text: PageText, terms: string[], queryWords: string[], matches: TermMatch[], viaSynonym: boolean, askedTerms = terms.length): Rank | undefined {
  const inTitle = matches.filter((m) => m.title).length;
  const headerCounts = text.headers.map((_, h) => matches.filter((m) => m.headers[h]).length);
  const bestHeader = headerCounts.length ? Math.max(...headerCounts) : 0;
  const inContent = matches.filter((m) => m.content).length;
  const covered = matches.filter((m) => m.title || m.headers.includes(true) || m.content).length;
  // Every term of a short question must be on the page, so a question about something the guides
  // do not cover gets no results instead of a page matching one word. A longer question may miss
  // one term, and so may a page whose title holds all the others (a product name we do not use:
  // "acrobits groundwire"). Long means the reader's question and this variant of it: a synonym
  // that swaps one word for two ("voicemail" ~ "voice mail") does not make a short question long,
  // nor does a short synonym of a long one let a page match half of it.
  const missing = terms.length - covered;
  const mayMiss = Math.min(terms.length, askedTerms) >= LONG_QUESTION_TERMS ? 1 : 0;
  if (missing > mayMiss && !(missing === 1 && inTitle === covered)) return undefined;
  const share = (n: number) => n / terms.length;
  const titleFit = fit(text.titleWords, terms, queryWords);
  const type: SearchHit['type'] = inTitle === terms.length ? 'title' : bestHeader === terms.length ? 'header' : 'content';
  let headerFit = 0;
  if (bestHeader > 0) headerCounts.forEach((n, h) => n === bestHeader && (headerFit = Math.max(headerFit, fit(text.headerWords[h], terms, queryWords))));
  const score =
    (share(covered) * WEIGHTS.coverage +
      share(inTitle) * WEIGHTS.title +
      titleFit * WEIGHTS.titleFit +
      (type === 'title' ? titleFit * WEIGHTS.titleAnswer : 0) +
      share(bestHeader) * WEIGHTS.header +
      headerFit * WEIGHTS.headerFit +
      share(matches.filter((m) => m.wholeWord).length) * WEIGHTS.wholeWord +
      share(inContent) * WEIGHTS.content +
      (terms.reduce((sum, t) => sum + Math.min(1, occurrences(text.body, t) / WEIGHTS.frequencyFull), 0) / terms.length) * WEIGHTS.frequency) *
    (viaSynonym ? WEIGHTS.synonym : 1);
  return { type, score, header: headerCounts.indexOf(bestHeader) };
}

/** Whether rank `a` beats rank `b` of the same page (found by another variant of the query). */
export function outranks(a: Rank, b: Rank): boolean {
  return TYPE_RANK[a.type] < TYPE_RANK[b.type] || (a.type === b.type && a.score > b.score);
}

/** Results order: by hit type, then score, then sidebar order (`order`). */
export function byRank(a: Rank & { order: number }, b: Rank & { order: number }): number {
  return TYPE_RANK[a.type] - TYPE_RANK[b.type] || b.score - a.score || a.order - b.order;
}

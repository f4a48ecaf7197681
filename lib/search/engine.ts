// Ships to the browser (lazily, with the search dialog); also runs in unit tests.
// flexsearch finds the candidate pages; this module ranks title > header > content hits,
// corrects one-letter typos against the index vocabulary, expands synonyms, and computes
// highlight ranges and snippets on plain text (the UI renders them as text, never as HTML).
import { Index } from 'flexsearch';
import type { HighlightRange, ResultGroup, SearchDocument, SearchHit, SynonymGroups } from './types';

export const DEFAULT_LIMIT = 7;
export const SNIPPET_WIDTH = 100;
const INDEX_LIMIT = 100;
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Lower-case words of a text; punctuation and markup-like characters are separators. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** CJK characters take three columns of snippet width (spec 9). */
function charWidth(ch: string): number {
  return /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]/.test(ch) ? 3 : 1;
}

// Three rolling rows for editDistance, reused: typo correction compares a word with thousands.
let rows = new Int32Array(3 * 64);

/** Damerau-Levenshtein distance capped at max + 1 (optimal string alignment). */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width);
  // Row i lives at offset (i % 3) * width.
  for (let j = 0; j < width; j++) rows[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const cur = (i % 3) * width;
    const prev = ((i - 1) % 3) * width;
    const back = ((i + 1) % 3) * width; // row i - 2
    rows[cur] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(rows[prev + j] + 1, rows[cur + j - 1] + 1, rows[prev + j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        d = Math.min(d, rows[back + j - 2] + 1);
      }
      rows[cur + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
  }
  return rows[(a.length % 3) * width + b.length];
}

/** Whether `a` and `b` are at most one edit apart (insert, delete, substitute, swap neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === b.length) return true; // equal, or one letter added at the end
  const sameTail = (from: number, shift: number) => {
    for (let k = from; k < b.length; k++) if (a.charCodeAt(k + shift) !== b.charCodeAt(k)) return false;
    return true;
  };
  if (a.length > b.length) return sameTail(i, 1); // one letter inserted at i
  if (sameTail(i + 1, 0)) return true; // one letter substituted at i
  return a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameTail(i + 2, 0); // neighbours swapped
}

/** Ranges of the words of `text` that start with one of the query words (case-insensitive), merged and sorted. */
export function findRanges(text: string, queryWords: string[]): HighlightRange[] {
  const lower = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (const w of new Set(queryWords)) {
    if (!w) continue;
    for (let i = wordStartIndex(lower, w); i >= 0; i = wordStartIndex(lower, w, i + 1)) {
      // A stemmed term ('chang') highlights the whole word it starts ('changing').
      let end = i + w.length;
      while (end < lower.length && WORD_CHAR.test(lower[end])) end++;
      ranges.push({ start: i, length: end - i });
    }
  }
  ranges.sort((x, y) => x.start - y.start || y.length - x.length);
  const merged: HighlightRange[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.start + last.length) last.length = Math.max(last.length, r.start + r.length - last.start);
    else merged.push({ ...r });
  }
  return merged;
}

/** About SNIPPET_WIDTH columns of text around `at`, starting at a word boundary. */
export function snippet(text: string, at: number, width = SNIPPET_WIDTH): { text: string; offset: number } {
  let start = Math.max(0, at - Math.floor(width / 3));
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    start = space >= 0 && at - space < width / 2 ? space + 1 : start;
  }
  let end = start;
  for (let used = 0; end < text.length && used < width; end++) used += charWidth(text[end]);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, offset: start - prefix.length };
}

/** Where the words of `phrase` occur in a row in `queryWords`, or -1. */
function indexOfPhrase(queryWords: string[], phrase: string[]): number {
  for (let i = 0; i + phrase.length <= queryWords.length; i++) {
    if (phrase.every((w, k) => queryWords[i + k] === w)) return i;
  }
  return -1;
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
}

/** Words that carry no meaning in a question ("how do I change the ..."). */
const STOPWORDS = new Set(
  'a an and are can do does for from how i in into is it my of on or the to what when where which who why with you your many much'.split(' '),
);

/** A light stemmer for matching by prefix: 'changing' and 'changes' both become 'chang'. */
export function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ing|ed|es|s|e)$/, '') : word;
}

function bodyWords(text: string): BodyWords {
  const counts = new Map<string, number>();
  for (const w of words(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const sorted = [...counts.keys()].sort();
  const upTo = new Int32Array(sorted.length + 1);
  sorted.forEach((w, i) => (upTo[i + 1] = upTo[i] + counts.get(w)!));
  return { words: sorted, upTo };
}

/** Where the first occurrence of `term` at or after `from` that starts a word of `lowerText` is, or -1. */
function wordStartIndex(lowerText: string, term: string, from = 0): number {
  for (let i = lowerText.indexOf(term, from); i >= 0; i = lowerText.indexOf(term, i + 1)) {
    if (i === 0 || !WORD_CHAR.test(lowerText[i - 1])) return i;
  }
  return -1;
}

/** Words of `text` that start with `term` (case-insensitive) count as a match. */
function containsTerm(lowerText: string, term: string): boolean {
  return wordStartIndex(lowerText, term) >= 0;
}

/** Where the first word of `lowerText` that starts with one of `terms` begins (0 if none). */
function firstWordStart(lowerText: string, terms: string[]): number {
  const starts = terms.map((t) => wordStartIndex(lowerText, t)).filter((i) => i >= 0);
  return starts.length ? Math.min(...starts) : 0;
}

/**
 * containsTerm for a long text, as a binary search in its sorted unique words: the same answer
 * (terms are whole query words), but a term that occurs often inside other words ('up' in
 * 'backup') no longer costs a scan of the whole page on every keystroke.
 */
function hasWordStartingWith(sortedWords: string[], term: string): boolean {
  const at = lowerBound(sortedWords, term);
  return at < sortedWords.length && sortedWords[at].startsWith(term);
}

const TYPE_RANK = { title: 0, header: 1, content: 2 } as const;

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

/** Whether a term starts a word of a page's title, of each of its headings, of its body. */
interface TermMatch {
  title: boolean;
  headers: boolean[];
  content: boolean;
  /** The term is a whole word of the title or of a heading. */
  wholeWord: boolean;
}

/** The words of a title or heading that carry meaning. */
const meaningfulWords = (text: string) => {
  const all = words(text);
  const kept = all.filter((w) => !STOPWORDS.has(w));
  return kept.length ? kept : all;
};

/**
 * How much of a title or heading the query makes up: each of its words counts 1 when the reader
 * typed that very word, 0.9 when a term is its stem ('port' for "Ports"), and half when a term
 * only starts it ('time' in "Timeout").
 */
function fit(labelWords: string[], terms: string[], typed: string[]): number {
  if (!labelWords.length) return 0;
  let covered = 0;
  for (const w of labelWords) {
    if (typed.includes(w)) covered += 1;
    else if (terms.includes(w) || terms.includes(stem(w))) covered += 0.9;
    else if (terms.some((t) => w.startsWith(t))) covered += 0.5;
  }
  return covered / labelWords.length;
}

/** Index of the first of the sorted `words` that is not below `key`. */
function lowerBound(words: string[], key: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A page body's words, sorted and unique, with running totals of how often they occur. */
interface BodyWords {
  words: string[];
  /** upTo[i]: occurrences of words[0..i-1]. */
  upTo: Int32Array;
}

/** How often words starting with `term` occur in a page body: two binary searches. */
function occurrences(body: BodyWords, term: string): number {
  return body.upTo[lowerBound(body.words, `${term}\uffff`)] - body.upTo[lowerBound(body.words, term)];
}

export function createSearchEngine(documents: SearchDocument[], synonyms: SynonymGroups = []): SearchEngine {
  const options = { tokenize: 'forward' as const, resolution: 9, cache: 100 };
  const contents = new Index(options);
  const vocabulary = new Set<string>();
  const byId = new Map(documents.map((d) => [d.id, d]));
  const lower = new Map(
    documents.map((d) => [
      d.id,
      {
        title: d.title.toLowerCase(),
        headers: d.toc.map((h) => h.text.toLowerCase()),
        content: d.content.toLowerCase(),
        body: bodyWords(d.content),
        titleWords: meaningfulWords(d.title),
        headerWords: d.toc.map((h) => meaningfulWords(h.text)),
        labelWords: new Set(words(`${d.title} ${d.toc.map((h) => h.text).join(' ')}`).flatMap((w) => [w, stem(w)])),
      },
    ]),
  );
  for (const doc of documents) {
    // Title and headings are indexed with the body so one lookup finds every candidate page.
    contents.add(doc.id, `${doc.title} ${doc.toc.map((h) => h.text).join(' ')} ${doc.content}`);
    for (const w of words(`${doc.title} ${doc.toc.map((h) => h.text).join(' ')} ${doc.content}`)) vocabulary.add(w);
  }
  const vocabList = [...vocabulary];
  const synonymGroups = synonyms.map((group) => group.map((phrase) => words(phrase)));
  // A word of the synonym vocabulary is never a typo ('ddns' is not 'dns' misspelt).
  const synonymWords = new Set(synonymGroups.flat(2));

  // Corrections are remembered per word: every keystroke re-corrects the words typed before it,
  // and a word missing from the vocabulary costs a scan of all of it.
  const corrections = new Map<string, string>();
  const correct = (word: string): string => {
    let corrected = corrections.get(word);
    if (corrected === undefined) {
      if (corrections.size > 5000) corrections.clear();
      corrected = nearestWord(word);
      corrections.set(word, corrected);
    }
    return corrected;
  };
  /** A word nobody wrote (and no word starts with) is replaced by the nearest one within 1-2 edits. */
  const nearestWord = (word: string): string => {
    if (vocabulary.has(word) || synonymWords.has(word) || word.length < 4) return word;
    if (vocabList.some((v) => v.startsWith(word))) return word;
    const max = word.length >= 8 ? 2 : 1;
    // One edit needs no distance table: the first word within one edit is the nearest.
    if (max === 1) return vocabList.find((v) => withinOneEdit(word, v)) ?? word;
    let best = word;
    let bestDistance = max + 1;
    for (const v of vocabList) {
      if (Math.abs(v.length - word.length) > max) continue;
      const d = editDistance(word, v, max);
      if (d < bestDistance) {
        best = v;
        bestDistance = d;
      }
    }
    return best;
  };

  /** The query, then the query with each synonym phrase swapped for the others of its group. */
  // Phrases are matched as word sequences, not regexes: compiling and tiering up a hundred
  // patterns cost more than the whole search on the first keystrokes.
  const alternatives = (queryWords: string[]): string[][] => {
    const out = [queryWords];
    for (const group of synonymGroups) {
      for (const phrase of group) {
        const at = indexOfPhrase(queryWords, phrase);
        if (at < 0) continue;
        for (const other of group) {
          if (other !== phrase) out.push([...queryWords.slice(0, at), ...other, ...queryWords.slice(at + phrase.length)]);
        }
      }
    }
    return out.slice(0, 8);
  };

  const buildHit = (type: SearchHit['type'], doc: SearchDocument, terms: string[], headerIndex: number, query: string): SearchHit => {
    if (type === 'title') {
      return { type, title: doc.title, header: doc.title, link: doc.routePath, query, highlight: findRanges(doc.title, terms), group: doc.group };
    }
    if (type === 'header') {
      const h = doc.toc[headerIndex];
      return { type, title: doc.title, header: h.text, link: `${doc.routePath}#${h.id}`, query, highlight: findRanges(h.text, terms), group: doc.group };
    }
    return contentHit(doc, terms, query);
  };

  const contentHit = (doc: SearchDocument, terms: string[], query: string): SearchHit => {
    const at = firstWordStart(lower.get(doc.id)!.content, terms);
    const section = [...doc.toc].reverse().find((h) => h.charIndex <= at);
    const cut = snippet(doc.content, at);
    return {
      type: 'content',
      title: doc.title,
      header: section?.text ?? doc.title,
      link: section ? `${doc.routePath}#${section.id}` : doc.routePath,
      query,
      highlight: findRanges(cut.text, terms),
      statement: cut.text,
      group: doc.group,
    };
  };

  return {
    search(query, limit = DEFAULT_LIMIT) {
      const raw = [...new Set(words(query))].slice(0, 12);
      const meaningful = raw.filter((w) => !STOPWORDS.has(w));
      const base = meaningful.length ? meaningful : raw;
      if (!base.length) return [];
      const scored = new Map<string, { type: SearchHit['type']; score: number; order: number; build: () => SearchHit }>();
      // Where a term occurs in a page, worked out once per search: the alternatives share most terms.
      const matchesByTerm = new Map<string, Map<number, TermMatch>>();
      const matchOf = (id: number, term: string): TermMatch => {
        let byDoc = matchesByTerm.get(term);
        if (!byDoc) matchesByTerm.set(term, (byDoc = new Map()));
        let match = byDoc.get(id);
        if (!match) {
          const text = lower.get(id)!;
          match = {
            title: containsTerm(text.title, term),
            headers: text.headers.map((h) => containsTerm(h, term)),
            content: hasWordStartingWith(text.body.words, term),
            wholeWord: text.labelWords.has(term),
          };
          byDoc.set(id, match);
        }
        return match;
      };
      // Typos are corrected in what the reader typed, before synonyms: 'hunt grup' still finds
      // queues, and a synonym's own words are never "corrected" into unrelated ones.
      alternatives(base.map(correct)).forEach((alt, altIndex) => {
        const terms = [...new Set(alt.map(stem))];
        // Every term of a short question must be on the page, so a question about something the
        // guides do not cover gets no results instead of a page matching one word. A longer
        // question may miss one term, and so may a page whose title holds all the others (a
        // product name we do not use: "acrobits groundwire").
        const mayMiss = terms.length <= 2 ? 0 : 1;
        const candidates = new Set<number>();
        for (const t of terms) for (const id of contents.search(t, { limit: INDEX_LIMIT }) as number[]) candidates.add(id);
        for (const id of candidates) {
          const doc = byId.get(id)!;
          const text = lower.get(id)!;
          const matches = terms.map((t) => matchOf(id, t));
          const inTitle = matches.filter((m) => m.title).length;
          const headerCounts = text.headers.map((_, h) => matches.filter((m) => m.headers[h]).length);
          const bestHeader = headerCounts.length ? Math.max(...headerCounts) : 0;
          const inContent = matches.filter((m) => m.content).length;
          const covered = matches.filter((m) => m.title || m.headers.includes(true) || m.content).length;
          const missing = terms.length - covered;
          if (missing > mayMiss && !(missing === 1 && inTitle === covered)) continue;
          const share = (n: number) => n / terms.length;
          const titleFit = fit(text.titleWords, terms, alt);
          const type: SearchHit['type'] = inTitle === terms.length ? 'title' : bestHeader === terms.length ? 'header' : 'content';
          let headerFit = 0;
          if (bestHeader > 0) headerCounts.forEach((n, h) => n === bestHeader && (headerFit = Math.max(headerFit, fit(text.headerWords[h], terms, alt))));
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
            (altIndex === 0 ? 1 : WEIGHTS.synonym);
          // Only the type and score are needed to rank; the hit (highlights, snippet) is built for the winners.
          const key = doc.routePath;
          const previous = scored.get(key);
          const better = !previous || TYPE_RANK[type] < TYPE_RANK[previous.type] || (type === previous.type && score > previous.score);
          if (better) scored.set(key, { type, score, order: id, build: () => buildHit(type, doc, terms, headerCounts.indexOf(bestHeader), query) });
        }
      });
      return [...scored.values()]
        .sort((a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type] || b.score - a.score || a.order - b.order)
        .slice(0, limit)
        .map((s) => s.build());
    },
  };
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

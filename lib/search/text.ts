// Ships to the browser with the search engine. Text folding for search: words, stems, word-start
// matching, highlight ranges and snippets, all on plain text (the UI renders them as text).
import type { HighlightRange } from './types';

export const SNIPPET_WIDTH = 100;
// Letters with their combining marks (\p{M}): Indic vowel signs and viramas are marks, and a word
// split at them ("फ़ायरवॉल" into फ, यरव, ल) matches nothing a reader types.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * Lower-case words of a text; punctuation and markup-like characters are separators. In NFC, so a
 * query typed with precomposed letters finds text written with combining ones and the other way round
 * (the pages are read in NFC: lib/content/source/read.ts).
 */
export function words(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

/** Words that carry no meaning in a question ("how do I change the ..."). */
export const STOPWORDS = new Set(
  'a an and are can do does for from how i in into is it my of on or the to what when where which who why with you your many much'.split(' '),
);

/** The words of a title or heading that carry meaning (all of them when none does). */
export function meaningfulWords(text: string): string[] {
  const all = words(text);
  const kept = all.filter((w) => !STOPWORDS.has(w));
  return kept.length ? kept : all;
}

/**
 * A light English stemmer for matching by prefix: 'changing' and 'changes' both become 'chang'. Only
 * for English words: a word with any letter outside a-z stays whole (its language's endings are not
 * these; an English GUI label inside a translated page is still stemmed like the English page's).
 */
export function stem(word: string): string {
  return word.length > 4 && /^[a-z0-9]+$/.test(word) ? word.replace(/(ing|ed|es|s|e)$/, '') : word;
}

/** Where the first occurrence of `term` at or after `from` that starts a word of `lowerText` is, or -1. */
export function wordStartIndex(lowerText: string, term: string, from = 0): number {
  for (let i = lowerText.indexOf(term, from); i >= 0; i = lowerText.indexOf(term, i + 1)) {
    if (i === 0 || !WORD_CHAR.test(lowerText[i - 1])) return i;
  }
  return -1;
}

/** Words of `text` that start with `term` (case-insensitive) count as a match. */
export function containsTerm(lowerText: string, term: string): boolean {
  return wordStartIndex(lowerText, term) >= 0;
}

/** Where the first word of `lowerText` that starts with one of `terms` begins (0 if none). */
export function firstWordStart(lowerText: string, terms: string[]): number {
  const starts = terms.map((t) => wordStartIndex(lowerText, t)).filter((i) => i >= 0);
  return starts.length ? Math.min(...starts) : 0;
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
export interface BodyWords {
  words: string[];
  /** upTo[i]: occurrences of words[0..i-1]. */
  upTo: Int32Array;
}

export function bodyWords(text: string): BodyWords {
  const counts = new Map<string, number>();
  for (const w of words(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return bodyWordsOf(counts);
}

/** BodyWords from each word's count (the sharded search has counts, not the text). */
export function bodyWordsOf(counts: Map<string, number>): BodyWords {
  const sorted = [...counts.keys()].sort();
  const upTo = new Int32Array(sorted.length + 1);
  sorted.forEach((w, i) => (upTo[i + 1] = upTo[i] + counts.get(w)!));
  return { words: sorted, upTo };
}

/**
 * containsTerm for a long text, as a binary search in its sorted unique words: the same answer
 * (terms are whole query words), but a term that occurs often inside other words ('up' in
 * 'backup') no longer costs a scan of the whole page on every keystroke.
 */
export function hasWordStartingWith(body: BodyWords, term: string): boolean {
  const at = lowerBound(body.words, term);
  return at < body.words.length && body.words[at].startsWith(term);
}

/** How often words starting with `term` occur in a page body: two binary searches. */
export function occurrences(body: BodyWords, term: string): number {
  return body.upTo[lowerBound(body.words, `${term}\uffff`)] - body.upTo[lowerBound(body.words, term)];
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

/** CJK characters take three columns of snippet width (spec: Business constants and limits). */
function charWidth(ch: string): number {
  return /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]/.test(ch) ? 3 : 1;
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

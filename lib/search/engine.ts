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

/** Lower-case words of a text; punctuation and markup-like characters are separators. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** CJK characters take three columns of snippet width (spec 9). */
function charWidth(ch: string): number {
  return /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]/.test(ch) ? 3 : 1;
}

/** Damerau-Levenshtein distance capped at max + 1 (optimal string alignment). */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      rowMin = Math.min(rowMin, d[i][j]);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length][b.length];
}

/** Ranges of the words of `text` that start with one of the query words (case-insensitive), merged and sorted. */
export function findRanges(text: string, queryWords: string[]): HighlightRange[] {
  const lower = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (const w of new Set(queryWords)) {
    if (!w) continue;
    for (let i = lower.indexOf(w); i >= 0; i = lower.indexOf(w, i + 1)) {
      const atWordStart = i === 0 || !/[\p{L}\p{N}]/u.test(lower[i - 1]);
      // A stemmed term ('chang') highlights the whole word it starts ('changing').
      let end = i + w.length;
      while (end < lower.length && /[\p{L}\p{N}]/u.test(lower[end])) end++;
      if (atWordStart) ranges.push({ start: i, length: end - i });
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

function escapeForSynonym(phrase: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}\\p{N}])`, 'u');
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

/** Words of `text` that start with `term` (case-insensitive) count as a match. */
function containsTerm(lowerText: string, term: string): boolean {
  for (let i = lowerText.indexOf(term); i >= 0; i = lowerText.indexOf(term, i + 1)) {
    if (i === 0 || !/[\p{L}\p{N}]/u.test(lowerText[i - 1])) return true;
  }
  return false;
}

const TYPE_RANK = { title: 0, header: 1, content: 2 } as const;

export function createSearchEngine(documents: SearchDocument[], synonyms: SynonymGroups = []): SearchEngine {
  const options = { tokenize: 'forward' as const, resolution: 9, cache: 100 };
  const contents = new Index(options);
  const vocabulary = new Set<string>();
  const byId = new Map(documents.map((d) => [d.id, d]));
  const lower = new Map(
    documents.map((d) => [d.id, { title: d.title.toLowerCase(), headers: d.toc.map((h) => h.text.toLowerCase()), content: d.content.toLowerCase() }]),
  );
  for (const doc of documents) {
    // Title and headings are indexed with the body so one lookup finds every candidate page.
    contents.add(doc.id, `${doc.title} ${doc.toc.map((h) => h.text).join(' ')} ${doc.content}`);
    for (const w of words(`${doc.title} ${doc.toc.map((h) => h.text).join(' ')} ${doc.content}`)) vocabulary.add(w);
  }
  const vocabList = [...vocabulary];
  const normalisedSynonyms = synonyms.map((group) => group.map((p) => words(p).join(' ')));

  /** A word nobody wrote (and no word starts with) is replaced by the nearest one within 1-2 edits. */
  const correct = (word: string): string => {
    if (vocabulary.has(word) || word.length < 4) return word;
    if (vocabList.some((v) => v.startsWith(word))) return word;
    const max = word.length >= 8 ? 2 : 1;
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
  const alternatives = (queryWords: string[]): string[][] => {
    const text = queryWords.join(' ');
    const out = [queryWords];
    for (const group of normalisedSynonyms) {
      for (const phrase of group) {
        if (!escapeForSynonym(phrase).test(text)) continue;
        for (const other of group) {
          if (other !== phrase) out.push(words(text.replace(escapeForSynonym(phrase), `$1${other}`)));
        }
      }
    }
    return out.slice(0, 8);
  };

  const contentHit = (doc: SearchDocument, terms: string[], query: string): SearchHit => {
    const ranges = findRanges(doc.content, terms);
    const at = ranges[0]?.start ?? 0;
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
      const scored = new Map<string, { hit: SearchHit; score: number }>();
      alternatives(base).forEach((alt, altIndex) => {
        const terms = [...new Set(alt.map((w) => stem(correct(w))))];
        const needed = terms.length <= 2 ? 1 : Math.ceil(terms.length * 0.6);
        const candidates = new Set<number>();
        for (const t of terms) for (const id of contents.search(t, { limit: INDEX_LIMIT }) as number[]) candidates.add(id);
        for (const id of candidates) {
          const doc = byId.get(id)!;
          const text = lower.get(id)!;
          const inTitle = terms.filter((t) => containsTerm(text.title, t)).length;
          const headerCounts = text.headers.map((h) => terms.filter((t) => containsTerm(h, t)).length);
          const bestHeader = headerCounts.length ? Math.max(...headerCounts) : 0;
          const inContent = terms.filter((t) => containsTerm(text.content, t)).length;
          const covered = terms.filter((t) => containsTerm(text.title, t) || text.headers.some((h) => containsTerm(h, t)) || containsTerm(text.content, t)).length;
          if (covered < needed) continue;
          const score = (covered * 10 + inTitle * 6 + bestHeader * 3 + inContent) * (altIndex === 0 ? 1 : 0.9);
          let hit: SearchHit;
          if (inTitle === terms.length) {
            hit = { type: 'title', title: doc.title, header: doc.title, link: doc.routePath, query, highlight: findRanges(doc.title, terms), group: doc.group };
          } else if (bestHeader === terms.length) {
            const h = doc.toc[headerCounts.indexOf(bestHeader)];
            hit = { type: 'header', title: doc.title, header: h.text, link: `${doc.routePath}#${h.id}`, query, highlight: findRanges(h.text, terms), group: doc.group };
          } else {
            hit = contentHit(doc, terms, query);
          }
          const key = doc.routePath;
          const previous = scored.get(key);
          const better = !previous || TYPE_RANK[hit.type] < TYPE_RANK[previous.hit.type] || (hit.type === previous.hit.type && score > previous.score);
          if (better) scored.set(key, { hit, score });
        }
      });
      return [...scored.values()]
        .sort((a, b) => TYPE_RANK[a.hit.type] - TYPE_RANK[b.hit.type] || b.score - a.score)
        .slice(0, limit)
        .map((s) => s.hit);
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

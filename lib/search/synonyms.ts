// Ships to the browser with the search engine. Synonyms: a query is also run with each synonym
// phrase it contains swapped for the others of its group ("hunt group" ~ "queue").
import { meaningfulWords } from './text';
import type { SynonymGroups } from './types';

/** At most this many queries (the reader's and its variants) run per search. */
const MAX_ALTERNATIVES = 8;

/**
 * A phrase's words as the engine reads a query (engine.ts queryWords): without stopwords, each
 * word once. Folded any other way, a phrase with a stopword ("ports to open", "sign in") would
 * never match what the reader typed, which reaches the synonyms already folded.
 */
function phraseWords(phrase: string): string[] {
  return [...new Set(meaningfulWords(phrase))];
}

/** Where the words of `phrase` occur in a row in `queryWords`, or -1. */
function indexOfPhrase(queryWords: string[], phrase: string[]): number {
  for (let i = 0; i + phrase.length <= queryWords.length; i++) {
    if (phrase.every((w, k) => queryWords[i + k] === w)) return i;
  }
  return -1;
}

/** The words a query searches for, in any order and each once (two variants with the same key are one search). */
const keyOf = (queryWords: string[]) => [...new Set(queryWords)].sort().join(' ');

export interface Synonyms {
  /** Every word of every synonym phrase (never "corrected" as a typo). */
  words: Set<string>;
  /** The query, then the query with each synonym phrase swapped for the others of its group. */
  alternatives(queryWords: string[]): string[][];
}

export function createSynonyms(groups: SynonymGroups): Synonyms {
  const phraseGroups = groups.map((group) => {
    const seen = new Set<string>();
    return group.map(phraseWords).filter((p) => p.length && !seen.has(p.join(' ')) && seen.add(p.join(' ')));
  });
  return {
    words: new Set(phraseGroups.flat(2)),
    // Phrases are matched as word sequences, not regexes: compiling and tiering up a hundred
    // patterns cost more than the whole search on the first keystrokes.
    alternatives(queryWords) {
      const found: { group: string[][]; phrase: string[]; at: number }[] = [];
      for (const group of phraseGroups) {
        for (const phrase of group) {
          const at = indexOfPhrase(queryWords, phrase);
          if (at >= 0) found.push({ group, phrase, at });
        }
      }
      // The longest phrase first: it reads more of the question ("dhcp reservation" before
      // "dhcp"). Then the swaps are taken in turns, each phrase's first (its group's own word
      // first), then each one's second and so on, so that every group a question touches has its
      // say before the variants are cut at MAX_ALTERNATIVES, whatever the order of the groups.
      found.sort((a, b) => b.phrase.length - a.phrase.length);
      const swaps = found.map(({ group, phrase }) => group.filter((other) => other !== phrase));
      const out = [queryWords];
      const seen = new Set([keyOf(queryWords)]);
      const rounds = Math.max(0, ...swaps.map((s) => s.length));
      for (let round = 0; round < rounds && out.length < MAX_ALTERNATIVES; round++) {
        found.forEach(({ phrase, at }, i) => {
          const other = swaps[i][round];
          if (!other || out.length === MAX_ALTERNATIVES) return;
          const before = queryWords.slice(0, at);
          const after = queryWords.slice(at + phrase.length);
          // A swap for words the query already has only drops the reader's words ("firmware
          // upgrade" would run as "upgrade upgrade", i.e. "upgrade"): not a synonym of the question.
          if (other.every((w) => before.includes(w) || after.includes(w))) return;
          const variant = [...before, ...other, ...after];
          const key = keyOf(variant);
          if (seen.has(key)) return;
          seen.add(key);
          out.push(variant);
        });
      }
      return out;
    },
  };
}

// Ships to the browser with the search engine. Synonyms: a query is also run with each synonym
// phrase it contains swapped for the others of its group ("hunt group" ~ "queue").
import { words } from './text';
import type { SynonymGroups } from './types';

/** At most this many queries (the reader's and its variants) run per search. */
const MAX_ALTERNATIVES = 8;

/** Where the words of `phrase` occur in a row in `queryWords`, or -1. */
function indexOfPhrase(queryWords: string[], phrase: string[]): number {
  for (let i = 0; i + phrase.length <= queryWords.length; i++) {
    if (phrase.every((w, k) => queryWords[i + k] === w)) return i;
  }
  return -1;
}

export interface Synonyms {
  /** Every word of every synonym phrase (never "corrected" as a typo). */
  words: Set<string>;
  /** The query, then the query with each synonym phrase swapped for the others of its group. */
  alternatives(queryWords: string[]): string[][];
}

export function createSynonyms(groups: SynonymGroups): Synonyms {
  const phraseGroups = groups.map((group) => group.map((phrase) => words(phrase)));
  return {
    words: new Set(phraseGroups.flat(2)),
    // Phrases are matched as word sequences, not regexes: compiling and tiering up a hundred
    // patterns cost more than the whole search on the first keystrokes.
    alternatives(queryWords) {
      const out = [queryWords];
      for (const group of phraseGroups) {
        for (const phrase of group) {
          const at = indexOfPhrase(queryWords, phrase);
          if (at < 0) continue;
          for (const other of group) {
            if (other !== phrase) out.push([...queryWords.slice(0, at), ...other, ...queryWords.slice(at + phrase.length)]);
          }
        }
      }
      return out.slice(0, MAX_ALTERNATIVES);
    },
  };
}

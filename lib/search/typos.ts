// Ships to the browser with the search engine. Typo correction: a word nobody wrote (and no word
// starts with) is replaced by the nearest word of the index vocabulary.

/** Shorter words are never corrected: too many real words lie one edit apart. */
export const MIN_CORRECTED_LENGTH = 4;
/** From this length a word may be two edits away; shorter ones one. */
const TWO_EDITS_FROM_LENGTH = 8;
/** At most this many corrections are remembered; then the memory starts afresh. */
const MAX_REMEMBERED = 5000;

/**
 * Damerau-Levenshtein distance capped at max + 1 (optimal string alignment). `rows` is scratch
 * space for three rolling rows, passed in by a caller that compares one word with thousands.
 */
export function editDistance(a: string, b: string, max = 2, rows = new Int32Array(3 * (b.length + 1))): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
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

/**
 * The corrector of one index: `vocabulary` is every word of its pages; words in `keep` (the
 * synonym vocabulary) are never typos ('ddns' is not 'dns' misspelt). Corrections are remembered
 * per word: every keystroke re-corrects the words typed before it, and a word missing from the
 * vocabulary costs a scan of all of it.
 */
export function createCorrector(vocabulary: Set<string>, keep: Set<string>): (word: string) => string {
  const vocabList = [...vocabulary];
  const corrections = new Map<string, string>();
  let rows = new Int32Array(3 * 64);
  const nearestWord = (word: string): string => {
    if (vocabulary.has(word) || keep.has(word) || word.length < MIN_CORRECTED_LENGTH) return word;
    if (vocabList.some((v) => v.startsWith(word))) return word;
    const max = word.length >= TWO_EDITS_FROM_LENGTH ? 2 : 1;
    // One edit needs no distance table: the first word within one edit is the nearest.
    if (max === 1) return vocabList.find((v) => withinOneEdit(word, v)) ?? word;
    let best = word;
    let bestDistance = max + 1;
    for (const v of vocabList) {
      if (Math.abs(v.length - word.length) > max) continue;
      if (rows.length < 3 * (v.length + 1)) rows = new Int32Array(3 * (v.length + 1));
      const d = editDistance(word, v, max, rows);
      if (d < bestDistance) {
        best = v;
        bestDistance = d;
      }
    }
    return best;
  };
  return (word) => {
    let corrected = corrections.get(word);
    if (corrected === undefined) {
      if (corrections.size > MAX_REMEMBERED) corrections.clear();
      corrected = nearestWord(word);
      corrections.set(word, corrected);
    }
    return corrected;
  };
}

// Shared by the build and the browser: "your values" placeholders in code blocks.
//
// A writer marks an example value in a fenced code block as {{key:example}}, e.g.
// `curl -k https://{{box:192.168.1.1}}/pbx/cdr/data`. The build removes the marks (the page, its
// Markdown twin, search and llms files show the example) and records where each example sits in
// the block's text; a reader who has set their own values sees and copies those instead.

import { VALUE_KEYS } from './valueKeys';

export { VALUE_KEYS, type ValueKey } from './valueKeys';

export const VALUE_KEY_NAMES: ReadonlySet<string> = new Set(VALUE_KEYS);

/** One placeholder in a code block's text (after the marks are removed). */
export interface Placeholder {
  key: string;
  start: number;
  /** The example value the page shows. */
  example: string;
}

const MARK = /\{\{([a-z][a-z0-9]*):([^{}\n]*)\}\}/g;

/**
 * The code block's text with the marks removed, and where each example now sits. Throws on an
 * unknown key or an empty example, with the line of the block it is on (1-based).
 */
export function parsePlaceholders(code: string): { text: string; placeholders: Placeholder[] } {
  const placeholders: Placeholder[] = [];
  let text = '';
  let last = 0;
  for (const m of code.matchAll(MARK)) {
    const [whole, key, example] = m;
    const line = code.slice(0, m.index).split('\n').length;
    if (!VALUE_KEY_NAMES.has(key)) throw new PlaceholderError(`unknown placeholder '${key}' (known: ${[...VALUE_KEY_NAMES].join(', ')})`, line);
    if (!example) throw new PlaceholderError(`placeholder '${key}' has no example value: write {{${key}:example}}`, line);
    text += code.slice(last, m.index);
    placeholders.push({ key, start: text.length, example });
    text += example;
    last = m.index + whole.length;
  }
  text += code.slice(last);
  return { text, placeholders };
}

export class PlaceholderError extends Error {
  constructor(
    message: string,
    /** 1-based line within the code block. */
    readonly line: number,
  ) {
    super(message);
  }
}

/** The attribute value on <code>: "key:start:length" joined by spaces. */
export function encodePlaceholders(placeholders: Placeholder[]): string {
  return placeholders.map((p) => `${p.key}:${p.start}:${p.example.length}`).join(' ');
}

export function decodePlaceholders(attr: string): { key: string; start: number; length: number }[] {
  return attr
    .split(' ')
    .map((part) => part.split(':'))
    .filter((p) => p.length === 3 && VALUE_KEY_NAMES.has(p[0]))
    .map(([key, start, length]) => ({ key, start: Number(start), length: Number(length) }))
    .filter((p) => Number.isInteger(p.start) && Number.isInteger(p.length) && p.start >= 0 && p.length > 0);
}

/** A reader's value as it may go into a code block: one line, trimmed, at most 253 characters. */
export function cleanValue(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\r\n\t]/g, ' ').trim().slice(0, 253) : '';
}

/**
 * The block's text with the reader's values in place of the examples (an unset value keeps the
 * example). `text` is the text as built (examples in place).
 */
export function substitute(text: string, attr: string, values: Record<string, string>): string {
  let out = '';
  let last = 0;
  for (const p of decodePlaceholders(attr).sort((a, b) => a.start - b.start)) {
    if (p.start < last) continue;
    out += text.slice(last, p.start);
    out += cleanValue(values[p.key]) || text.slice(p.start, p.start + p.length);
    last = p.start + p.length;
  }
  return out + text.slice(last);
}

// Browser, loaded only when a reader has set values or opens the form: shows the reader's values in
// place of the examples in every code block of the page that marks them (<code data-vars>, written
// by the build: lib/values/placeholders.ts). Only the text of the highlighted tokens changes, never
// the elements React rendered, so copying (textContent) copies exactly what is shown.
import { cleanValue, decodePlaceholders } from '@/lib/values/placeholders';
import { readValues } from './storage';

interface Original {
  nodes: Text[];
  texts: string[];
}
const originals = new WeakMap<Element, Original>();

function originalOf(code: Element): Original {
  let original = originals.get(code);
  if (!original) {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    original = { nodes, texts: nodes.map((n) => n.data) };
    originals.set(code, original);
  }
  return original;
}

/**
 * The text of each piece (a token's text node) with the values in place: a value goes where its
 * example starts, and the example's characters go from every piece they span. Pure, for the tests.
 */
export function substitutePieces(texts: string[], attr: string, values: Record<string, string>): string[] {
  const full = texts.join('');
  const placeholders = decodePlaceholders(attr)
    // An unset value keeps the example exactly as highlighted.
    .filter((p) => p.start + p.length <= full.length && cleanValue(values[p.key]))
    .sort((a, b) => a.start - b.start)
    .filter((p, i, all) => i === 0 || p.start >= all[i - 1].start + all[i - 1].length);
  let s = 0;
  return texts.map((text) => {
    const e = s + text.length;
    let out = '';
    let pos = s;
    for (const p of placeholders) {
      const pe = p.start + p.length;
      if (pe <= s || p.start >= e) continue;
      if (p.start > pos) out += text.slice(pos - s, p.start - s);
      if (p.start >= s) out += cleanValue(values[p.key]);
      pos = Math.max(pos, Math.min(e, pe));
    }
    out += text.slice(pos - s);
    s = e;
    return out;
  });
}

/** Puts `values` (default: the stored ones) into every marked code block of the page. */
export function applyValues(values: Record<string, string> = readValues(), root: ParentNode = document): void {
  for (const code of root.querySelectorAll<HTMLElement>('code[data-vars]')) {
    const { nodes, texts } = originalOf(code);
    const next = substitutePieces(texts, code.dataset.vars ?? '', values);
    nodes.forEach((node, i) => {
      if (node.data !== next[i]) node.data = next[i];
    });
    const changed = next.some((t, i) => t !== texts[i]);
    code.closest('.code-block')?.toggleAttribute('data-own-values', changed);
  }
}

/** The example each key shows on this page (the first block that marks it), for the form. */
export function pageExamples(root: ParentNode = document): Record<string, string> {
  const examples: Record<string, string> = {};
  for (const code of root.querySelectorAll<HTMLElement>('code[data-vars]')) {
    const full = originalOf(code).texts.join('');
    for (const p of decodePlaceholders(code.dataset.vars ?? '')) examples[p.key] ??= full.slice(p.start, p.start + p.length);
  }
  return examples;
}

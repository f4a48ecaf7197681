// Server only: where a key of a page's YAML frontmatter is written, so a schema error names its line.
import 'server-only';

const indentOf = (line: string) => /^\s*(?:-\s+)?/.exec(line)![0].length;
const isBlank = (line: string) => /^\s*(#.*)?$/.test(line);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The file line (1-based) of a key path such as ['features', 1, 'span'] in the frontmatter block at
 * the start of `source`: the deepest part of the path found, 1 (the opening `---`) when none is.
 * Reads block-style YAML as writers write it (`key: value`, `- item` lists); a flow-style value
 * (`[a, b]`, `{a: b}`) gets the line of its key.
 */
export function keyLine(source: string, path: readonly PropertyKey[]): number {
  const lines = source.split('\n');
  const close = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  // The window of lines that holds the value of the part found so far (the whole block at first).
  let from = 1;
  let to = close === -1 ? lines.length : close;
  let found = 1;
  for (const part of path) {
    const at = typeof part === 'number' ? itemLine(lines, from, to, part) : fieldLine(lines, from, to, String(part));
    if (at === undefined) break;
    found = at + 1;
    [from, to] = [at, valueEnd(lines, at, to, typeof part === 'number')];
    if (typeof part !== 'number') from = at + 1;
  }
  return found;
}

/** The line of the `index`th item of the list in [from, to): items are `- ` lines at its shallowest dash indent. */
function itemLine(lines: string[], from: number, to: number, index: number): number | undefined {
  let dashIndent = -1;
  let count = -1;
  for (let i = from; i < to; i++) {
    const dash = /^(\s*)-(\s|$)/.exec(lines[i]);
    if (!dash || (dashIndent !== -1 && dash[1].length !== dashIndent)) continue;
    dashIndent = dash[1].length;
    if (++count === index) return i;
  }
  return undefined;
}

/** The line of `key:` in [from, to) at the indent of the window's first line: a key of this mapping, not of a nested one. */
function fieldLine(lines: string[], from: number, to: number, key: string): number | undefined {
  const pattern = new RegExp(`^\\s*(?:-\\s+)?${escapeRegExp(key)}\\s*:`);
  let indent = -1;
  for (let i = from; i < to; i++) {
    if (isBlank(lines[i])) continue;
    if (indent === -1) indent = indentOf(lines[i]);
    if (indentOf(lines[i]) === indent && pattern.test(lines[i])) return i;
  }
  return undefined;
}

/**
 * Where the value started at line `at` ends: the next line indented no deeper than it (a list may
 * sit at its key's own indent). For a list item, the next item at the same dash indent.
 */
function valueEnd(lines: string[], at: number, to: number, isItem: boolean): number {
  const own = isItem ? /^\s*/.exec(lines[at])![0].length : indentOf(lines[at]);
  for (let i = at + 1; i < to; i++) {
    if (isBlank(lines[i])) continue;
    const indent = /^\s*/.exec(lines[i])![0].length;
    const dash = /^\s*-(\s|$)/.test(lines[i]);
    if (isItem ? indent <= own : indent < own || (indent === own && !dash)) return i;
  }
  return to;
}

// Pure: safety parity between a translated page and its English source (issue #47, item 5; design
// §5.12). A reader follows a translation to the letter, so whatever they type, click or copy must be
// exactly the English: code, <Port /> and other self-closing components, {{value}} marks, addresses,
// GUI labels (bold), link targets, and the heading structure (the same levels in the same order: the
// build then gives each translated heading its English heading's id, by position, so a language switch
// keeps the reader's #section: lib/mdx/plugins/remarkHeadings.ts). Each kind is read from both files as an ordered list and compared; the first
// difference fails the build at the translation's line. Prose is free; frontmatter is skipped.
//
// Text-based, not a Markdown parse: a translation may write `## अनुवाद {#english-id}`, which MDX
// reads as a JavaScript expression. Every pass works on a copy of the file in which what it must not
// see (frontmatter, code) is blanked out character for character, so an offset is the file's offset.

import { ContentError } from '../mdx/errors';
import { createSlugger } from '../mdx/slug';

/** A page to compare: its path (for messages) and its whole text, frontmatter and body. */
export interface ParityInput {
  file: string;
  source: string;
}

/** One parity problem, at a line of the translation. */
export interface ParityIssue {
  line: number;
  reason: string;
}

/** One thing that must stay identical: its text as compared and where it starts in the file. */
interface Item {
  value: string;
  offset: number;
}

/** A heading: its level, its text as written, the id it gets, and whether the id was written out. */
interface Heading {
  level: number;
  text: string;
  id: string;
  explicitId: boolean;
  offset: number;
}

/** A page read for parity: every list of items, and where its lines start. */
interface Scanned {
  codeBlocks: Item[];
  inlineCode: Item[];
  elements: Item[];
  valueMarks: Item[];
  addresses: Item[];
  bold: Item[];
  links: Item[];
  headings: Heading[];
  lineStarts: number[];
}

/** The kinds compared as plain lists, in the order the issue lists them, with the name a message uses. */
const LIST_KINDS: readonly { key: Exclude<keyof Scanned, 'headings' | 'lineStarts'>; name: string }[] = [
  { key: 'codeBlocks', name: 'code block' },
  { key: 'inlineCode', name: 'inline code' },
  { key: 'elements', name: 'JSX element' },
  { key: 'valueMarks', name: 'value mark' },
  { key: 'addresses', name: 'address' },
  { key: 'bold', name: 'bold text' },
  { key: 'links', name: 'link target' },
];

/** Every parity problem of a translation against its English source, in line order. */
export function parityIssues(translation: ParityInput, english: ParityInput): ParityIssue[] {
  const ours = scan(translation.source);
  const theirs = scan(english.source);
  const endLine = lastLine(translation.source);
  const issues: ParityIssue[] = [];
  for (const { key, name } of LIST_KINDS) {
    const issue = firstDifference(name, ours[key], theirs[key], ours.lineStarts, theirs.lineStarts, english.file, endLine);
    if (issue) issues.push(issue);
  }
  issues.push(...headingIssues(ours, theirs, english.file, endLine));
  // A stable sort: on one line, the kinds keep the order above.
  return issues.sort((a, b) => a.line - b.line);
}

/** Throws a ContentError at the first parity problem of the translation, if it has one. */
export function checkParity(translation: ParityInput, english: ParityInput): void {
  const [first] = parityIssues(translation, english);
  if (first) throw new ContentError(translation.file, first.reason, first.line);
}

// ---- Comparing ----

/** The first place two lists differ (a changed, missing or added item), as an issue; undefined when equal. */
function firstDifference(
  kind: string,
  ours: Item[],
  theirs: Item[],
  ourLines: number[],
  theirLines: number[],
  englishFile: string,
  endLine: number,
): ParityIssue | undefined {
  for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
    const mine = ours[i];
    const source = theirs[i];
    const n = i + 1;
    if (mine && source && mine.value === source.value) continue;
    if (!mine) {
      const at = `${englishFile}:${lineAt(theirLines, source.offset)}`;
      return { line: endLine, reason: `${kind} ${n} is missing: the English has ${show(source.value)} (${at})` };
    }
    const line = lineAt(ourLines, mine.offset);
    if (!source) return { line, reason: `${kind} ${n} is not in the English: ${show(mine.value)} (the English has ${theirs.length})` };
    // A value may run over lines (a code block): both lines point at the first line that differs.
    const { index, here, there } = firstDifferingLine(mine.value, source.value);
    const at = `${englishFile}:${lineAt(theirLines, source.offset) + index}`;
    return { line: line + index, reason: `${kind} ${n} differs from the English (${at}): ${show(here)} here, ${show(there)} in the English` };
  }
  return undefined;
}

/**
 * Heading structure: the same levels in the same order (the ids then come from the English by
 * position); the first difference is reported.
 */
function headingIssues(ours: Scanned, theirs: Scanned, englishFile: string, endLine: number): ParityIssue[] {
  const issues: ParityIssue[] = [];
  const count = Math.max(ours.headings.length, theirs.headings.length);
  let same = 0;
  while (same < count && ours.headings[same]?.level === theirs.headings[same]?.level) same++;
  if (same < count) {
    const mine = ours.headings[same];
    const source = theirs.headings[same];
    const n = same + 1;
    const at = source ? `${englishFile}:${lineAt(theirs.lineStarts, source.offset)}` : englishFile;
    if (!mine) issues.push({ line: endLine, reason: `heading ${n} is missing: the English has ${show(written(source))} (${at})` });
    else if (!source) {
      issues.push({ line: lineAt(ours.lineStarts, mine.offset), reason: `heading ${n} is not in the English: ${show(written(mine))} (the English has ${theirs.headings.length})` });
    } else {
      issues.push({
        line: lineAt(ours.lineStarts, mine.offset),
        reason: `heading ${n} is level ${mine.level} (${show(written(mine))}) where the English has level ${source.level} (${show(written(source))}, ${at})`,
      });
    }
  }
  return issues;
}

/** A heading as the writer sees it in the file. */
const written = (heading: Heading) => `${'#'.repeat(heading.level)} ${heading.text}`;

/** The first line (0-based) on which two different values differ, and that line of each. */
function firstDifferingLine(a: string, b: string): { index: number; here: string; there: string } {
  const as = a.split('\n');
  const bs = b.split('\n');
  let index = 0;
  while (as[index] === bs[index]) index++;
  return { index, here: as[index] ?? '(end of block)', there: bs[index] ?? '(end of block)' };
}

/** A value quoted for a message, cut short when long. */
const show = (value: string) => {
  const flat = value.replace(/\s*\n\s*/g, ' ');
  return `'${flat.length > 80 ? `${flat.slice(0, 77)}...` : flat}'`;
};

// ---- Scanning ----

/** `---` YAML `---` at the very start of the file. */
const FRONTMATTER = /^---[ \t]*\n[\s\S]*?\n---[ \t]*(?=\n|$)/;
/** The opening (or closing) line of a fenced code block: indentation, fence, info string. */
const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;
/** A heading line; the level is the number of #s, an explicit `{#id}` may end it. */
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const EXPLICIT_ID = /[ \t]*\{#([^}\s]+)\}$/;
/** A self-closing JSX component (capitalised name), with its props (quoted, or in braces, may hold anything). */
const ELEMENT = /<([A-Z][\w.]*)((?:\s(?:[^"'{}<>/]|"[^"]*"|'[^']*'|\{[^{}]*\}|\/(?!>))*)?)\/>/g;
/** `{{key:example}}` or `{{key}}` (lib/values/placeholders.ts). */
const VALUE_MARK = /\{\{[a-z][a-z0-9]*(?::[^{}\n]*)?\}\}/g;
/** An IPv4 address, with an optional prefix length; not part of a longer dotted number (an OID). */
const IPV4 = /(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\/\d{1,2})?(?![\w]|\.\d)/g;
/** An IPv6 address (eight groups, or shortened with ::), with an optional prefix length. */
const IPV6 = /(?<![\w:.])(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){7}|(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?)(?:\/\d{1,3})?(?![\w:])/gi;
/** `**bold**` within one paragraph. */
const BOLD = /\*\*(?=\S)((?:(?!\n[ \t]*\n)[\s\S])*?\S)\*\*/g;
/** `[text](target "title")` and `![alt](src)`: the target; nested brackets one level deep. */
const LINK = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** A link in a heading, whose text is what the heading plugin slugs. */
const LINK_TEXT = /!?\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g;
/** `href="..."` (HTML or JSX): the target. */
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]?([^}"'`]*)["'`]?\s*\})/g;

/** Reads every compared item of a page. */
function scan(text: string): Scanned {
  // Windows line ends read as Unix ones (a line is still a line), so the patterns need only \n.
  const source = text.replace(/\r\n/g, '\n');
  const body = blank(source, 0, FRONTMATTER.exec(source)?.[0].length ?? 0);
  const { blocks: codeBlocks, rest: outsideFences } = fencedBlocks(body);
  const { spans: inlineCode, rest: prose } = codeSpans(outsideFences);
  return {
    codeBlocks,
    inlineCode,
    elements: matches(prose, ELEMENT, (m) => `<${m[1]}${m[2].trim() ? ` ${m[2].trim().replace(/\s+/g, ' ')}` : ''} />`),
    valueMarks: matches(body, VALUE_MARK, (m) => m[0]),
    addresses: [...matches(prose, IPV4, (m) => m[0]), ...matches(prose, IPV6, (m) => m[0]).filter((a) => a.value !== '::')].sort(byOffset),
    // The span's text from the file (code inside bold stays byte for byte), found where code is blanked.
    bold: matches(prose, BOLD, (m) => outsideFences.slice(m.index, m.index + m[0].length)),
    links: [...matches(prose, LINK, (m) => m[1]), ...matches(prose, HREF, (m) => m[1] ?? m[2] ?? m[3])].sort(byOffset),
    headings: headings(outsideFences),
    lineStarts: lineStarts(source),
  };
}

/** Fenced code blocks (fence, info string and content, the fence's indentation taken off), and the text with them blanked. */
function fencedBlocks(text: string): { blocks: Item[]; rest: string } {
  const blocks: Item[] = [];
  let rest = '';
  let open: { indent: number; fence: string; offset: number; lines: string[] } | undefined;
  let offset = 0;
  for (const line of text.split('\n')) {
    const fence = FENCE.exec(line);
    const inBlock = open !== undefined;
    if (!open && fence && !(fence[2][0] === '`' && fence[3].includes('`'))) {
      open = { indent: fence[1].length, fence: fence[2], offset, lines: [`${fence[2]}${fence[3].trimEnd()}`] };
    } else if (open) {
      const closes = fence && fence[2][0] === open.fence[0] && fence[2].length >= open.fence.length && !fence[3].trim();
      if (closes) {
        blocks.push({ value: [...open.lines, fence[2]].join('\n'), offset: open.offset });
        open = undefined;
      } else open.lines.push(line.replace(new RegExp(`^[ \\t]{0,${open.indent}}`), ''));
    }
    rest += (inBlock || open ? blank(line) : line) + '\n';
    offset += line.length + 1;
  }
  // A block left open runs to the end of the file, as in CommonMark.
  if (open) blocks.push({ value: open.lines.join('\n'), offset: open.offset });
  return { blocks, rest: rest.slice(0, -1) };
}

/** Inline code spans (backtick runs of equal length, within a paragraph), and the text with them blanked. */
function codeSpans(text: string): { spans: Item[]; rest: string } {
  const spans: Item[] = [];
  let rest = text;
  const run = /`+/g;
  for (let m = run.exec(text); m; m = run.exec(text)) {
    const ticks = m[0];
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    close.lastIndex = m.index + ticks.length;
    const end = close.exec(text);
    if (!end || /\n[ \t]*\n/.test(text.slice(m.index, end.index))) continue; // no closing run: literal backticks
    const stop = end.index + ticks.length;
    spans.push({ value: text.slice(m.index, stop), offset: m.index });
    rest = rest.slice(0, m.index) + blank(text.slice(m.index, stop)) + rest.slice(stop);
    run.lastIndex = stop;
  }
  return { spans, rest };
}

/**
 * Headings with their ids: the explicit `{#id}`, else the slug of the text as the page's heading
 * plugin sees it (link texts, no marks) by the page's one slugger (lib/mdx/slug.ts).
 */
function headings(text: string): Heading[] {
  const slug = createSlugger();
  const found: Heading[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const m = HEADING.exec(line);
    if (m) {
      const explicit = EXPLICIT_ID.exec(m[2]);
      let id: string;
      if (explicit) {
        // Taken as written, and counted as used: a later heading of the same text gets the next number.
        id = explicit[1];
        slug(id);
      } else id = slug(readerText(m[2]));
      found.push({ level: m[1].length, text: m[2], id, explicitId: Boolean(explicit), offset: offset + line.indexOf('#') });
    }
    offset += line.length + 1;
  }
  return found;
}

/**
 * A heading's text the way the heading plugin reads it (lib/mdx/tree.ts toText): link texts kept,
 * emphasis and code marks dropped, as lib/changes/entries.ts plainHeading does (not imported: that
 * module is build-only and brings zod).
 */
const readerText = (text: string) =>
  text
    .replace(LINK_TEXT, '$1')
    .replace(/[*`]/g, '')
    .replace(/(^|\s)_+|_+(?=\s|$)/g, '$1')
    .trim();

/** Every match of a global pattern as an item. */
function matches(text: string, pattern: RegExp, value: (m: RegExpExecArray) => string): Item[] {
  return [...text.matchAll(pattern)].map((m) => ({ value: value(m), offset: m.index }));
}

const byOffset = (a: Item, b: Item) => a.offset - b.offset;

/** The text with every character but line breaks turned into a space: offsets and lines stay. */
function blank(text: string, start = 0, end = text.length): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

/** Where each line of a text starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line of an offset. */
function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** The last line of the file that holds anything: the end of the body. */
function lastLine(source: string): number {
  return source.trimEnd().split('\n').length;
}

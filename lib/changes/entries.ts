// Pure: the `changes` a writer states in a page's frontmatter, what the firmware changed in the page
// since the previous version, in words. Validated when the page is read (kind, text, a section that is
// a heading of the page, file and line of the bad entry); What's new and the upgrade page
// (lib/content/generated/kinds.ts) list them.
//
//   changes:
//     - kind: renamed              # new | renamed | changed | removed
//       section: Sounds            # optional: a heading of this page (## or ###), the section it concerns
//       text: The IVR page is now Sounds and IVR; its greetings are under Sounds.
//     - kind: removed
//       from: network-settings/wan-wwan/wwan   # optional: a page of the previous version this entry is about
//       section: LTE Modem Settings            # where that page's settings live now
//       text: The WWAN page is gone; the APN, PIN and PDP type are set here.

import 'server-only';
import { z } from 'zod';

export const CHANGE_KINDS = ['new', 'renamed', 'changed', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** How What's new and the upgrade page head each kind. */
export const KIND_TITLES: Record<ChangeKind, string> = {
  new: 'New',
  renamed: 'Renamed or moved',
  changed: 'Changed behaviour or defaults',
  removed: 'Removed',
};

export interface ChangeEntry {
  kind: ChangeKind;
  text: string;
  /** A heading of the page (its text as written). */
  section?: string;
  /** A slug of the previous version's guides this entry is about (a page that is gone or replaced). */
  from?: string;
  /** The entry's line in the file (its `- kind:` line), for errors found later. */
  line: number;
}

const FIELDS = new Set(['kind', 'text', 'section', 'from']);

/** Whether two entries tell of the same place: kind, section and from (a translation of an entry differs only in its text). */
export const sameEntryPlace = (a: Pick<ChangeEntry, 'kind' | 'section' | 'from'>, b: Pick<ChangeEntry, 'kind' | 'section' | 'from'>) =>
  a.kind === b.kind && a.section === b.section && a.from === b.from;

/** The reason when `changes` is not a list (the frontmatter schema gives it too). */
export const NOT_A_LIST = `'changes' must be a list of entries (- kind: ..., text: ...)`;

/** A problem with an entry: the reason and its line in the file. */
export class ChangeEntryError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
  ) {
    super(reason);
  }
}

/** The headings (## to ######) of a Markdown/MDX body, outside fenced code, as written (inline marks dropped). */
export function headingsOf(body: string): string[] {
  const headings: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{2,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) headings.push(plainHeading(heading[2]));
  }
  return headings;
}

/** A heading's text the way a reader sees it: emphasis and code marks dropped. */
export const plainHeading = (text: string) =>
  text
    .replace(/[*`]/g, '')
    .replace(/(^|\s)_+|_+(?=\s|$)/g, '$1')
    .trim();

/**
 * The line (1-based, in the file) of each `changes` entry's start and of each of its fields, from
 * the frontmatter's source text; undefined when the block cannot be found (then line 1 is used).
 */
export function entryLines(source: string): { start: number; fields: Record<string, number> }[] {
  const lines = source.split('\n');
  const result: { start: number; fields: Record<string, number> }[] = [];
  let inChanges = false;
  let itemIndent = -1;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (/^---\s*$/.test(line)) break;
    if (!inChanges) {
      if (/^changes\s*:/.test(line)) inChanges = true;
      continue;
    }
    const item = /^(\s*)-\s+\{?\s*(?:(\w+)\s*:)?/.exec(line);
    if (!item && /^\S/.test(line)) break; // the next top-level key
    if (item && (itemIndent === -1 || item[1].length === itemIndent)) {
      itemIndent = item[1].length;
      result.push({ start: i + 1, fields: item[2] ? { [item[2]]: i + 1 } : {} });
      continue;
    }
    const field = /^\s+(\w+)\s*:/.exec(line);
    if (field && result.length) result[result.length - 1].fields[field[1]] ??= i + 1;
  }
  return result;
}

/** A page's change entry; `section` is checked against the page's headings, so the schema is made per page. */
function entrySchema(headings: string[]) {
  const known = new Map(headings.map((h) => [h.toLowerCase(), h]));
  const list = headings.length ? headings.map((h) => `'${h}'`).join(', ') : 'none';
  const required = (reason: string) => z.string({ error: reason }).trim().min(1, reason);
  return z.strictObject(
    {
      kind: z.enum(CHANGE_KINDS, { error: (issue) => `unknown kind '${String(issue.input ?? '')}' (expected one of ${CHANGE_KINDS.join(', ')})` }),
      text: required(`'text' is required: one line saying what changed`).refine((text) => !text.includes('\n'), `'text' must be one line`),
      section: required(`'section' must be a heading of this page`)
        .transform((section, ctx) => {
          const heading = known.get(section.toLowerCase());
          if (!heading) ctx.addIssue({ code: 'custom', message: `section '${section}' is not a heading of this page (headings: ${list})` });
          return heading ?? z.NEVER;
        })
        .optional(),
      from: required(`'from' must be a page slug of the previous version`).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field '${issue.keys[0]}' (expected ${[...FIELDS].join(', ')})` : 'an entry needs kind and text (- kind: changed, text: ...)') },
  );
}

/**
 * Validates a page's `changes` value against its headings; throws ChangeEntryError with the line of
 * the bad entry or field. `source` is the whole file (for lines), `headings` the page's headings.
 */
export function validateChanges(value: unknown, headings: string[], source: string): ChangeEntry[] {
  const lines = entryLines(source);
  const blockLine = source.split('\n').findIndex((l) => /^changes\s*:/.test(l)) + 1 || 1;
  if (!Array.isArray(value)) throw new ChangeEntryError(NOT_A_LIST, blockLine);
  const schema = entrySchema(headings);
  return value.map((raw, i) => {
    const at = lines[i];
    const lineOf = (field?: string) => (field && at?.fields[field]) || at?.start || blockLine;
    const result = schema.safeParse(raw);
    if (!result.success) {
      // An unknown field first, then the fields in the order above (kind, text, section, from).
      const issue = result.error.issues.find((x) => x.code === 'unrecognized_keys') ?? result.error.issues[0];
      const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
      throw new ChangeEntryError(`changes[${i}]: ${issue.message}`, lineOf(typeof field === 'string' ? field : undefined));
    }
    const { kind, text, section, from } = result.data;
    return {
      kind,
      text,
      ...(section ? { section } : {}),
      ...(from ? { from: from.replace(/^\/?guides\//, '').replace(/^\/|\/$/g, '') } : {}),
      line: lineOf(),
    };
  });
}

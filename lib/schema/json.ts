// Build time (and tests): a content JSON file read through a zod schema, so a bad value fails with the
// file, the line of the offending key and the reason. Callers in lib/content turn JsonFileError into
// a ContentError (this folder cannot import lib/content or lib/mdx: they import the readers).
import 'server-only';
import fs from 'node:fs';
import { z } from 'zod';

/** A problem in a content JSON file: the file, the line of the offending key, and why. */
export class JsonFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'JsonFileError';
  }
}

/**
 * The line (1-based) of a key path such as ['questions', 3, 'owner'] in JSON text: each step finds the
 * n-th element or the key inside the span of the step before. The deepest part found; line 1 when none is.
 */
export function jsonLine(text: string, keyPath: readonly PropertyKey[]): number {
  let from = 0;
  for (const part of keyPath) {
    const at = typeof part === 'number' ? nthElement(text, from, part) : keyOffset(text, from, String(part));
    if (at === undefined) break;
    from = at;
  }
  return text.slice(0, from).split('\n').length;
}

/** Scans from `from` (inside an object or array), calling `visit` with each depth-1 token offset; returns what visit returns. */
function scan<T>(text: string, from: number, visit: (offset: number, char: string) => T | undefined): T | undefined {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (depth === 1) {
        const found = visit(start, '"');
        if (found !== undefined) return found;
      }
    } else if (c === '{' || c === '[') {
      if (depth === 1) {
        const found = visit(i, c);
        if (found !== undefined) return found;
      }
      depth++;
    } else if (c === '}' || c === ']') {
      if (--depth === 0) return undefined;
    } else if (depth === 1 && /[-\dtfn]/.test(c)) {
      // A number, true, false or null: an element too, so that [1, "a"] counts "a" as the second.
      const found = visit(i, c);
      if (found !== undefined) return found;
      while (i + 1 < text.length && !/[\s,\]}]/.test(text[i + 1])) i++;
    }
  }
  return undefined;
}

function keyOffset(text: string, from: number, key: string): number | undefined {
  const start = text.indexOf('{', from);
  if (start < 0) return undefined;
  const quoted = JSON.stringify(key);
  return scan(text, start, (offset, c) => (c === '"' && text.startsWith(quoted, offset) && /^\s*:/.test(text.slice(offset + quoted.length)) ? offset : undefined));
}

function nthElement(text: string, from: number, n: number): number | undefined {
  const start = text.indexOf('[', from);
  if (start < 0) return undefined;
  let count = -1;
  return scan(text, start, (offset) => (++count === n ? offset : undefined));
}

/** A key path as writers read it: rows[3].ports[0]. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');

const TYPE_WORDS: Record<string, string> = { string: 'a string', boolean: 'true or false', number: 'a number', object: 'an object', array: 'a list' };

/** zod's default messages in the build's words; a message the schema gives itself is used as written. */
function reasonOf(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown field '${issue.keys[0]}'`;
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `'${String(issue.input)}' is not one of ${issue.values.map(String).join(', ')}`;
    default:
      return undefined;
  }
}

type Issue = z.core.$ZodIssue;

/**
 * The issue to report: an unknown key first (writers fix them top down); inside a union (a sidebar
 * entry is a label or an object), the problem of the branch that has the value's type.
 */
function firstIssue(issues: readonly Issue[]): Issue {
  const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
  if (issue.code !== 'invalid_union') return issue;
  const branch = issue.errors.find((errors) => errors.length && !errors.some((e) => e.code === 'invalid_type' && e.path.length === 0));
  if (!branch) return issue;
  const inner = firstIssue(branch);
  return { ...inner, path: [...issue.path, ...inner.path] } as Issue;
}

/** The parsed text, or a JsonFileError at the line where the JSON breaks. */
export function jsonData(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message);
    throw new JsonFileError(file, at ? text.slice(0, Number(at[1])).split('\n').length : 1, `invalid JSON: ${(error as Error).message}`);
  }
}

/**
 * The file's data once the schema accepts it, or a JsonFileError at the line of the first problem:
 * "<file>:<line>: <key path>: <reason>". The schemas only check (no transforms or defaults): the data
 * is returned as written, its keys in the file's order (zod's output would reorder them, and the
 * pages and caches built from it would change).
 */
export function parseJson<S extends z.ZodType>(file: string, text: string, schema: S): z.output<S> {
  const data = jsonData(file, text);
  const result = schema.safeParse(data, { error: reasonOf });
  if (result.success) return data as z.output<S>;
  const issue = firstIssue(result.error.issues);
  const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  const where = issue.path.length ? `${fieldName(issue.path)}: ` : '';
  throw new JsonFileError(file, jsonLine(text, keyPath), `${where}${issue.message}`);
}

/** A content JSON file read through its schema (parseJson). */
export function readJsonFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseJson(file, fs.readFileSync(file, 'utf8'), schema);
}

/** A string with something in it besides spaces (values are kept as written, not trimmed). */
export const filled = (reason: string) => z.string().refine((s) => s.trim() !== '', reason);

// Server only: validates data against a schema and turns the first problem into one ContentError a
// writer can act on: the file, the line of the offending key and a reason that names the field.
import 'server-only';
import type { z } from 'zod';
import { ContentError } from '../../errors';

/** A key path as writers read it: features[1].span. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');

const quoted = (value: unknown) => `'${typeof value === 'string' ? value : JSON.stringify(value)}'`;

const TYPE_WORDS: Record<string, string> = {
  string: 'must be a string',
  boolean: 'must be true or false',
  number: 'must be a number',
  object: 'must be an object',
  array: 'must be a list',
};

/**
 * The reason for zod's default messages, in the build's words ("'footer' must be true or false",
 * "unknown pageType 'landing' (expected one of doc, home, custom, blank)"). A message the schema
 * gives itself (`error:` or a refine's) is used as written.
 */
function reasonOf(issue: z.core.$ZodRawIssue): string | undefined {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown field '${fieldName([...(issue.path ?? []), issue.keys[0]])}'`;
    case 'invalid_type':
      if (issue.input === undefined) return `'${field}' is required`;
      return `'${field}' ${TYPE_WORDS[issue.expected] ?? `must be ${issue.expected}`}`;
    case 'invalid_value':
      return `unknown ${field} ${quoted(issue.input)} (expected one of ${issue.values.map(String).join(', ')})`;
    case 'invalid_union':
      return `'${field}' has none of the allowed forms`;
    default:
      return undefined;
  }
}

/** What the schema turns the data into, or the first problem: an unknown key first, as writers fix them top down. */
function firstProblem<S extends z.ZodType>(schema: S, data: unknown) {
  const result = schema.safeParse(data, { error: reasonOf });
  if (result.success) return { value: result.data };
  const issues = result.error.issues;
  const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  return { problem: { reason: issue.message, path } };
}

export interface CheckOptions {
  file: string;
  /** Put before each reason: 'frontmatter'. */
  label: string;
  /** The file line of a key path (1 when unknown). */
  lineOf: (path: readonly PropertyKey[]) => number;
}

/** The data as the schema gives it (defaults filled in); throws ContentError "<file>:<line>: <label>: <reason>". */
export function checkWithSchema<S extends z.ZodType>(schema: S, data: unknown, { file, label, lineOf }: CheckOptions): z.output<S> {
  const { value, problem } = firstProblem(schema, data);
  if (problem) throw new ContentError(file, `${label}: ${problem.reason}`, lineOf(problem.path));
  return value as z.output<S>;
}

// Server only: splits a page into validated frontmatter and body.
import 'server-only';
import matter from 'gray-matter';
import { ChangeEntryError, headingsOf, validateChanges, type ChangeEntry } from '../../changes/entries';
import { ContentError } from '../errors';
import { checkWithSchema } from './schema/check';
import { frontmatterSchema, type ParsedFrontmatter } from './schema/frontmatter';
import { keyLine } from './schema/lines';

export interface ParsedSource {
  frontmatter: ParsedFrontmatter;
  body: string;
  /** Lines taken by the frontmatter block, to map body lines back to file lines. */
  bodyLineOffset: number;
  /** The frontmatter's `changes`, validated (lib/changes/entries.ts). */
  changes?: ChangeEntry[];
}

/**
 * Splits a page into validated frontmatter and body; throws ContentError naming file and line.
 * `sections`: the headings a change entry may name, when not the body's own (a translation's entries
 * name its English page's sections: they translate the English entries' text and keep the rest).
 */
export function parseSource(file: string, source: string, sections?: string[]): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object disables that so errors repeat.
    parsed = matter(source, {});
  } catch (error) {
    const e = error as { mark?: { line?: number }; reason?: string; message: string };
    const line = e.mark?.line !== undefined ? e.mark.line + 2 : undefined; // +1 for '---', +1 one-based
    throw new ContentError(file, `malformed YAML frontmatter: ${e.reason ?? e.message.split('\n')[0]}`, line);
  }
  const frontmatter = validateFrontmatter(file, parsed.data, source);
  const bodyLineOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  if (parsed.data.changes === undefined) return { frontmatter, body: parsed.content, bodyLineOffset };
  try {
    const changes = validateChanges(parsed.data.changes, sections ?? headingsOf(parsed.content), source);
    return { frontmatter, body: parsed.content, bodyLineOffset, changes };
  } catch (error) {
    if (error instanceof ChangeEntryError) throw new ContentError(file, `frontmatter: ${error.message}`, error.line);
    throw error;
  }
}

/**
 * The frontmatter checked against its schema (lib/content/source/schema/frontmatter.ts), defaults filled in;
 * throws ContentError with the line of the offending key when the page's `source` is given.
 */
export function validateFrontmatter(file: string, data: Record<string, unknown>, source = ''): ParsedFrontmatter {
  return checkWithSchema(frontmatterSchema, data, { file, label: 'frontmatter', lineOf: (path) => keyLine(source, path) });
}

// Server only: splits a page into validated frontmatter and body.
import 'server-only';
import matter from 'gray-matter';
import { ChangeEntryError, headingsOf, validateChanges, type ChangeEntry } from '../changes/entries';
import { ContentError } from './errors';
import type { Frontmatter } from './types';

const PAGE_TYPES = ['doc', 'home', 'custom', 'blank'];
const BOOLEAN_KEYS = ['footer', 'overview', 'outline', 'navbar', 'sidebar', 'globalUIComponents'] as const;
const STRING_KEYS = ['title', 'titleSuffix', 'description', 'replaces', 'editorial'] as const;
const KNOWN_KEYS = new Set<string>(['pageType', 'hero', 'features', 'changes', ...BOOLEAN_KEYS, ...STRING_KEYS]);

export interface ParsedSource {
  frontmatter: Frontmatter;
  body: string;
  /** Lines taken by the frontmatter block, to map body lines back to file lines. */
  bodyLineOffset: number;
  /** The frontmatter's `changes`, validated (lib/changes/entries.ts). */
  changes?: ChangeEntry[];
}

/** Splits a page into validated frontmatter and body; throws ContentError naming file and line. */
export function parseSource(file: string, source: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object disables that so errors repeat.
    parsed = matter(source, {});
  } catch (error) {
    const e = error as { mark?: { line?: number }; reason?: string; message: string };
    const line = e.mark?.line !== undefined ? e.mark.line + 2 : undefined; // +1 for '---', +1 one-based
    throw new ContentError(file, `malformed YAML frontmatter: ${e.reason ?? e.message.split('\n')[0]}`, line);
  }
  const frontmatter = validateFrontmatter(file, parsed.data);
  const bodyLineOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  if (parsed.data.changes === undefined) return { frontmatter, body: parsed.content, bodyLineOffset };
  try {
    const changes = validateChanges(parsed.data.changes, headingsOf(parsed.content), source);
    return { frontmatter, body: parsed.content, bodyLineOffset, changes };
  } catch (error) {
    if (error instanceof ChangeEntryError) throw new ContentError(file, `frontmatter: ${error.message}`, error.line);
    throw error;
  }
}

export function validateFrontmatter(file: string, data: Record<string, unknown>): Frontmatter {
  const fail = (reason: string) => {
    throw new ContentError(file, `frontmatter: ${reason}`, 1);
  };
  for (const key of Object.keys(data)) if (!KNOWN_KEYS.has(key)) fail(`unknown field '${key}'`);
  if (data.pageType !== undefined && !PAGE_TYPES.includes(data.pageType as string)) {
    fail(`unknown pageType '${String(data.pageType)}' (expected one of ${PAGE_TYPES.join(', ')})`);
  }
  for (const key of STRING_KEYS) {
    if (data[key] !== undefined && typeof data[key] !== 'string') fail(`'${key}' must be a string`);
  }
  for (const key of BOOLEAN_KEYS) {
    if (data[key] !== undefined && typeof data[key] !== 'boolean') fail(`'${key}' must be true or false`);
  }
  if (typeof data.title !== 'string' || !data.title.trim()) fail(`'title' is required`);
  if (data.hero !== undefined && (typeof data.hero !== 'object' || data.hero === null)) fail(`'hero' must be an object`);
  if (data.features !== undefined) {
    if (!Array.isArray(data.features)) fail(`'features' must be a list`);
    (data.features as unknown[]).forEach((f, i) => {
      const feature = f as Record<string, unknown>;
      if (typeof feature?.title !== 'string' || typeof feature?.details !== 'string') {
        fail(`features[${i}] needs a title and details`);
      }
      if (feature.span !== undefined && ![3, 4, 6, 8, 12].includes(feature.span as number)) fail(`features[${i}].span must be 3, 4, 6, 8 or 12`);
    });
  }
  return data as unknown as Frontmatter;
}

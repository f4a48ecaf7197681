// Server only: the Markdown the generated pages (lib/content/generated/kinds.ts) write: escaped text, and
// links to guides and to their sections by the ids the build gives headings.
import 'server-only';
import { pageHeadings } from '../source/changes';
import { createSlugger } from '../../mdx/slug';
import type { ChangeEntry } from '../../changes/entries';
import type { SourcePage } from '../source/siteTypes';

/** Markdown-safe text (titles are plain text). */
export const md = (text: string) => text.replace(/([\\`*_[\]<>{}#|!])/g, '\\$1');
/** A writer's one-line entry: plain text, `code` spans kept. */
export const mdEntry = (text: string) =>
  text
    .split(/(`[^`]+`)/)
    .map((part, i) => (i % 2 ? part : md(part)))
    .join('');

/** Where an entry is stated: the version and the slug of the page whose frontmatter has it. */
export interface EntryAt {
  version: string;
  slug: string;
}

/**
 * How a generated page writes a change entry's text: as written in English (ENGLISH_ENTRIES), or, in
 * another language's copy of the page, that language's translation of it where a translation supplies one.
 */
export interface EntryText {
  /** Everything `text` depends on besides the entry itself ('' for English): part of a cached body's key. */
  key: string;
  text(at: EntryAt, entry: Pick<ChangeEntry, 'kind' | 'section' | 'from' | 'text'>): string;
}
export const ENGLISH_ENTRIES: EntryText = { key: '', text: (_at, entry) => mdEntry(entry.text) };

/** A guide's site link from a page of `reading` (version-neutral within it). */
export const hrefFrom = (reading: string) => (version: string, slug: string, hash?: string) =>
  `/${version === reading ? '' : `${version}/`}guides${slug ? `/${slug}` : ''}${hash ? `#${hash}` : ''}`;

/** The id the build gives the heading `section` of `page` (lib/mdx's slugger over its headings in order). */
export function sectionId(page: SourcePage, section: string | undefined): string | undefined {
  if (!section) return undefined;
  const slug = createSlugger();
  let found: string | undefined;
  for (const heading of pageHeadings(page)) {
    const id = slug(heading);
    if (found === undefined && heading.toLowerCase() === section.toLowerCase()) found = id;
  }
  return found;
}

/** "[Page › Section](link)" for an entry's page and section in `version`, linked from a page of `reading`. */
export function entryTarget(page: SourcePage, section: string | undefined, reading: string): string {
  const id = sectionId(page, section);
  const label = id ? `${md(page.frontmatter.title)} › ${md(section!)}` : md(page.frontmatter.title);
  return `[${label}](${hrefFrom(reading)(page.version, page.slug, id)})`;
}

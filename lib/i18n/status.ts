// Pure: whether a translation still says what its English page says (issue #47 item 4, design §5.5).
// A translation's frontmatter records `source:`, the hash of the English body it was made from, and
// the English text itself is kept as a snapshot (content/i18n/.sources/<hash>.md, written by
// `npm run i18n:stamp`). The hash is taken over the page's substance (lib/changes/noise.ts), so an
// editorial or link-only English edit never makes a translation outdated; when the English did change,
// the snapshot against today's English names the sections to re-translate, cut and matched the way the
// "Changes since" diff cuts them (lib/changes/diff.ts), each with the English heading's anchor.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { headingsOf, plainHeading } from '../changes/entries';
import { neutralLinks, splitSections } from '../changes/diff';
import { substance } from '../changes/noise';
// lib/content/errors.ts re-exports this class; importing it from lib/mdx keeps lib/content free to import lib/i18n.
import { ContentError } from '../mdx/errors';
import { createSlugger } from '../mdx/slug';

/**
 * Where the English text a translation was made from is kept (npm run i18n:stamp writes it, the build
 * reads it to name the sections changed since): content/i18n/.sources/<hash>.md.
 */
export const snapshotFile = (contentDir: string, hash: string) => path.join(contentDir, 'i18n', '.sources', `${hash}.md`);

/** A `source:` value: the first 12 hex digits of the English body's sha256. */
export const SOURCE_HASH = /^[0-9a-f]{12}$/;

/** A section of the English page: its heading path as written, as "Changes since" names it ('Setup > Default'), and its id ('' for the Introduction). */
export interface SectionRef {
  heading: string;
  anchor: string;
}

export type TranslationState =
  | { state: 'current' }
  /** The English changed in substance since the translation; `sections` is [] when the snapshot is lost. */
  | { state: 'outdated'; sections: SectionRef[] }
  | { state: 'missing' };

/** The hash a translation records as `source:`: sha256 of the English body's substance, 12 hex digits. */
export function sourceHash(englishBody: string): string {
  return createHash('sha256').update(substance(englishBody)).digest('hex').slice(0, 12);
}

/**
 * A translation's `source:` frontmatter value, checked: returns the hash, or throws ContentError at
 * `line` when it is missing or not 12 lowercase hex digits (YAML reads some unquoted hashes as numbers).
 */
export function checkSource(file: string, value: unknown, line: number): string {
  const stamp = 'run `npm run i18n:stamp -- <file>` to record the English this translation was made from';
  if (value === undefined || value === null || value === '') throw new ContentError(file, `frontmatter: 'source' is missing: ${stamp}`, line);
  if (typeof value !== 'string') throw new ContentError(file, `frontmatter: 'source' must be a quoted string, got the ${typeof value} ${String(value)}: ${stamp}`, line);
  if (!SOURCE_HASH.test(value)) throw new ContentError(file, `frontmatter: 'source' must be 12 lowercase hex digits, got "${value}": ${stamp}`, line);
  return value;
}

/**
 * A translation's state against the current English of its version: `missing` when there is no
 * translation (source undefined; a translation without `source` is rejected by checkSource), `current`
 * when the English's hash is the source, else `outdated` with the sections changed in substance since
 * the snapshot (see changedSections).
 */
export function translationState(input: { source: string | undefined; snapshot: string | undefined; englishBody: string }): TranslationState {
  const { source, snapshot, englishBody } = input;
  if (source === undefined) return { state: 'missing' };
  if (sourceHash(englishBody) === source) return { state: 'current' };
  return { state: 'outdated', sections: snapshot === undefined ? [] : changedSections(snapshot, englishBody) };
}

interface AnchoredSection {
  key: string;
  heading: string;
  anchor: string;
  /** The section's words that count (lib/changes/noise.ts). */
  words: string;
}

/** A heading's text as the page's slugger sees it: link targets, emphasis and code marks dropped. */
const headingText = (heading: string) => plainHeading(heading.replace(/(?<!!)\[([^\]]*)\]\([^)]*\)/g, '$1'));

/**
 * A body's sections as lib/changes/diff.ts cuts them (same keys, so they match across versions the
 * same way), each with the id its heading gets on the page (one slugger over the headings in order,
 * as lib/mdx/plugins/remarkHeadings.ts gives them).
 */
function anchoredSections(body: string): AnchoredSection[] {
  const sections = splitSections(neutralLinks(body));
  const slug = createSlugger();
  const anchors = headingsOf(body).map((heading) => slug(headingText(heading)));
  const introductions = sections.length - anchors.length; // 1 when text stands before the first heading (the Introduction)
  return sections.map((s, i) => ({
    key: s.key,
    heading: s.heading,
    anchor: i < introductions ? '' : (anchors[i - introductions] ?? ''),
    words: substance(s.text),
  }));
}

/**
 * The sections of `after` whose words changed since `before` (added ones too), and the sections of
 * `before` that are gone (with the anchor they had, which the translation keeps), in reading order as
 * "Changes since" lists them. A change of links, anchors, punctuation or whitespace is not listed, nor
 * a section that is only renamed or moved a level without a change of words (a removed and an added
 * section with the same words).
 */
export function changedSections(before: string, after: string): SectionRef[] {
  const old = anchoredSections(before);
  const now = anchoredSections(after);
  const oldAt = new Map(old.map((s, i) => [s.key, i]));
  const nowKeys = new Set(now.map((s) => s.key));
  const removedWords = new Set(old.filter((s) => !nowKeys.has(s.key)).map((s) => s.words));
  const addedWords = new Set(now.filter((s) => !oldAt.has(s.key)).map((s) => s.words));
  const changed: SectionRef[] = [];
  const list = ({ heading, anchor }: AnchoredSection) => changed.push({ heading, anchor });
  let nextOld = 0;
  const flushRemoved = (until: number) => {
    for (; nextOld < until; nextOld++) if (!nowKeys.has(old[nextOld].key) && !addedWords.has(old[nextOld].words)) list(old[nextOld]);
  };
  for (const section of now) {
    const at = oldAt.get(section.key);
    if (at === undefined) {
      if (!removedWords.has(section.words)) list(section);
      continue;
    }
    flushRemoved(at);
    nextOld = Math.max(nextOld, at + 1);
    if (old[at].words !== section.words) list(section);
  }
  flushRemoved(old.length);
  return changed;
}

/**
 * Which translation serves each version of a page: the version's own, else one whose `source` is that
 * version's English hash (one translation serves every version whose English says the same) and that
 * `fits` that version's English (the caller checks parity: links and labels may differ where the
 * words do not), else undefined (the page falls back to English). With several matches the first listed wins.
 */
export function inheritedTranslation<T extends { version: string; source: string }>(
  versions: readonly { version: string; englishBody: string }[],
  translations: readonly T[],
  fits: (translation: T, version: string) => boolean = () => true,
): Map<string, T | undefined> {
  return new Map(
    versions.map(({ version, englishBody }) => {
      const own = translations.find((t) => t.version === version);
      if (own) return [version, own];
      const hash = sourceHash(englishBody);
      return [version, translations.find((t) => t.source === hash && fits(t, version))];
    }),
  );
}

/** How many sections a body has, cut as "Changes since" cuts them (text before the first heading is one). */
export const sectionCount = (body: string) => splitSections(neutralLinks(body)).length;

/**
 * Failing its own translation and one made from the same English (inheritedTranslation), a version
 * shows the nearest version's translation marked outdated (design §5.5), when fewer than half of its
 * English sections changed since the English that translation was made from (`snapshotOf`: the
 * snapshot npm run i18n:stamp keeps). Nearest by place in `versions` (newest first; the newer of two
 * equally near), among the translations that `fit` this version's English (parity: what a reader types,
 * clicks or copies stays this version's). Undefined, so English shows, when the nearest changed too much
 * or no snapshot says what changed.
 */
export function nearestOutdatedTranslation<T extends { version: string }>(
  target: { version: string; englishBody: string },
  versions: readonly string[],
  translations: readonly T[],
  snapshotOf: (translation: T) => string | undefined,
  fits: (translation: T, version: string) => boolean = () => true,
): { translation: T; sections: SectionRef[] } | undefined {
  const at = versions.indexOf(target.version);
  const distance = (t: T) => Math.abs(versions.indexOf(t.version) - at);
  const nearest = translations
    .filter((t) => t.version !== target.version && fits(t, target.version))
    .sort((a, b) => distance(a) - distance(b) || versions.indexOf(a.version) - versions.indexOf(b.version))[0];
  const snapshot = nearest && snapshotOf(nearest);
  if (!nearest || snapshot === undefined) return undefined;
  const sections = changedSections(snapshot, target.englishBody);
  return sections.length * 2 < sectionCount(target.englishBody) ? { translation: nearest, sections } : undefined;
}

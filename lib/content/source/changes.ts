// Server only: the written change entries of a version's pages (frontmatter `changes`, validated per
// page in frontmatter.ts), checked against the previous version, and what What's new, the upgrade
// page and the "New in" badges need from two versions' pages.
import 'server-only';
import { rulesOf } from './rules';
import { headingsOf, sameEntryPlace, type ChangeEntry } from '../../changes/entries';
import { ContentError } from '../errors';
import { compareVersionsDesc } from '../../routes/versions';
import type { SiteIndex, SourcePage, VersionIndex } from './siteTypes';
import type { TocItem } from '../types';

/** The page of `previous` that `page` continues: the same slug, else the page it replaces. */
export function previousPage(page: SourcePage, previous: VersionIndex): SourcePage | undefined {
  return previous.guides.get(page.slug) ?? (page.frontmatter.replaces ? previous.guides.get(page.frontmatter.replaces) : undefined);
}

const sameEntry = (a: ChangeEntry, b: ChangeEntry) => sameEntryPlace(a, b) && a.text === b.text;

/**
 * The entries `page` states about its version: those its previous version's page states too are
 * left out (a version folder copied from the last one carries the last release's entries until a
 * writer replaces them).
 */
export function entriesOf(page: SourcePage, previous: VersionIndex | undefined): ChangeEntry[] {
  if (!page.changes?.length) return [];
  const before = previous && previousPage(page, previous)?.changes;
  return before?.length ? page.changes.filter((e) => !before.some((b) => sameEntry(b, e))) : page.changes;
}

/**
 * Fails with file and line on an entry whose `from` names no page of the previous version (or names
 * one on the oldest version, which has no previous one).
 */
export function checkEntries(current: VersionIndex, previous: VersionIndex | undefined): void {
  for (const page of current.guides.values()) {
    for (const entry of entriesOf(page, previous)) {
      if (entry.from === undefined) continue;
      if (!previous) throw new ContentError(page.file, `frontmatter: changes: 'from: ${entry.from}': ${current.version} is the oldest version`, entry.line);
      if (!previous.guides.has(entry.from)) {
        throw new ContentError(page.file, `frontmatter: changes: 'from: ${entry.from}' is not a page of ${previous.version}`, entry.line);
      }
    }
  }
}

/** The page's editorial note, when it applies to this version (the previous page does not carry the same one). */
export function editorialOf(page: SourcePage, previous: VersionIndex): string | undefined {
  const note = page.frontmatter.editorial;
  return note && previousPage(page, previous)?.frontmatter.editorial !== note ? note : undefined;
}

/** Headings of a page (any depth below the title), as written. */
const headingMemo = new WeakMap<SourcePage, string[]>();
export function pageHeadings(page: SourcePage): string[] {
  let headings = headingMemo.get(page);
  if (!headings) headingMemo.set(page, (headings = headingsOf(page.body)));
  return headings;
}

/** The version before `version` (the next older one), if any. */
export function previousVersionOf(site: SiteIndex, version: string): VersionIndex | undefined {
  const older = site.versions.filter((v) => compareVersionsDesc(v, version) > 0).sort(compareVersionsDesc)[0];
  return older === undefined ? undefined : site.byVersion.get(older);
}

/** A heading's words, to match one across versions whatever its marks, case or punctuation. */
const headingKey = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase();

/**
 * The TOC with each section that is new in this version marked (`newIn`): a heading the page in the
 * previous version (the same slug, or the page it replaces) does not have. None on a page new in
 * this version, whose sidebar entry says 'New', and none on a generated page. `previous` is that
 * version's index (previousVersionOf).
 */
export function markNewSections(page: SourcePage, previous: VersionIndex | undefined, toc: TocItem[]): TocItem[] {
  const old = previous && rulesOf(page).compared ? previousPage(page, previous) : undefined;
  if (!old) return toc;
  const had = new Set(pageHeadings(old).map(headingKey));
  return toc.map((item) => (had.has(headingKey(item.text)) ? item : { ...item, newIn: page.version }));
}

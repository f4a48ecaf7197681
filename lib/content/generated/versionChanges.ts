// Server only: what changed in the guides from one version to the next, as What's new
// (lib/content/generated/whatsNew.ts) lists it: the changes the version's pages state in their frontmatter
// (`changes`, lib/changes/entries.ts), then the pages added, replaced and removed, then the pages
// whose words changed (lib/changes/noise.ts leaves out link targets, anchors, punctuation and
// `editorial` edits).
import 'server-only';
import { rulesOf } from '../source/rules';
import type { ChangeEntry } from '../../changes/entries';
import { changedInSubstance, type TitleOf } from '../../changes/noise';
import { changeSize } from '../../changes/size';
import { withPortNumbers } from '../../ports/ports';
import { editorialOf, entriesOf } from '../source/changes';
import { flattenLinks } from '../source/sidebar';
import type { SourcePage, VersionIndex } from '../source/siteTypes';

/** The page's text as its readers see it: title, description, body, its <Port /> references as the version's numbers. */
function textOf(page: SourcePage, v: VersionIndex): string {
  const text = `${page.frontmatter.title}\n${page.frontmatter.description ?? ''}\n${page.body}`;
  return v.ports ? withPortNumbers(text, v.ports) : text;
}

/** Each guide's section of the guides: the top-level sidebar group that holds it ('' at the top level). */
export function guideSections(v: VersionIndex): Map<string, string> {
  const sections = new Map<string, string>();
  for (const item of v.sidebar) {
    if (item.type === 'link' && item.slug !== undefined) sections.set(item.slug, '');
    if (item.type === 'group') for (const link of flattenLinks(item.items)) if (link.slug !== undefined) sections.set(link.slug, item.text);
  }
  return sections;
}

/**
 * A link target's names (lib/changes/noise.ts) for a page of `own` compared with `other`: the
 * title of the page it leads to and of the pages that one replaces or is replaced by.
 */
function namesIn(own: VersionIndex, other: VersionIndex): TitleOf {
  const replacedBy = (v: VersionIndex) => new Map([...v.guides.values()].flatMap((p) => (p.frontmatter.replaces ? [[p.frontmatter.replaces, p] as const] : [])));
  const by = new Map([own, other].map((v) => [v.version, { v, replacedBy: replacedBy(v) }]));
  const memo = new Map<string, readonly string[] | undefined>();
  return (url) => {
    if (memo.has(url)) return memo.get(url);
    const m = /^\/(?:([^/]+)\/)?guides(?:\/([^#?]*?))?\/?(?:[#?].*)?$/.exec(url);
    let names: string[] | undefined;
    const at = m && by.get(m[1] ?? own.version);
    const page = at?.v.guides.get(m?.[2] ?? '');
    if (at && page) {
      names = [page.frontmatter.title];
      for (const { v, replacedBy: r } of by.values()) {
        if (v === at.v) continue;
        const older = page.frontmatter.replaces ? v.guides.get(page.frontmatter.replaces) : undefined;
        const newer = r.get(page.slug);
        for (const p of [older, newer]) if (p) names.push(p.frontmatter.title);
      }
    }
    memo.set(url, names);
    return names;
  };
}

/** A written entry and the page that states it. */
export interface Written {
  page: SourcePage;
  entry: ChangeEntry;
}

/** Entries of `current` (changes since `previous`), in sidebar order. */
export function writtenEntries(current: VersionIndex, previous: VersionIndex): Written[] {
  const pages = [...new Set([...current.order.map((o) => o.slug), ...current.guides.keys()])].map((slug) => current.guides.get(slug)!).filter((p) => p && rulesOf(p).compared);
  return pages.flatMap((page) => entriesOf(page, previous).map((entry) => ({ page, entry })));
}

/** What changed from `previous` to `current`: the pages, compared, and the written entries. */
export interface VersionChanges {
  added: SourcePage[];
  /** A page that replaces another, the one it replaces, and its words added and removed when it changed in substance. */
  replaced: { page: SourcePage; old: SourcePage; size?: { added: number; removed: number } }[];
  /** Pages of `previous` that are gone (and not replaced). */
  removed: SourcePage[];
  /** Pages whose words changed (lib/changes/noise.ts), with their counts. */
  changed: { page: SourcePage; size: { added: number; removed: number } }[];
  /** Pages that differ only in links, anchors, whitespace, punctuation or the version number, or say `editorial`. */
  minor: SourcePage[];
  written: Written[];
}

export function versionChanges(current: VersionIndex, previous: VersionIndex): VersionChanges {
  const now = [...current.guides.values()].filter((p) => rulesOf(p).compared);
  const before = [...previous.guides.values()].filter((p) => rulesOf(p).compared);
  const namesNow = namesIn(current, previous);
  const namesBefore = namesIn(previous, current);
  /** Words added and removed, when the page changed in substance and is not marked editorial. */
  const size = (old: SourcePage, page: SourcePage) => {
    if (editorialOf(page, previous)) return undefined;
    const [before, after] = [textOf(old, previous), textOf(page, current)];
    if (!changedInSubstance(before, after, namesBefore, namesNow, { before: previous.version, after: current.version })) return undefined;
    const counted = changeSize(before, after);
    return counted.added || counted.removed ? counted : undefined;
  };
  const result: VersionChanges = { added: [], replaced: [], removed: [], changed: [], minor: [], written: writtenEntries(current, previous) };
  const replacedSlugs = new Set<string>();
  for (const page of now) {
    const same = previous.guides.get(page.slug);
    const old = same ?? (page.frontmatter.replaces ? previous.guides.get(page.frontmatter.replaces) : undefined);
    if (!old) result.added.push(page);
    else if (!same) {
      replacedSlugs.add(old.slug);
      result.replaced.push({ page, old, size: size(old, page) });
    } else if (textOf(old, previous) !== textOf(page, current)) {
      const counted = size(old, page);
      if (counted) result.changed.push({ page, size: counted });
      else result.minor.push(page);
    }
  }
  result.removed = before.filter((p) => !current.guides.has(p.slug) && !replacedSlugs.has(p.slug));
  return result;
}

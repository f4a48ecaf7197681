// Server only: the pages the build writes itself, one list so another generated page is one more
// entry, each in every version but the oldest. "What's new in <version>" (guides/whats-new/): first
// the changes the version's pages state in their frontmatter (`changes`, lib/changes/entries.ts), by
// kind and guides section, then the pages added, replaced and removed, then the pages whose words
// changed (lib/changes/noise.ts leaves out link targets, anchors, punctuation and `editorial` edits).
// "Upgrading to <version>" (guides/upgrade/): those entries merged from each older version
// (lib/changes/upgrade.ts), with the upgrade notes. Each is a guide page like any other (sidebar,
// search, Markdown twin, llms files, sitemap, offline), whose Markdown body is made here, on first
// read, instead of read from a file.
import 'server-only';
import path from 'node:path';
import { CHANGE_KINDS, KIND_TITLES, type ChangeEntry } from '../changes/entries';
import { changedInSubstance, type TitleOf } from '../changes/noise';
import { changeSize } from '../changes/size';
import { editorialOf, entriesOf, pageHeadings } from './changes';
import { createSlugger, slugify } from '../mdx/slug';
import { upgradePath, type Step, type UpgradeItem } from '../changes/upgrade';
import { flattenLinks } from './sidebar';
import { cacheKey, readEntry, writeEntry } from './cache';
import { docHref } from '../routes';
import { CHANGES_ID } from '../routes/versions';
import { UPGRADE_SCRIPT, UPGRADE_SLUG, upgradeFromId } from '../routes/upgrade';
import type { SourcePage, VersionIndex } from './site';
import type { SidebarItem, SidebarLink } from './types';
import { glossaryBody, GLOSSARY_SLUG } from '../glossary/glossary';

export const WHATS_NEW_SLUG = 'whats-new';
/** Each version's upgrade page: every written change since the version a reader runs. */
export { UPGRADE_SCRIPT, UPGRADE_SLUG };
/** Slugs no content page may take. */
export const GENERATED_SLUGS: readonly string[] = [WHATS_NEW_SLUG, UPGRADE_SLUG];

/** Markdown-safe text (titles are plain text). */
const md = (text: string) => text.replace(/([\\`*_[\]<>{}#|!])/g, '\\$1');
/** A writer's one-line entry: plain text, `code` spans kept. */
const mdEntry = (text: string) =>
  text
    .split(/(`[^`]+`)/)
    .map((part, i) => (i % 2 ? part : md(part)))
    .join('');

/** The page's text as its readers see it: title, description, body. */
const textOf = (page: SourcePage) => `${page.frontmatter.title}\n${page.frontmatter.description ?? ''}\n${page.body}`;

/** A guide's site link from a page of `reading` (version-neutral within it). */
const hrefFrom = (reading: string) => (version: string, slug: string, hash?: string) =>
  `/${version === reading ? '' : `${version}/`}guides${slug ? `/${slug}` : ''}${hash ? `#${hash}` : ''}`;

/** The id the build gives the heading `section` of `page` (lib/mdx's slugger over its headings in order). */
function sectionId(page: SourcePage, section: string | undefined): string | undefined {
  if (!section) return undefined;
  const slug = createSlugger();
  let found: string | undefined;
  for (const heading of pageHeadings(page)) {
    const id = slug(heading);
    if (found === undefined && heading.toLowerCase() === section.toLowerCase()) found = id;
  }
  return found;
}

/** Each guide's section of the guides: the top-level sidebar group that holds it ('' at the top level). */
function guideSections(v: VersionIndex): Map<string, string> {
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
function writtenEntries(current: VersionIndex, previous: VersionIndex): Written[] {
  const pages = [...new Set([...current.order.map((o) => o.slug), ...current.guides.keys()])].map((slug) => current.guides.get(slug)!).filter((p) => p && !p.generated);
  return pages.flatMap((page) => entriesOf(page, previous).map((entry) => ({ page, entry })));
}

/** "[Page › Section](link)" for an entry's page and section in `version`, linked from a page of `reading`. */
function entryTarget(page: SourcePage, section: string | undefined, reading: string): string {
  const id = sectionId(page, section);
  const label = id ? `${md(page.frontmatter.title)} › ${md(section!)}` : md(page.frontmatter.title);
  return `[${label}](${hrefFrom(reading)(page.version, page.slug, id)})`;
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
  const now = [...current.guides.values()].filter((p) => !p.generated);
  const before = [...previous.guides.values()].filter((p) => !p.generated);
  const namesNow = namesIn(current, previous);
  const namesBefore = namesIn(previous, current);
  /** Words added and removed, when the page changed in substance and is not marked editorial. */
  const size = (old: SourcePage, page: SourcePage) => {
    if (editorialOf(page, previous)) return undefined;
    if (!changedInSubstance(textOf(old), textOf(page), namesBefore, namesNow, { before: previous.version, after: current.version })) return undefined;
    const counted = changeSize(textOf(old), textOf(page));
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
    } else if (textOf(old) !== textOf(page)) {
      const counted = size(old, page);
      if (counted) result.changed.push({ page, size: counted });
      else result.minor.push(page);
    }
  }
  result.removed = before.filter((p) => !current.guides.has(p.slug) && !replacedSlugs.has(p.slug));
  return result;
}

/** The Markdown body of "What's new in `current.version`" against `previous`. */
export function whatsNewBody(current: VersionIndex, previous: VersionIndex): string {
  const href = (page: SourcePage) => hrefFrom(current.version)(page.version, page.slug);
  const link = (page: SourcePage) => `[${md(page.frontmatter.title)}](${href(page)})`;
  const changesLink = (page: SourcePage) => `[see the changes](${href(page)}#${CHANGES_ID})`;
  const words = (n: number, what: string) => `${n} word${n === 1 ? '' : 's'} ${what}`;
  const counts = ({ added, removed }: { added: number; removed: number }) => `${words(added, 'added')}, ${words(removed, 'removed')}`;
  const changes = versionChanges(current, previous);
  const { written } = changes;
  const added = changes.added.map((page) => `- ${link(page)}`);
  const replaced = changes.replaced.map(
    ({ page, old, size }) => `- ${link(page)} replaces ${link(old)}${size ? ` (${counts(size)}: ${changesLink(page)})` : ''}`,
  );
  const changed = changes.changed.map(({ page, size }) => `- ${link(page)}: ${counts(size)} (${changesLink(page)})`);
  const minor = changes.minor.length;
  // A page that is gone: where its settings went, in the words of the entries that name it.
  const movedTo = (slug: string) =>
    written.filter((w) => w.entry.from === slug).map((w) => `${mdEntry(w.entry.text)} (${entryTarget(w.page, w.entry.section, current.version)})`);
  const removed = changes.removed.map((p) => {
    const to = movedTo(p.slug);
    return `- ${link(p)}${to.length ? `: ${to.join(' ')}` : ''}`;
  });
  const list = (items: string[], none: string) => (items.length ? items.join('\n') : none);
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return [
    `What changed in the guides from ${previous.version} to ${current.version}: first what the firmware changed, in words, by kind and by section of the guides; then ${count(added.length, 'page')} added, ${replaced.length} replaced and ${removed.length} removed; last the ${count(changed.length, 'page')} whose text changed, counted by the build (each shows its own changes under its title, "Changes since ${previous.version}").${minor ? ` ${count(minor, 'other page differs', 'other pages differ')} only in links, punctuation or our own rewording, and ${minor === 1 ? 'is' : 'are'} not listed.` : ''}`,
    `Upgrading a unit from an older release? [Upgrading to ${current.version}](${hrefFrom(current.version)(current.version, UPGRADE_SLUG)}) lists these changes for every version in between.`,
    writtenSection(written, current, previous),
    `## Pages added\n\n${list(added, `No page is new in ${current.version}.`)}`,
    `## Pages replaced\n\n${list(replaced, 'No page replaces another.')}`,
    `## Pages removed\n\n${list(removed, `Every page of ${previous.version} is still here.`)}`,
    `## Pages changed\n\n${list(changed, 'No page text changed in substance.')}`,
    '',
  ].join('\n\n');
}

/** "## What changed": the written entries by kind, then by section of the guides, each linking to its section. */
function writtenSection(written: Written[], current: VersionIndex, previous: VersionIndex): string {
  const head = '## What changed';
  if (!written.length) return `${head}\n\nNo page of ${current.version} states in words what the firmware changed; the lists below are computed from the pages.`;
  const sections = guideSections(current);
  const parts = [head];
  for (const kind of CHANGE_KINDS) {
    const ofKind = written.filter((w) => w.entry.kind === kind);
    if (!ofKind.length) continue;
    parts.push(`### ${KIND_TITLES[kind]}`);
    const groups = new Map<string, string[]>();
    for (const { page, entry } of ofKind) {
      const group = sections.get(page.slug) || 'Introduction';
      const old = entry.from !== undefined ? previous.guides.get(entry.from) : undefined;
      const was = old ? ` (in ${previous.version}: [${md(old.frontmatter.title)}](${hrefFrom(current.version)(previous.version, old.slug)}))` : '';
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group)!.push(`- ${entryTarget(page, entry.section, current.version)}: ${mdEntry(entry.text)}${was}`);
    }
    for (const [group, items] of groups) parts.push(`#### ${md(group)}\n\n${items.join('\n')}`);
  }
  return parts.join('\n\n');
}

/** A version's Step for the upgrade path (lib/changes/upgrade.ts): its pages and the entries they state. */
function stepOf(v: VersionIndex, previous: VersionIndex | undefined): Step {
  const pages = [...v.guides.values()].filter((p) => !p.generated);
  return {
    version: v.version,
    slugs: pages.map((p) => p.slug),
    replaces: Object.fromEntries(pages.flatMap((p) => (p.frontmatter.replaces ? [[p.slug, p.frontmatter.replaces]] : []))),
    entries: previous
      ? writtenEntries(v, previous).map(({ page, entry }) => ({
          slug: page.slug,
          kind: entry.kind,
          text: entry.text,
          ...(entry.section !== undefined ? { section: entry.section } : {}),
          ...(entry.from !== undefined ? { from: entry.from } : {}),
        }))
      : [],
  };
}


/**
 * The Markdown body of "Upgrading to <last>": `chronological` is every version up to the one read,
 * oldest first. The notes the sources support, then one list per older version (newest first): every
 * written entry between it and the version read, merged (upgradePath), each labelled with its
 * version and linked to its section; without JavaScript all lists show, the page's script
 * (public/static/upgrade-path.js) turns them into a version picker.
 */
export function upgradeBody(chronological: VersionIndex[]): string {
  const current = chronological[chronological.length - 1];
  const reading = current.version;
  const href = hrefFrom(reading);
  const steps = chronological.map((v, i) => stepOf(v, chronological[i - 1]));
  const byVersion = new Map(chronological.map((v) => [v.version, v]));
  const older = chronological.slice(0, -1).reverse();
  const system = current.guides.get('administration/system');
  const backupId = system && sectionId(system, 'Making and Restoring a Backup');
  const updateId = system && sectionId(system, 'Updating the GUI and DifOS');
  const see = (id: string | undefined, label: string) => (system && id ? ` ([${label}](${href(reading, system.slug, id)}))` : '');
  const notes = [
    '## Before You Upgrade',
    [
      `- **Back up first.** Create a backup file and store it somewhere other than the box${see(backupId, 'Making and Restoring a Backup')}. The file is a gzipped archive of about 20 MB, because it includes the Asterisk sound files.`,
      `- **What an upgrade keeps.** In the DifOS firmware sources, a firmware upgrade keeps the Asterisk configuration (\`/etc/asterisk/\`), its logs (\`/var/log/asterisk/\`) and the GUI's own folders (a rule dated November 2022; verify on your unit). Check the settings the lists below name after the upgrade${see(updateId, 'Updating the GUI and DifOS')}.`,
      '- **Restoring a backup from another version.** A restore loads the configuration in the file and restarts the interface. The sources do not say whether a backup made on one release restores cleanly on another: keep the backup made before the upgrade, and after restoring one from an older release, check the renamed, changed and removed settings listed for it below.',
    ].join('\n'),
  ].join('\n\n');
  const label = (kind: UpgradeItem['kind']) => KIND_TITLES[kind].toLowerCase();
  const item = (it: UpgradeItem) => {
    const page = byVersion.get(it.linkVersion)?.guides.get(it.slug);
    const target = page ? entryTarget(page, it.section, reading) : md(it.slug);
    const gone = it.linkVersion !== reading ? ` (that page is not in ${reading})` : '';
    const prior = it.from !== undefined ? chronological[chronological.findIndex((v) => v.version === it.version) - 1] : undefined;
    const old = prior?.guides.get(it.from!);
    const was = old ? ` (in ${prior!.version}: [${md(old.frontmatter.title)}](${href(prior!.version, old.slug)}))` : '';
    return `- **${it.version}**, ${label(it.kind)}: ${target}${gone}: ${mdEntry(it.text)}${was}`;
  };
  const lists = older.map((from) => {
    const items = upgradePath(steps, from.version);
    const between = chronological.slice(chronological.indexOf(from) + 1);
    const computed = between.map((v) => `[What's new in ${v.version}](${href(v.version, WHATS_NEW_SLUG)})`).join(', ');
    const list = items.length ? items.map(item).join('\n') : `The guides state no change in words between ${from.version} and ${reading}.`;
    return `## From ${from.version}\n\n${list}\n\nThe pages added, replaced, removed and changed in each release: ${computed}.`;
  });
  return [
    `Pick the version your unit runs now. Under it, this page lists every change the guides record in words from that version to ${reading}, once, oldest release first and, within a release, what was renamed or moved, what behaves differently and what is gone before what is new. Each is marked with the release that brought it and linked to its section in the ${reading} guides (a change whose page is gone since links to the release that had it); renamed and removed settings say where they are now.`,
    `The version your unit runs: ${older.map((v) => `[${v.version}](#${upgradeFromId(v.version)})`).join(', ')}.`,
    notes,
    ...lists,
    '',
  ].join('\n\n');
}

/**
 * whatsNewBody through the page cache, keyed on everything it reads: the search step counts each
 * version's changes once, and Next's workers (route collection, then the page itself) read the
 * result instead of counting again (~0.5 s of CPU per worker on the bench corpus with jsdiff).
 */
function cachedWhatsNewBody(current: VersionIndex, previous: VersionIndex): string {
  const inputs = [current, previous].flatMap((v) =>
    [v.version, ...[...v.guides.values()].filter((p) => !p.generated).flatMap((p) => [p.slug, JSON.stringify(p.frontmatter), p.body])],
  );
  // The written entries are grouped by the sidebar's sections and follow its order.
  inputs.push(JSON.stringify([...guideSections(current)]), current.order.map((o) => o.slug).join('\n'));
  const key = cacheKey('whats-new', ...inputs);
  const cached = readEntry<string>('whats-new', key);
  if (cached !== undefined) return cached;
  const body = whatsNewBody(current, previous);
  writeEntry('whats-new', key, [], body);
  return body;
}

/**
 * Adds each version's generated pages to its guides, sidebar (after the Introduction) and reading
 * order. `versions` in any order; the oldest version has no What's new.
 */
export function addGeneratedPages(
  contentDir: string,
  versions: string[],
  defaultVersion: string,
  byVersion: Map<string, VersionIndex>,
  compare: (a: string, b: string) => number,
): void {
  for (const version of versions) addGlossaryPage(contentDir, defaultVersion, byVersion.get(version)!);
  const chronological = [...versions].sort((a, b) => compare(b, a));
  chronological.forEach((version, i) => {
    if (i === 0) return;
    const current = byVersion.get(version)!;
    const previous = byVersion.get(chronological[i - 1])!;
    const generatedPage = (slug: string, title: string, description: string, make: () => string): SourcePage => {
      let body: string | undefined;
      return {
        version,
        slug,
        kind: 'guide',
        file: path.join(contentDir, version, 'guides', `${slug}.md`),
        frontmatter: { title, description },
        // Made on first read: a build whose pages all come from the caches never counts.
        get body() {
          return (body ??= make());
        },
        bodyLineOffset: 0,
        generated: true,
      };
    };
    const pages = [
      generatedPage(WHATS_NEW_SLUG, `What's new in ${version}`, `The pages added, removed, replaced and changed in the DMSBG ${version} guides since ${previous.version}.`, () =>
        cachedWhatsNewBody(current, previous),
      ),
      generatedPage(UPGRADE_SLUG, `Upgrading to ${version}`, `Every change the DMSBG guides record from the version a unit runs to ${version}, and what to do before upgrading.`, () =>
        upgradeBody(chronological.slice(0, i + 1).map((v) => byVersion.get(v)!)),
      ),
    ];
    const intro = current.sidebar.findIndex((item) => item.type === 'link' && item.slug === '');
    const order = current.order.findIndex((o) => o.slug === '');
    pages.forEach((page, k) => {
      current.guides.set(page.slug, page);
      const text = page.frontmatter.title;
      current.sidebar.splice(intro + 1 + k, 0, { type: 'link', text, link: docHref(version, defaultVersion, page.slug), slug: page.slug } satisfies SidebarLink);
      current.order.splice(order + 1 + k, 0, { slug: page.slug, text });
    });
  });
}

/** "Group › Title: Heading" for a glossary link (`/guides/<slug>#<id>`), as the reader finds it in the sidebar. */
function placeOf(current: VersionIndex, link: string): string {
  const [pathPart, hash] = link.split('#');
  const slug = pathPart.replace(/^\/guides\/?/, '');
  const page = current.guides.get(slug);
  if (!page) return slug;
  const groups = (items: SidebarItem[], trail: string[]): string[] | undefined => {
    for (const item of items) {
      if (item.type === 'link' && item.slug === slug) return trail;
      if (item.type === 'group') {
        const found = groups(item.items, [...trail, item.text]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const group = groups(current.sidebar, [])?.at(-1);
  const heading = hash
    ? page.body
        .replace(/^```[\s\S]*?^```/gm, '')
        .split('\n')
        .map((line) => /^#{2,6}\s+(.*)$/.exec(line)?.[1].trim())
        .find((text) => text && slugify(text) === hash)
    : undefined;
  return `${group ? `${group} › ` : ''}${page.frontmatter.title}${heading ? `: ${heading}` : ''}`;
}

/**
 * The version's Glossary (guides/glossary/, last in the sidebar) from content/<version>/glossary.json:
 * a generated guide page like What's new, so search, the Markdown twin, llms files and print have it.
 */
function addGlossaryPage(contentDir: string, defaultVersion: string, current: VersionIndex): void {
  if (!current.glossary.length || current.guides.has(GLOSSARY_SLUG)) return;
  const title = 'Glossary';
  let body: string | undefined;
  current.guides.set(GLOSSARY_SLUG, {
    version: current.version,
    slug: GLOSSARY_SLUG,
    kind: 'guide',
    file: path.join(contentDir, current.version, 'guides', `${GLOSSARY_SLUG}.md`),
    frontmatter: { title, description: `The terms and abbreviations of the DMSBG ${current.version} guides, each defined in a few words with the page that explains it.` },
    get body() {
      return (body ??= glossaryBody(current.glossary, (page) => placeOf(current, page)));
    },
    bodyLineOffset: 0,
    generated: true,
  });
  const entry: SidebarLink = { type: 'link', text: title, link: docHref(current.version, defaultVersion, GLOSSARY_SLUG), slug: GLOSSARY_SLUG };
  current.sidebar.push(entry);
  current.order.push({ slug: GLOSSARY_SLUG, text: title });
}

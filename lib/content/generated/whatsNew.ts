// Server only: the body of "What's new in <version>" (guides/whats-new/), a generated page
// (lib/content/generated/kinds.ts): first the changes the version's pages state in words, by kind and
// guides section, then the pages added, replaced, removed and changed (lib/content/generated/versionChanges.ts).
import 'server-only';
import { rulesOf } from '../source/rules';
import { CHANGE_KINDS, KIND_TITLES } from '../../changes/entries';
import { cacheKey, readEntry, writeEntry } from '../compile/cache';
import { ENGLISH_ENTRIES, entryTarget, hrefFrom, md, type EntryText } from './markdown';
import { guideSections, versionChanges, type Written } from './versionChanges';
import { CHANGES_ID } from '../../routes/versions';
import { UPGRADE_SLUG } from '../../routes/upgrade';
import type { SourcePage, VersionIndex } from '../source/siteTypes';

export const WHATS_NEW_SLUG = 'whats-new';

/** The Markdown body of "What's new in `current.version`" against `previous`; `entryText` writes each change entry's text. */
export function whatsNewBody(current: VersionIndex, previous: VersionIndex, entryText: EntryText = ENGLISH_ENTRIES): string {
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
    written.filter((w) => w.entry.from === slug).map((w) => `${entryText.text(w.page, w.entry)} (${entryTarget(w.page, w.entry.section, current.version)})`);
  const removed = changes.removed.map((p) => {
    const to = movedTo(p.slug);
    return `- ${link(p)}${to.length ? `: ${to.join(' ')}` : ''}`;
  });
  const list = (items: string[], none: string) => (items.length ? items.join('\n') : none);
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return [
    `What changed in the guides from ${previous.version} to ${current.version}: first what the firmware changed, in words, by kind and by section of the guides; then ${count(added.length, 'page')} added, ${replaced.length} replaced and ${removed.length} removed; last the ${count(changed.length, 'page')} whose text changed, counted by the build (each shows its own changes under its title, "Changes since ${previous.version}").${minor ? ` ${count(minor, 'other page differs', 'other pages differ')} only in links, punctuation or our own rewording, and ${minor === 1 ? 'is' : 'are'} not listed.` : ''}`,
    `Upgrading a unit from an older release? [Upgrading to ${current.version}](${hrefFrom(current.version)(current.version, UPGRADE_SLUG)}) lists these changes for every version in between.`,
    writtenSection(written, current, previous, entryText),
    `## Pages added\n\n${list(added, `No page is new in ${current.version}.`)}`,
    `## Pages replaced\n\n${list(replaced, 'No page replaces another.')}`,
    `## Pages removed\n\n${list(removed, `Every page of ${previous.version} is still here.`)}`,
    `## Pages changed\n\n${list(changed, 'No page text changed in substance.')}`,
    '',
  ].join('\n\n');
}

/** "## What changed": the written entries by kind, then by section of the guides, each linking to its section. */
function writtenSection(written: Written[], current: VersionIndex, previous: VersionIndex, entryText: EntryText): string {
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
      groups.get(group)!.push(`- ${entryTarget(page, entry.section, current.version)}: ${entryText.text(page, entry)}${was}`);
    }
    for (const [group, items] of groups) parts.push(`#### ${md(group)}\n\n${items.join('\n')}`);
  }
  return parts.join('\n\n');
}

/**
 * whatsNewBody through the page cache, keyed on everything it reads: the content step counts each
 * version's changes once, and Next's workers (route collection, then the page itself) read the
 * result instead of counting again (~0.5 s of CPU per worker on the bench corpus with jsdiff).
 */
export function cachedWhatsNewBody(current: VersionIndex, previous: VersionIndex, entryText: EntryText = ENGLISH_ENTRIES): string {
  const inputs = [current, previous].flatMap((v) =>
    [v.version, ...[...v.guides.values()].filter((p) => rulesOf(p).compared).flatMap((p) => [p.slug, JSON.stringify(p.frontmatter), p.body])],
  );
  // Pages are compared with their <Port /> references written out (versionChanges.ts).
  for (const v of [current, previous]) inputs.push(JSON.stringify(v.ports?.rows.map(({ id, ports }) => [id, ports]) ?? null));
  // The written entries are grouped by the sidebar's sections and follow its order.
  inputs.push(JSON.stringify([...guideSections(current)]), current.order.map((o) => o.slug).join('\n'));
  // A language's copy writes its translated entries: their key keeps it apart from the English body.
  inputs.push(entryText.key);
  const key = cacheKey('whats-new', ...inputs);
  const cached = readEntry<string>('whats-new', key);
  if (cached !== undefined) return cached;
  const body = whatsNewBody(current, previous, entryText);
  writeEntry('whats-new', key, [], body);
  return body;
}

// Server only: the body of "Upgrading to <version>" (guides/upgrade/), a generated page
// (lib/content/generated/kinds.ts): the written entries of each older version merged
// (lib/changes/upgrade.ts), with the upgrade notes.
import 'server-only';
import { rulesOf } from '../source/rules';
import { KIND_TITLES } from '../../changes/entries';
import { upgradePath, type Step, type UpgradeItem } from '../../changes/upgrade';
import { upgradeFromId } from '../../routes/upgrade';
import { ENGLISH_ENTRIES, entryTarget, hrefFrom, md, sectionId, type EntryText } from './markdown';
import { writtenEntries } from './versionChanges';
import { WHATS_NEW_SLUG } from './whatsNew';
import type { VersionIndex } from '../source/siteTypes';

/** A version's Step for the upgrade path (lib/changes/upgrade.ts): its pages and the entries they state. */
function stepOf(v: VersionIndex, previous: VersionIndex | undefined): Step {
  const pages = [...v.guides.values()].filter((p) => rulesOf(p).compared);
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
 * (components/upgrade/upgradePicker.ts) turns them into a version picker. `entryText` writes each entry's text.
 */
export function upgradeBody(chronological: VersionIndex[], entryText: EntryText = ENGLISH_ENTRIES): string {
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
    return `- **${it.version}**, ${label(it.kind)}: ${target}${gone}: ${entryText.text({ version: it.version, slug: it.statedBy }, it)}${was}`;
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

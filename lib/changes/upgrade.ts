// Pure: the upgrade path, every written change entry (lib/changes/entries.ts) from the versions
// between the one a reader runs and the one they read, merged into one list: oldest first, each
// entry once, labelled with the version that brought it, and pointing at the page that holds its
// section in the version being read (following `replaces` forward; a page dropped since is linked
// in the version that brought the entry).
import type { ChangeEntry, ChangeKind } from './entries';

/** A written entry and the page (its slug in its own version) that states it. */
export interface StepEntry extends Omit<ChangeEntry, 'line'> {
  slug: string;
}

/** One version's pages and entries, as the merge needs them. */
export interface Step {
  version: string;
  /** Every guide slug of this version. */
  slugs: readonly string[];
  /** New slug -> the slug of the previous version it replaces. */
  replaces: Readonly<Record<string, string>>;
  /** The entries this version's pages state (changes since the previous version). */
  entries: readonly StepEntry[];
}

export interface UpgradeItem {
  /** The version that brought the change. */
  version: string;
  kind: ChangeKind;
  text: string;
  section?: string;
  from?: string;
  /** Where to link: the page's slug in `linkVersion` (the version read, unless the page is gone since). */
  slug: string;
  linkVersion: string;
  /** The slug, in `version`, of the page that states it (a language's translation of that page may translate it). */
  statedBy: string;
}

/** Where `slug` of steps[at] lives in the last step: its slug there, or undefined when a later version dropped it. */
function followForward(steps: readonly Step[], at: number, slug: string): string | undefined {
  let current = slug;
  for (let i = at + 1; i < steps.length; i++) {
    const step = steps[i];
    if (step.slugs.includes(current)) continue;
    const next = Object.entries(step.replaces).find(([, old]) => old === current)?.[0];
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Within one version, what an upgrader checks first: what moved or was renamed, what behaves differently, what is gone, then what is new. */
export const UPGRADE_ORDER: readonly ChangeKind[] = ['renamed', 'changed', 'removed', 'new'];

/**
 * The entries a reader upgrading from `from` to the last of `steps` (oldest first) needs: those of
 * every later version, oldest version first and, within one, in UPGRADE_ORDER then as written; an entry
 * repeated by a later version (same kind, text and page) is listed once, with the version that
 * first brought it.
 */
export function upgradePath(steps: readonly Step[], from: string): UpgradeItem[] {
  const start = steps.findIndex((s) => s.version === from);
  if (start < 0) throw new Error(`unknown version ${from}`);
  const target = steps[steps.length - 1].version;
  const seen = new Set<string>();
  const items: UpgradeItem[] = [];
  for (let i = start + 1; i < steps.length; i++) {
    const step = steps[i];
    const ordered = [...step.entries].sort((a, b) => UPGRADE_ORDER.indexOf(a.kind) - UPGRADE_ORDER.indexOf(b.kind));
    for (const entry of ordered) {
      const now = followForward(steps, i, entry.slug);
      const slug = now ?? entry.slug;
      const linkVersion = now === undefined ? step.version : target;
      const key = `${entry.kind}\n${norm(entry.text)}\n${linkVersion}\n${slug}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({
        version: step.version,
        kind: entry.kind,
        text: entry.text,
        ...(entry.section !== undefined ? { section: entry.section } : {}),
        ...(entry.from !== undefined ? { from: entry.from } : {}),
        slug,
        linkVersion,
        statedBy: entry.slug,
      });
    }
  }
  return items;
}

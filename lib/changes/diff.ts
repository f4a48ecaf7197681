// Pure, and shipped to the browser only in the lazy "Changes since" chunk: a page's text changes
// between two versions, from their Markdown twins. The text is cut into sections at its headings
// (never inside a code block), sections are matched by their heading path, and a changed section's
// passages are diffed word by word (jsdiff's diffWords: whitespace-only changes do not count).
import { diffWords } from 'diff';
import { withBasePath } from '../routes';

export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface SectionChange {
  /** The heading path ('Setup > Default'), or 'Introduction' for the text before the first `##`. */
  heading: string;
  status: 'added' | 'removed' | 'changed';
  parts: DiffPart[];
  /** Words added and removed. */
  added: number;
  removed: number;
}

interface Section {
  key: string;
  heading: string;
  text: string;
}

export const INTRODUCTION = 'Introduction';

/** The site's root ('/dmsbg/'): the twins' links are site paths under the base path. */
const SITE_ROOT = withBasePath('/');
/** A version segment in a site link ('/dmsbg/2.6.9/guides/...'): the same page in two versions links to its own. */
const VERSION_SEGMENT = new RegExp(`${SITE_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d+\\.\\d+\\.\\d+(?:[-.][\\w.]+)?/`, 'g');

/** A site link's target: `](/dmsbg/...)`. */
const SITE_LINK_TARGET = new RegExp(`\\]\\(${SITE_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^)\\s]*\\)`, 'g');

/**
 * Links made neutral, so that a page whose words are the same compares equal in two versions: a site
 * link keeps its text and loses its target, as What's new counts it (lib/changes/noise.ts), since a
 * link re-pointed at the page that now holds a section (or at its own version) changes no words.
 */
export function neutralLinks(markdown: string): string {
  return markdown.replace(VERSION_SEGMENT, SITE_ROOT).replace(SITE_LINK_TARGET, ']');
}

/** The sections of a Markdown text, cut at `##`-`######` headings outside fenced code. */
export function splitSections(markdown: string): Section[] {
  const sections: Section[] = [{ key: INTRODUCTION, heading: INTRODUCTION, text: '' }];
  const path: string[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === null ? marker : null;
    const heading = fence === null && !marker ? /^(#{2,6})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (heading) {
      const depth = heading[1].length - 2;
      path.length = depth;
      path[depth] = heading[2];
      const name = path.filter(Boolean).join(' > ');
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      sections.push({ key: n > 1 ? `${name} (${n})` : name, heading: name, text: `${line}\n` });
    } else {
      sections[sections.length - 1].text += `${line}\n`;
    }
  }
  return sections.filter((s, i) => i > 0 || s.text.trim());
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

function whole(section: Section, status: 'added' | 'removed'): SectionChange {
  const words = wordsIn(section.text);
  return {
    heading: section.heading,
    status,
    parts: [{ value: section.text, [status]: true }],
    added: status === 'added' ? words : 0,
    removed: status === 'removed' ? words : 0,
  };
}

/**
 * The changes from `before` to `after` (two Markdown twins), section by section in reading order
 * (a removed section where it stood); unchanged sections are left out, so no changes is [].
 */
export function diffMarkdown(before: string, after: string): SectionChange[] {
  const old = splitSections(neutralLinks(before));
  const now = splitSections(neutralLinks(after));
  const oldByKey = new Map(old.map((s, i) => [s.key, i]));
  const nowKeys = new Set(now.map((s) => s.key));
  const changes: SectionChange[] = [];
  let nextOld = 0;
  const flushRemoved = (until: number) => {
    for (; nextOld < until; nextOld++) if (!nowKeys.has(old[nextOld].key)) changes.push(whole(old[nextOld], 'removed'));
  };
  for (const section of now) {
    const at = oldByKey.get(section.key);
    if (at === undefined) {
      changes.push(whole(section, 'added'));
      continue;
    }
    flushRemoved(at);
    nextOld = Math.max(nextOld, at + 1);
    const parts = diffWords(old[at].text, section.text) as DiffPart[];
    if (!parts.some((p) => p.added || p.removed)) continue;
    const size = { added: 0, removed: 0 };
    for (const p of parts) if (p.added) size.added += wordsIn(p.value);
    else if (p.removed) size.removed += wordsIn(p.value);
    changes.push({ heading: section.heading, status: 'changed', parts: parts.map(({ value, added, removed }) => ({ value, added, removed })), ...size });
  }
  flushRemoved(old.length);
  return changes;
}

// Server only: the pages the build writes itself, one list so another generated page is one more
// entry. "What's new in <version>" (every version but the oldest, at guides/whats-new/): the pages
// added, removed, replaced and changed since the previous version, computed from the folders. It is
// a guide page like any other (sidebar, search, Markdown twin, llms files, sitemap, offline), whose
// Markdown body is made here, on first read, instead of read from a file.
import 'server-only';
import path from 'node:path';
import { changeSize } from '../changes/size';
import { cacheKey, readEntry, writeEntry } from './cache';
import { docHref } from '../routes';
import { CHANGES_ID } from '../routes/versions';
import type { SourcePage, VersionIndex } from './site';
import type { SidebarItem, SidebarLink } from './types';
import { glossaryBody, GLOSSARY_SLUG } from '../glossary/glossary';
import { slugify } from './remark';

export const WHATS_NEW_SLUG = 'whats-new';

/** Markdown-safe text (titles are plain text). */
const md = (text: string) => text.replace(/([\\`*_[\]<>{}#|!])/g, '\\$1');

/** The page's text as its readers see it: title, description, body. */
const textOf = (page: SourcePage) => `${page.frontmatter.title}\n${page.frontmatter.description ?? ''}\n${page.body}`;

/** The Markdown body of "What's new in `current.version`" against `previous`. */
export function whatsNewBody(current: VersionIndex, previous: VersionIndex): string {
  const now = [...current.guides.values()].filter((p) => !p.generated);
  const before = [...previous.guides.values()].filter((p) => !p.generated);
  const href = (page: SourcePage) => `/${page.version === current.version ? '' : `${page.version}/`}guides${page.slug ? `/${page.slug}` : ''}`;
  const link = (page: SourcePage) => `[${md(page.frontmatter.title)}](${href(page)})`;
  const changesLink = (page: SourcePage) => `[see the changes](${href(page)}#${CHANGES_ID})`;
  const words = (n: number, what: string) => `${n} word${n === 1 ? '' : 's'} ${what}`;
  const size = (from: SourcePage, to: SourcePage) => {
    const { added, removed } = changeSize(textOf(from), textOf(to));
    return added || removed ? `${words(added, 'added')}, ${words(removed, 'removed')}` : '';
  };
  const added: string[] = [];
  const replaced: string[] = [];
  const changed: string[] = [];
  const replacedSlugs = new Set<string>();
  for (const page of now) {
    const same = previous.guides.get(page.slug);
    const old = same ?? (page.frontmatter.replaces ? previous.guides.get(page.frontmatter.replaces) : undefined);
    if (!old) added.push(`- ${link(page)}`);
    else if (!same) {
      replacedSlugs.add(old.slug);
      const change = size(old, page);
      replaced.push(`- ${link(page)} replaces ${link(old)}${change ? ` (${change}: ${changesLink(page)})` : ''}`);
    } else {
      const change = size(old, page);
      if (change) changed.push(`- ${link(page)}: ${change} (${changesLink(page)})`);
    }
  }
  const removed = before.filter((p) => !current.guides.has(p.slug) && !replacedSlugs.has(p.slug)).map((p) => `- ${link(p)}`);
  const list = (items: string[], none: string) => (items.length ? items.join('\n') : none);
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return [
    `What changed in the guides from ${previous.version} to ${current.version}: ${count(added.length, 'page')} added, ${removed.length} removed, ${replaced.length} replaced and ${changed.length} changed. The build computes this list from the two versions' pages; each changed page shows its own changes under its title ("Changes since ${previous.version}").`,
    `## Pages added\n\n${list(added, `No page is new in ${current.version}.`)}`,
    `## Pages removed\n\n${list(removed, `Every page of ${previous.version} is still here.`)}`,
    `## Pages replaced\n\n${list(replaced, 'No page replaces another.')}`,
    `## Pages changed\n\n${list(changed, 'No page text changed.')}`,
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
  const key = cacheKey('whats-new', ...inputs);
  const cached = readEntry<string>('whats-new', key, () => '');
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
    const title = `What's new in ${version}`;
    let body: string | undefined;
    const page: SourcePage = {
      version,
      slug: WHATS_NEW_SLUG,
      kind: 'guide',
      file: path.join(contentDir, version, 'guides', `${WHATS_NEW_SLUG}.md`),
      frontmatter: { title, description: `The pages added, removed, replaced and changed in the DMSBG ${version} guides since ${previous.version}.` },
      // Made on first read: a build whose pages all come from the caches never counts.
      get body() {
        return (body ??= cachedWhatsNewBody(current, previous));
      },
      bodyLineOffset: 0,
      generated: true,
    };
    current.guides.set(WHATS_NEW_SLUG, page);
    const entry: SidebarLink = { type: 'link', text: title, link: docHref(version, defaultVersion, WHATS_NEW_SLUG), slug: WHATS_NEW_SLUG };
    const intro = current.sidebar.findIndex((item) => item.type === 'link' && item.slug === '');
    current.sidebar.splice(intro + 1, 0, entry);
    const order = current.order.findIndex((o) => o.slug === '');
    current.order.splice(order + 1, 0, { slug: WHATS_NEW_SLUG, text: title });
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

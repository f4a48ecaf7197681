// Server only: the version's Glossary page (guides/glossary/), a generated page
// (lib/content/generated.ts) made from content/<version>/glossary.json.
import 'server-only';
import path from 'node:path';
import { docHref } from '../routes';
import { glossaryBody, GLOSSARY_SLUG } from '../glossary/glossary';
import { slugify } from '../mdx/slug';
import type { VersionIndex } from './siteTypes';
import type { SidebarItem, SidebarLink } from './types';

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
export function addGlossaryPage(contentDir: string, defaultVersion: string, current: VersionIndex): void {
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

// Server only: the body of the version's Glossary (guides/glossary/), a page kind
// (lib/content/generated/kinds.ts) made from content/<version>/glossary.json.
import 'server-only';
import { glossaryBody } from '../../glossary/glossary';
import { slugify } from '../../mdx/slug';
import type { VersionIndex } from '../source/siteTypes';
import type { SidebarItem } from '../types';

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

/** The Glossary's Markdown body (guides/glossary/, last in the sidebar) from content/<version>/glossary.json. */
export function glossaryPageBody(current: VersionIndex): string {
  return glossaryBody(current.glossary, (page) => placeOf(current, page));
}

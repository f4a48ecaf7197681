// Server only: the sidebar tree of a version, from the _meta.json files beside the pages.
//
// _meta.json maps entry names to sidebar text, in display order:
//   { "index": "Introduction", "vpn": "VPN", "wireguard": { "text": "WireGuard", "collapsed": false },
//     "---": { "type": "divider", "dividerType": "dashed" },
//     "more": { "type": "header", "text": "More" },
//     "forum": { "type": "link", "text": "Forum", "href": "https://..." } }
// A name is a page file (<name>.mdx) or a folder (a group). Files not listed follow, by name.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { docHref } from '../routes';
import { ContentError } from './errors';
import type { SidebarItem, SidebarLink } from './types';

interface MetaObject {
  type?: 'page' | 'group' | 'divider' | 'header' | 'link';
  text?: string;
  href?: string;
  collapsed?: boolean;
  collapsible?: boolean;
  dividerType?: 'solid' | 'dashed';
}
type MetaEntry = string | MetaObject;

function readMeta(dir: string): Record<string, MetaEntry> {
  const file = path.join(dir, '_meta.json');
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(file, `invalid JSON: ${(error as Error).message}`);
  }
}

function titleCase(name: string): string {
  return name.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

export function buildSidebar(
  guidesDir: string,
  version: string,
  defaultVersion: string,
  pages: Map<string, { frontmatter: { title: string } }>,
): SidebarItem[] {
  const walk = (dir: string, slugPrefix: string): SidebarItem[] => {
    const meta = readMeta(dir);
    const metaFile = path.join(dir, '_meta.json');
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const names = new Map<string, 'page' | 'group'>();
    for (const e of entries) {
      if (e.isDirectory()) names.set(e.name, 'group');
      else if (/\.mdx?$/.test(e.name)) {
        const name = e.name.replace(/\.mdx?$/, '');
        if (names.get(name) === 'group') throw new ContentError(path.join(dir, e.name), `both a page and a folder are named '${name}'`);
        names.set(name, 'page');
      }
    }
    const listed = Object.keys(meta);
    const unlisted = [...names.keys()].filter((n) => !listed.includes(n)).sort();
    const items: SidebarItem[] = [];
    for (const name of [...listed, ...unlisted]) {
      const entry: MetaObject = typeof meta[name] === 'string' ? { text: meta[name] as string } : ((meta[name] as MetaObject) ?? {});
      if (entry.type === 'divider') {
        items.push({ type: 'divider', dividerType: entry.dividerType === 'dashed' ? 'dashed' : 'solid' });
        continue;
      }
      if (entry.type === 'header') {
        items.push({ type: 'header', sectionHeaderText: entry.text ?? name });
        continue;
      }
      if (entry.type === 'link') {
        if (!entry.href) throw new ContentError(metaFile, `link '${name}' needs an href`);
        items.push({ type: 'link', text: entry.text ?? name, link: entry.href });
        continue;
      }
      const kind = names.get(name);
      if (!kind) throw new ContentError(metaFile, `lists '${name}' but there is no page or folder of that name`);
      const slug = name === 'index' ? slugPrefix.replace(/\/$/, '') : `${slugPrefix}${name}`;
      if (kind === 'page') {
        const page = pages.get(slug);
        if (!page) continue;
        items.push({
          type: 'link',
          text: entry.text ?? page.frontmatter.title,
          link: docHref(version, defaultVersion, slug),
          slug,
        });
      } else {
        const children = walk(path.join(dir, name), `${slug}/`);
        if (!children.length) continue;
        items.push({
          type: 'group',
          text: entry.text ?? titleCase(name),
          items: children,
          collapsed: entry.collapsed ?? true,
          collapsible: entry.collapsible ?? true,
        });
      }
    }
    return items;
  };
  return walk(guidesDir, '');
}

/** Links of a tree in reading order. */
export function flattenLinks(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [item];
    if (item.type === 'group') return flattenLinks(item.items);
    return [];
  });
}

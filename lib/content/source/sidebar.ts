// Server only: the sidebar tree of a version, from the _meta.json files beside the pages.
//
// _meta.json maps entry names to sidebar text, in display order:
//   { "index": "Introduction", "vpn": "VPN", "wireguard": { "text": "WireGuard", "collapsed": false },
//     "---": { "type": "divider", "dividerType": "dashed" },
//     "more": { "type": "header", "text": "More" },
//     "forum": { "type": "link", "text": "Forum", "href": "https://..." } }
// A name is a page file (<name>.mdx) or a folder (a group). Files not listed follow, by name.
// A bad entry (an empty label, an unknown key, a link without href) fails with the file and line.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { docHref } from '../../routes';
import { filled, JsonFileError, readJsonFile } from '../../schema/json';
import { ContentError } from '../errors';
import type { SidebarItem, SidebarLink } from '../types';

const label = filled('a sidebar label must not be empty');
const metaObject = z.strictObject({
  type: z.enum(['page', 'group', 'divider', 'header', 'link']).optional(),
  text: label.optional(),
  href: filled("'href' is empty").optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  dividerType: z.enum(['solid', 'dashed']).optional(),
});
type MetaObject = z.output<typeof metaObject>;

/** _meta.json: each name's sidebar label, or an object for a divider, header, link or a group's options. */
const metaSchema = z.record(z.string(), z.union([label, metaObject], { error: 'must be a sidebar label or an object ({ "text": ..., "type": ... })' })).superRefine((meta, ctx) => {
  for (const [name, entry] of Object.entries(meta)) {
    if (typeof entry === 'object' && entry.type === 'link' && !entry.href) ctx.addIssue({ code: 'custom', path: [name], message: 'a link needs an href' });
  }
});

function readMeta(dir: string): Record<string, string | MetaObject> {
  const file = path.join(dir, '_meta.json');
  if (!fs.existsSync(file)) return {};
  try {
    return readJsonFile(file, metaSchema);
  } catch (error) {
    if (error instanceof JsonFileError) throw new ContentError(error.file, error.reason, error.line);
    throw error;
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
        items.push({ type: 'link', text: entry.text ?? name, link: entry.href! }); // the schema requires it
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

// Build only: writes one search index per version as static JSON with a content hash in its name
// (public/static/search/search_index.<version>.<hash>.json: a folder of content-hashed files only,
// so hosts can cache all of it for a year) and a manifest the pages read at build time
// (public/static/search-manifest.json).
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MdNode } from '../content/remark';
import { parseTree } from '../content/tree';
import { checkPage } from '../content/page';
import type { TocItem } from '../content/types';
import { getVersion, type SiteIndex } from '../content/site';
import { flattenLinks } from '../content/sidebar';
import { docHref, withBasePath } from '../routes';
import type { SearchDocument, SearchIndexFile, SearchManifest, SearchSection, SynonymGroups } from './types';

export const SEARCH_DIR = 'static/search';
const MANIFEST = 'static/search-manifest.json';
const SKIP = new Set(['code', 'image', 'imageReference', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'definition']);
const BLOCK = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'blockquote', 'tableRow']);

/** Plain text of a page and where each h2/h3 section starts in it. */
export function extractText(tree: MdNode, toc: TocItem[]): { content: string; toc: SearchSection[] } {
  let content = '';
  const sections: SearchSection[] = [];
  const walk = (node: MdNode) => {
    if (SKIP.has(node.type)) return;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3) && node.data?.id) {
      const item = toc.find((t) => t.id === node.data!.id)!;
      sections.push({ text: item.text, id: item.id, depth: item.depth, charIndex: content.length });
    }
    if (node.type === 'text' || node.type === 'inlineCode') content += node.value ?? '';
    for (const child of node.children ?? []) walk(child);
    if (BLOCK.has(node.type) && content && !content.endsWith(' ')) content += ' ';
  };
  walk(tree);
  return { content: content.replace(/\s+/g, ' ').trim(), toc: sections };
}

/** The top-level sidebar entry holding the page, e.g. 'VPN'. */
function groupOf(site: SiteIndex, version: string, slug: string): string {
  for (const item of getVersion(site, version).sidebar) {
    if (item.type === 'link' && item.slug === slug) return item.text;
    if (item.type === 'group' && flattenLinks(item.items).some((l) => l.slug === slug)) return item.text;
  }
  return 'Guides';
}

export function buildSearchDocuments(site: SiteIndex, version: string): SearchDocument[] {
  const v = getVersion(site, version);
  // Sidebar order, so that among equally good hits the one a reader meets first in the sidebar wins.
  const inSidebar = v.order.map((o) => v.guides.get(o.slug)!).filter(Boolean);
  const pages = [...new Set([...inSidebar, ...v.guides.values()])];
  return pages.map((page, id) => {
    const parsed = parseTree(page);
    // The same checks as the page compile, on the tree already parsed here: bad input fails this
    // first build step with file, line and reason.
    checkPage(site, page, parsed.tree);
    const { content, toc } = extractText(parsed.tree, parsed.toc);
    return {
      id,
      title: page.frontmatter.title,
      content,
      toc,
      routePath: docHref(version, site.defaultVersion, page.slug),
      domain: '',
      group: groupOf(site, version, page.slug),
    };
  });
}

export function readSynonyms(contentDir: string): SynonymGroups {
  const file = path.join(contentDir, 'search-synonyms.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SynonymGroups) : [];
}

/** Writes every version's index and the manifest; returns the manifest. */
export function writeSearchIndexes(site: SiteIndex, publicDir: string): SearchManifest {
  const dir = path.join(publicDir, SEARCH_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const synonyms = readSynonyms(site.contentDir);
  const manifest: SearchManifest = {};
  for (const version of site.versions) {
    const file: SearchIndexFile = { version, synonyms, documents: buildSearchDocuments(site, version) };
    const json = JSON.stringify(file);
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    const name = `search_index.${version}.${hash}.json`;
    fs.writeFileSync(path.join(dir, name), json);
    manifest[version] = withBasePath(`/${SEARCH_DIR}/${name}`);
  }
  // In `npm run dev` a stamp makes every content edit change the manifest, which the routes import.
  const stamped = process.env.DMSBG_DEV_STAMP ? { ...manifest, _stamp: process.env.DMSBG_DEV_STAMP } : manifest;
  fs.writeFileSync(path.join(publicDir, MANIFEST), JSON.stringify(stamped, null, 2));
  // Old indexes go only after the new manifest exists: `next dev` imports it and must never miss it.
  const current = new Set(Object.values(manifest).map((url) => path.basename(url)));
  for (const f of fs.readdirSync(dir)) if (f.startsWith('search_index.') && !current.has(f)) fs.rmSync(path.join(dir, f));
  return manifest;
}

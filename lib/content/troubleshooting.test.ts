// Troubleshooting by symptom (issue #37): each symptom of each version's troubleshooting pages
// ends at the page that explains the setting, and every link it gives lands on a page and heading
// that exist in that version.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildSiteIndex, getVersion, type SiteIndex } from './site';
import { parseTree } from '../mdx/processor';
import type { MdNode } from '../mdx/types';

const site: SiteIndex = buildSiteIndex(path.resolve('content'));
const SYMPTOM_PAGES = ['troubleshooting/internet', 'troubleshooting/remote-access', 'troubleshooting/vpn', 'troubleshooting/calls'];

/** The `/guides/...` links under each `##` heading of a page: [heading, links]. */
function linksBySymptom(tree: MdNode): [string, string[]][] {
  const sections: [string, string[]][] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'heading' && (node as MdNode & { depth: number }).depth === 2) sections.push([textOf(node), []]);
    else if (node.type === 'link' && sections.length > 0) {
      const url = (node as MdNode & { url: string }).url;
      if (url.startsWith('/guides/')) sections.at(-1)![1].push(url);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return sections;
}
const textOf = (node: MdNode): string => (node.value as string | undefined) ?? (node.children ?? []).map(textOf).join('');

const idsOf = new Map<string, Set<string>>();
function headingIds(version: string, slug: string): Set<string> | undefined {
  const key = `${version} ${slug}`;
  if (!idsOf.has(key)) {
    const page = getVersion(site, version).guides.get(slug);
    if (!page) return undefined;
    idsOf.set(key, new Set(parseTree(page).toc.map((t) => t.id)));
  }
  return idsOf.get(key);
}

for (const version of site.versions) {
  test(`${version}: every troubleshooting symptom links to a page and heading that exist in ${version}`, () => {
    const guides = getVersion(site, version).guides;
    for (const slug of SYMPTOM_PAGES) {
      const page = guides.get(slug);
      assert.ok(page, `${version} has no ${slug}`);
      const sections = linksBySymptom(parseTree(page).tree);
      assert.ok(sections.length >= 3, `${version} ${slug}: at least three symptoms`);
      for (const [heading, links] of sections) {
        assert.ok(links.length > 0, `${version} ${slug}, "${heading}": no link to the page that explains the setting`);
        for (const link of links) {
          const [target, anchor] = link.slice('/guides/'.length).replace(/\/$/, '').split('#');
          const ids = headingIds(version, target);
          assert.ok(ids, `${version} ${slug}, "${heading}": ${link} is not a page of ${version}`);
          if (anchor) assert.ok(ids.has(anchor), `${version} ${slug}, "${heading}": ${link} has no heading #${anchor}`);
        }
      }
    }
  });
}

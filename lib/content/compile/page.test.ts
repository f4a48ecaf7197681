// A page's compile as the reader gets it: heading ids and TOC, links and images under the site's
// paths, named table regions, "New in" sections.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { compilePage } from './page';
import { buildSiteIndex, getVersion } from '../site';
import { mdxComponents } from '../../../components/mdx/components';
import { tempContent } from '../tempContent';

const FIXTURE = path.resolve('e2e/fixtures/content');

test('headings get unique slug ids and h2/h3 make the TOC', async () => {
  const site = buildSiteIndex(FIXTURE);
  const page = getVersion(site, '2.8.0').guides.get('vpn/wireguard')!;
  const { data } = await compilePage(site, page);
  assert.deepEqual(
    data.toc.map(({ text, id, depth }) => ({ text, id, depth })),
    [
      { text: 'Site-to-Site VPN', id: 'site-to-site-vpn', depth: 2 },
      { text: 'Peers', id: 'peers', depth: 3 },
      { text: 'Site-to-Site VPN', id: 'site-to-site-vpn-1', depth: 2 },
    ],
  );
  assert.ok(data.toc[0].charIndex > 0 && data.toc[1].charIndex > data.toc[0].charIndex);
  assert.equal(data.routePath, '/guides/vpn/wireguard/');
  assert.equal(data.pageType, 'doc');
  assert.ok(data.lastUpdatedTime && !Number.isNaN(Date.parse(data.lastUpdatedTime)));
});

test('internal links point at the page version; images get the base path', async () => {
  const site = buildSiteIndex(FIXTURE);
  const page = getVersion(site, '2.7.0').guides.get('')!;
  const { content } = await compilePage(site, page);
  assert.match(renderToStaticMarkup(content), /href="\/2\.7\.0\/guides\/vpn\/wireguard\/"/);
});

test('an image in a page gets the base path', async () => {
  const dir = tempContent({ '2.7.0/guides/pic.mdx': '---\ntitle: Pic\n---\n\n![Logo](/logo-light.svg)\n' });
  const site = buildSiteIndex(dir);
  const { content } = await compilePage(site, getVersion(site, '2.7.0').guides.get('pic')!);
  assert.match(renderToStaticMarkup(content), /<img src="\/dmsbg\/logo-light\.svg" alt="Logo"[^>]*\/>/);
});

test('every table region gets a distinct name from its section', async () => {
  const table = '| A | B |\n| --- | --- |\n| 1 | 2 |\n';
  const dir = tempContent({ '2.7.0/guides/tables.mdx': `---\ntitle: Tables\n---\n\n${table}\n## Ports\n\n${table}\n${table}\n## Fields\n\n${table}` });
  const site = buildSiteIndex(dir);
  const { content } = await compilePage(site, getVersion(site, '2.7.0').guides.get('tables')!, mdxComponents);
  const labels = [...renderToStaticMarkup(content).matchAll(/<section class="table-wrapper" tabindex="0" aria-label="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(labels, ['Table', 'Table: Ports', 'Table: Ports (2)', 'Table: Fields']);
});

test('content images carry their intrinsic width and height', async () => {
  const dir = tempContent({ '2.7.0/guides/pic.mdx': '---\ntitle: Pic\n---\n\n![Overview](/images/general/dmsbg-overview.svg)\n' });
  const site = buildSiteIndex(dir);
  const { content } = await compilePage(site, getVersion(site, '2.7.0').guides.get('pic')!);
  assert.match(renderToStaticMarkup(content), /<img src="\/dmsbg\/images\/general\/dmsbg-overview\.svg" alt="Overview" width="760" height="330"\/>/);
});

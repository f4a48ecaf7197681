// The sidebar, the pager, links across versions and "New in" badges: what a version's pages link to.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { markNewSections, previousVersionOf } from '../source/changes';
import { findPage, pagerFor, versionsFile } from './navigation';
import { compilePage } from '../compile/page';
import { flattenLinks } from '../source/sidebar';
import { buildSiteIndex, getVersion } from '../site';
import { versionContext } from '../source/version';
import { versionLinks } from '../../routes/versions';
import { tempContent } from '../tempContent';

const FIXTURE = path.resolve('e2e/fixtures/content');

test('sidebar: Introduction first, _meta.json order, then unlisted pages by name; pager follows it', () => {
  const dir = tempContent({
    '2.7.0/guides/_meta.json': '{ "index": "Introduction", "b": "Bee", "---": { "type": "divider" }, "a": "Group A" }',
    '2.7.0/guides/b.mdx': '---\ntitle: B page\n---\n',
    '2.7.0/guides/a/two.mdx': '---\ntitle: Two\n---\n',
    '2.7.0/guides/a/one.mdx': '---\ntitle: One\n---\n',
    '2.7.0/guides/z.mdx': '---\ntitle: Zed\n---\n',
  });
  const v = versionContext(buildSiteIndex(dir), '2.7.0');
  assert.deepEqual(v.sidebar.map((i) => i.type), ['link', 'link', 'divider', 'group', 'link']);
  assert.deepEqual(flattenLinks(v.sidebar).map((l) => l.text), ['Introduction', 'Bee', 'One', 'Two', 'Zed']);
  const group = v.sidebar[3];
  assert.ok(group.type === 'group' && group.collapsed && group.text === 'Group A');
  assert.deepEqual(pagerFor(v, 'a/one'), {
    prev: { text: 'Bee', link: '/guides/b/' },
    next: { text: 'Two', link: '/guides/a/two/' },
  });
  assert.deepEqual(pagerFor(v, ''), { prev: undefined, next: { text: 'Bee', link: '/guides/b/' } });
});

test("_meta.json naming a page that does not exist fails with the file's name", () => {
  const dir = tempContent({ '2.7.0/guides/_meta.json': '{ "index": "Introduction", "gone": "Gone" }' });
  assert.throws(() => buildSiteIndex(dir), /_meta\.json: lists 'gone' but there is no page or folder/);
});

test("pages absent from the previous version get a 'new' tag", () => {
  const site = buildSiteIndex(FIXTURE);
  const links = flattenLinks(getVersion(site, '2.8.0').sidebar);
  assert.equal(links.find((l) => l.slug === 'vpn/mesh')?.tag, 'new');
  assert.equal(links.find((l) => l.slug === 'vpn/wireguard')?.tag, undefined);
  assert.ok(flattenLinks(getVersion(site, '2.7.0').sidebar).every((l) => !l.tag));
});

test('version links: same page, else the replaced/replacing page, else the guides index', () => {
  const dir = tempContent({
    '2.6.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.6.0/guides/index.mdx': '---\ntitle: Introduction\n---\n',
    '2.6.0/guides/ivr.mdx': '---\ntitle: IVR\n---\n',
    '2.6.0/guides/old-only.mdx': '---\ntitle: Old\n---\n',
    '2.7.0/guides/sounds-and-ivr.mdx': '---\ntitle: Sounds\nreplaces: ivr\n---\n',
    'versions.json': '{ "default": "2.7.0" }',
  });
  const site = buildSiteIndex(dir);
  const links = (v: string, slug: string | null) => Object.fromEntries(versionLinks(versionsFile(site), v, slug).map((l) => [l.version, l.link]));
  assert.deepEqual(links('2.6.0', 'ivr'), { '2.7.0': '/guides/sounds-and-ivr/', '2.6.0': '/2.6.0/guides/ivr/' });
  assert.deepEqual(links('2.7.0', 'sounds-and-ivr'), { '2.7.0': '/guides/sounds-and-ivr/', '2.6.0': '/2.6.0/guides/ivr/' });
  assert.deepEqual(links('2.6.0', 'old-only'), { '2.7.0': '/guides/', '2.6.0': '/2.6.0/guides/old-only/' });
  assert.deepEqual(links('2.6.0', null), { '2.7.0': '/', '2.6.0': '/2.6.0/' });
});

test('findPage maps site paths to sources; unknown and explicit default-version paths miss', () => {
  const site = buildSiteIndex(FIXTURE);
  assert.equal(findPage(site, '/guides/vpn/mesh/')?.slug, 'vpn/mesh');
  assert.equal(findPage(site, '/2.7.0/guides/vpn/wireguard/')?.version, '2.7.0');
  assert.equal(findPage(site, '/2.7.0/guides/vpn/mesh/'), undefined);
  assert.equal(findPage(site, '/2.8.0/guides/vpn/mesh/'), undefined);
  assert.equal(findPage(site, '/nope/'), undefined);
});

test("a page that replaces one of the previous version is not 'new'", () => {
  const dir = tempContent({
    '2.6.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.6.0/guides/index.mdx': '---\ntitle: Introduction\n---\n',
    '2.6.0/guides/ivr.mdx': '---\ntitle: IVR\n---\n',
    '2.7.0/guides/sounds-and-ivr.mdx': '---\ntitle: Sounds\nreplaces: ivr\n---\n',
    '2.7.0/guides/conference.mdx': '---\ntitle: Conference\n---\n',
  });
  const links = flattenLinks(getVersion(buildSiteIndex(dir), '2.7.0').sidebar);
  assert.equal(links.find((l) => l.slug === 'sounds-and-ivr')?.tag, undefined);
  assert.equal(links.find((l) => l.slug === 'conference')?.tag, 'new');
});

test('"New in <version>": a section the previous version lacks is marked in the TOC and badged beside its heading, not in its id', async () => {
  const { headingsWithBadges } = await import('../../../components/mdx/HeadingLink');
  const site = buildSiteIndex(FIXTURE);
  const marked = async (version: string, slug: string) => {
    const page = getVersion(site, version).guides.get(slug)!;
    return markNewSections(page, previousVersionOf(site, version), (await compilePage(site, page)).data.toc).map((t) => [t.id, t.newIn ?? '']);
  };
  assert.deepEqual(await marked('2.7.0', 'vpn/wireguard'), [['site-to-site-vpn', ''], ['peers', '2.7.0'], ['site-to-site-vpn-1', '']]);
  assert.deepEqual(await marked('2.8.0', ''), [['mesh-networks', '2.8.0']]);
  // The same headings as 2.7.0: nothing new. A page new in 2.8.0: its sidebar says 'New', not every heading.
  assert.deepEqual((await marked('2.8.0', 'vpn/wireguard')).filter(([, v]) => v), []);
  assert.deepEqual((await marked('2.8.0', 'vpn/mesh')).filter(([, v]) => v), []);
  const { h2 } = headingsWithBadges(new Map([['mesh-networks', '2.8.0']]));
  const html = renderToStaticMarkup(h2({ id: 'mesh-networks', children: 'Mesh Networks' }));
  assert.match(html, /<h2 id="mesh-networks">Mesh Networks<\/h2><span class="badge section-new">New in 2\.8\.0<\/span>/);
  assert.doesNotMatch(renderToStaticMarkup(h2({ id: 'other', children: 'Other' })), /New in/);
});

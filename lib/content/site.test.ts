// The site index: versions from the folders, the sidebar from _meta.json, 'new' tags, links between
// versions, and finding a page by its path.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildSiteIndex, getVersion, listVersions } from './site';
import { allRoutes, findPage, pagerFor, versionsFile } from './navigation';
import { versionLinks } from '../routes/versions';
import { flattenLinks } from './sidebar';

const FIXTURE = path.resolve('e2e/fixtures/content');

const tempDirs: string[] = [];
after(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Writes a throwaway content tree: { 'relative/path': 'text' }. */
function tempContent(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-content-'));
  tempDirs.push(dir);
  const base = {
    '2.7.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.7.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
  };
  for (const [rel, text] of Object.entries({ ...base, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

test('versions come from the folders; a new folder is a new version with no code change', () => {
  const { versions, defaultVersion } = listVersions(FIXTURE);
  assert.deepEqual(versions, ['2.8.0', '2.7.0', '2.6.0']);
  assert.equal(defaultVersion, '2.8.0');
  const site = buildSiteIndex(FIXTURE);
  assert.deepEqual(allRoutes(site), [
    '/', '/guides/', '/guides/kiosk/', '/guides/release-notes/', '/guides/vpn/mesh/', '/guides/vpn/wireguard/', '/guides/whats-new/', '/guides/upgrade/',
    '/2.7.0/', '/2.7.0/guides/', '/2.7.0/guides/vpn/wireguard/', '/2.7.0/guides/whats-new/', '/2.7.0/guides/upgrade/',
    '/2.6.0/', '/2.6.0/guides/', '/2.6.0/guides/vpn/pptp/', '/2.6.0/guides/vpn/wireguard/',
  ]);
});

test('versions.json sets order and default', () => {
  const dir = tempContent({
    'versions.json': '{ "default": "2.7.0", "order": ["2.7.0", "3.0.0"] }',
    '3.0.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '3.0.0/guides/index.mdx': '---\ntitle: Introduction\n---\n',
  });
  assert.deepEqual(listVersions(dir), { versions: ['2.7.0', '3.0.0'], defaultVersion: '2.7.0' });
});

test('sidebar: Introduction first, _meta.json order, then unlisted pages by name; pager follows it', () => {
  const dir = tempContent({
    '2.7.0/guides/_meta.json': '{ "index": "Introduction", "b": "Bee", "---": { "type": "divider" }, "a": "Group A" }',
    '2.7.0/guides/b.mdx': '---\ntitle: B page\n---\n',
    '2.7.0/guides/a/two.mdx': '---\ntitle: Two\n---\n',
    '2.7.0/guides/a/one.mdx': '---\ntitle: One\n---\n',
    '2.7.0/guides/z.mdx': '---\ntitle: Zed\n---\n',
  });
  const site = buildSiteIndex(dir);
  const v = getVersion(site, '2.7.0');
  assert.deepEqual(v.sidebar.map((i) => i.type), ['link', 'link', 'divider', 'group', 'link']);
  assert.deepEqual(flattenLinks(v.sidebar).map((l) => l.text), ['Introduction', 'Bee', 'One', 'Two', 'Zed']);
  const group = v.sidebar[3];
  assert.ok(group.type === 'group' && group.collapsed && group.text === 'Group A');
  assert.deepEqual(pagerFor(site, '2.7.0', 'a/one'), {
    prev: { text: 'Bee', link: '/guides/b/' },
    next: { text: 'Two', link: '/guides/a/two/' },
  });
  assert.deepEqual(pagerFor(site, '2.7.0', ''), { prev: undefined, next: { text: 'Bee', link: '/guides/b/' } });
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

// _meta.json through its schema: an empty sidebar label, an unknown key, a link without href or a
// value that is neither a label nor an object fails the build with the file, the line and the reason.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ContentError } from '../errors';
import { buildSiteIndex } from '../site';
import { tempContent } from '../tempContent';

const pages = { '2.7.0/guides/vpn/wireguard.mdx': '---\ntitle: WireGuard\n---\n\nText.\n' };

function buildError(meta: string): ContentError {
  const dir = tempContent({ ...pages, '2.7.0/guides/_meta.json': meta });
  try {
    buildSiteIndex(dir);
  } catch (error) {
    assert.ok(error instanceof ContentError, String(error));
    assert.equal(error.file, path.join(dir, '2.7.0/guides/_meta.json'));
    return error;
  }
  assert.fail('the build should have failed');
}

test('a bad _meta.json entry fails with its line and the reason', () => {
  const cases: [string, number, string][] = [
    ['{\n  "index": "Introduction",\n  "vpn": " "\n}', 3, 'vpn: a sidebar label must not be empty'],
    ['{\n  "index": "Introduction",\n  "vpn": { "text": "VPN", "colapsed": false }\n}', 3, "vpn: unknown field 'colapsed'"],
    ['{\n  "vpn": {\n    "text": "VPN",\n    "collapsed": "no"\n  }\n}', 4, 'vpn.collapsed: must be true or false'],
    ['{\n  "index": "Introduction",\n  "forum": { "type": "link", "text": "Forum" }\n}', 3, 'forum: a link needs an href'],
    ['{\n  "---": { "type": "divider", "dividerType": "dotted" }\n}', 2, "---.dividerType: 'dotted' is not one of solid, dashed"],
    ['{\n  "index": "Introduction",\n  "vpn": 5\n}', 3, 'vpn: must be a sidebar label or an object ({ "text": ..., "type": ... })'],
    ['{\n  "index": "Introduction",\n  "vpn": "VPN",\n}', 4, 'invalid JSON'],
  ];
  for (const [meta, line, reason] of cases) {
    const e = buildError(meta);
    assert.equal(e.line, line, meta);
    assert.ok(e.reason.startsWith(reason), `${e.reason} (expected ${reason})`);
    assert.match(e.message, new RegExp(`_meta\\.json:${line}: `));
  }
});

test('labels, dividers, headers, links and group options build as before', () => {
  const meta = JSON.stringify({
    index: 'Introduction',
    '---': { type: 'divider', dividerType: 'dashed' },
    more: { type: 'header', text: 'More' },
    vpn: { text: 'VPN', collapsed: false },
    forum: { type: 'link', text: 'Forum', href: 'https://example.com/forum' },
  });
  const site = buildSiteIndex(tempContent({ ...pages, '2.7.0/guides/_meta.json': meta }));
  const sidebar = site.byVersion.get('2.7.0')!.sidebar;
  assert.deepEqual(
    sidebar.map((item) => item.type),
    ['link', 'divider', 'header', 'group', 'link'],
  );
  assert.deepEqual(sidebar[3], { type: 'group', text: 'VPN', items: [{ type: 'link', text: 'WireGuard', link: '/guides/vpn/wireguard/', slug: 'vpn/wireguard' }], collapsed: false, collapsible: true });
});

test("every _meta.json of the real content passes (the site index reads them all)", () => {
  const metas = fs.readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('_meta.json'));
  assert.ok(metas.length > 10);
  assert.ok(buildSiteIndex(path.resolve('content')).versions.length);
});

// The real content: every page What's new lists as added, replaced, removed or changed in substance
// states in words what changed (frontmatter `changes`, WRITING.md), in every version.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { versionChanges } from './generated';
import { buildSiteIndex, compareVersionsDesc, getVersion } from './site';

const site = buildSiteIndex(path.resolve('content'));
const chronological = [...site.versions].sort((a, b) => compareVersionsDesc(b, a));

for (let i = 1; i < chronological.length; i++) {
  const [previous, version] = [chronological[i - 1], chronological[i]];
  test(`${version}: every page What's new lists has written entries; every removed page says where its settings went`, () => {
    const changes = versionChanges(getVersion(site, version), getVersion(site, previous));
    const stated = new Set(changes.written.map((w) => w.page.slug));
    const missing = [
      ...changes.added.filter((p) => !stated.has(p.slug)).map((p) => `added ${p.slug}`),
      ...changes.replaced.filter((r) => !stated.has(r.page.slug)).map((r) => `replaced ${r.page.slug}`),
      ...changes.changed.filter((c) => !stated.has(c.page.slug)).map((c) => `changed ${c.page.slug}`),
      ...changes.removed.filter((p) => !changes.written.some((w) => w.entry.from === p.slug)).map((p) => `removed ${p.slug}`),
    ];
    assert.deepEqual(missing, []);
    // A replacing page names the page it replaces in one of its entries.
    for (const { page, old } of changes.replaced) assert.ok(changes.written.some((w) => w.page === page && w.entry.from === old.slug), page.slug);
  });
}

test('2.6.9 to 2.7.0: pages whose only change is a link re-pointed at a renamed page are not changed', () => {
  const changes = versionChanges(getVersion(site, '2.7.0'), getVersion(site, '2.6.9'));
  const minor = changes.minor.map((p) => p.slug);
  for (const slug of ['pbx/call-routing', 'firewall/port-forwarding', 'pbx/extensions-endpoints/softphones/bria', 'administration/system']) assert.ok(minor.includes(slug), slug);
  assert.ok(!changes.changed.some((c) => minor.includes(c.page.slug)));
});

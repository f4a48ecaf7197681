// The real content: every page What's new lists as added, replaced, removed or changed in substance
// states in words what changed (frontmatter `changes`, WRITING.md), in every version.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { versionChanges } from './kinds';
import { buildSiteIndex, compareVersionsDesc, getVersion } from '../site';

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

test("What's new: written entries first, by kind then guides section, each linked to its section; link-only and editorial pages not listed", async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const { whatsNewBody } = await import('./kinds');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-whatsnew-'));
  const files: Record<string, string> = {
    '2.6.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.6.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
    '2.6.0/guides/pbx/ivr.mdx': '---\ntitle: IVR\n---\n\n## Plans\n\nText.\n',
    '2.6.0/guides/pbx/routing.mdx': '---\ntitle: Call Routing\n---\n\nSend calls to an [IVR](/guides/pbx/ivr).\n',
    '2.6.0/guides/pbx/queues.mdx': '---\ntitle: Queues\n---\n\nRing all.\n',
    '2.6.0/guides/wan/wwan.mdx': '---\ntitle: WWAN\n---\n\n## APN\n\nText.\n',
    '2.6.0/guides/wan/priorities.mdx': '---\ntitle: Priorities\n---\n\n## Order\n\nWAN first.\n',
    '2.7.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.7.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
    '2.7.0/guides/pbx/sounds-and-ivr.mdx':
      '---\ntitle: Sounds and IVR\nreplaces: pbx/ivr\nchanges:\n  - kind: renamed\n    from: pbx/ivr\n    section: Plans\n    text: IVR is now Sounds and IVR.\n---\n\n## Plans\n\nText.\n',
    '2.7.0/guides/pbx/routing.mdx': '---\ntitle: Call Routing\n---\n\nSend calls to an [IVR](/guides/pbx/sounds-and-ivr).\n',
    '2.7.0/guides/pbx/queues.mdx': '---\ntitle: Queues\neditorial: Reworded.\n---\n\nEvery phone rings at once.\n',
    '2.7.0/guides/wan/priorities.mdx':
      '---\ntitle: Priorities\nchanges:\n  - kind: removed\n    from: wan/wwan\n    section: LTE Modem\n    text: The WWAN page is gone; its APN is set here.\n  - kind: changed\n    section: Order\n    text: LTE can come first.\n---\n\n## Order\n\nAny order.\n\n## LTE Modem\n\nAPN.\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  try {
    const s = buildSiteIndex(dir);
    const body = whatsNewBody(getVersion(s, '2.7.0'), getVersion(s, '2.6.0'));
    const headings = body.split('\n').filter((l) => l.startsWith('#'));
    assert.deepEqual(headings, [
      '## What changed', '### Renamed or moved', '#### Pbx', '### Changed behaviour or defaults', '#### Wan', '### Removed', '#### Wan',
      '## Pages added', '## Pages replaced', '## Pages removed', '## Pages changed',
    ]);
    assert.match(body, /- \[Sounds and IVR › Plans\]\(\/guides\/pbx\/sounds-and-ivr#plans\): IVR is now Sounds and IVR\. \(in 2\.6\.0: \[IVR\]\(\/2\.6\.0\/guides\/pbx\/ivr\)\)/);
    assert.match(body, /- \[Priorities › Order\]\(\/guides\/wan\/priorities#order\): LTE can come first\./);
    // The removed page points to where its settings went.
    assert.match(body, /## Pages removed\n\n- \[WWAN\]\(\/2\.6\.0\/guides\/wan\/wwan\): The WWAN page is gone; its APN is set here\. \(\[Priorities › LTE Modem\]\(\/guides\/wan\/priorities#lte-modem\)\)\n/);
    // Call Routing (a link re-pointed at the renamed page) and Queues (editorial) are not listed; Priorities is.
    const changed = body.slice(body.indexOf('## Pages changed'));
    assert.match(changed, /\[Priorities\]/);
    assert.doesNotMatch(changed, /Call Routing|Queues/);
    assert.match(body, /2 other pages differ only in links, punctuation or our own rewording/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("pages are compared as readers see them: a port changed in ports.json changes the pages that refer to it, and only the words count", async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-portrefs-'));
  const ports = (tls: string) => JSON.stringify({ table: 'Ports', rows: [{ id: 'sip-tls', ports: [tls], transports: ['tcp'], wan: 'no', cells: { port: tls, protocol: 'TCP', direction: 'LAN → box', service: 'SIP over TLS', configuredOn: 'PBX', openOnWan: 'No' } }] });
  const files: Record<string, string> = {
    '2.6.0/ports.json': ports('6069'),
    '2.7.0/ports.json': ports('7069'),
    '2.6.0/guides/phones.mdx': '---\ntitle: Phones\n---\n\nUse TLS on <Port id="sip-tls" />.\n',
    '2.7.0/guides/phones.mdx': '---\ntitle: Phones\n---\n\nUse TLS on <Port id="sip-tls" />.\n',
  };
  for (const v of ['2.6.0', '2.7.0']) {
    files[`${v}/index.mdx`] = '---\npageType: home\ntitle: Home\n---\n';
    files[`${v}/guides/index.mdx`] = '---\ntitle: Introduction\n---\n\nHello.\n';
  }
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  try {
    const s = buildSiteIndex(dir);
    const changes = versionChanges(getVersion(s, '2.7.0'), getVersion(s, '2.6.0'));
    assert.deepEqual(changes.changed.map((c) => [c.page.slug, c.size]), [['phones', { added: 1, removed: 1 }]]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

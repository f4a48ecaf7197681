import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffMarkdown, neutralLinks, splitSections } from './diff';
import { changeSize } from './size';

const page = (body: string) => `# WireGuard\n\n> Tunnels between sites.\n\n${body}`;

const marked = (parts: { value: string; added?: boolean; removed?: boolean }[]) =>
  parts.map((p) => (p.added ? `{+${p.value}+}` : p.removed ? `[-${p.value}-]` : p.value)).join('');

test('the same text, with links to its own version, has no changes', () => {
  const old = page('## Setup\n\nSee [peers](/dmsbg/2.6.9/guides/vpn/peers/#keys).\n');
  const now = page('## Setup\n\nSee [peers](/dmsbg/guides/vpn/peers/#keys).\n');
  assert.equal(neutralLinks(old), neutralLinks(now));
  assert.deepEqual(diffMarkdown(old, now), []);
  assert.deepEqual(changeSize('same', 'same'), { added: 0, removed: 0 });
});

test('a reworded sentence is a changed section with its words marked', () => {
  const [change] = diffMarkdown(page('## Setup\n\nOpen the VPN page and add a peer.\n'), page('## Setup\n\nOpen the WireGuard page and add a peer.\n'));
  assert.equal(change.heading, 'Setup');
  assert.equal(change.status, 'changed');
  assert.match(marked(change.parts), /\[-VPN-\]\{\+WireGuard\+\}|\{\+WireGuard\+\}\[-VPN-\]/);
  assert.deepEqual([change.added, change.removed], [1, 1]);
});

test('a renamed heading is a removed and an added section, in reading order', () => {
  const changes = diffMarkdown(page('## Peers\n\nA.\n\n## Keys\n\nB.\n'), page('## Peers\n\nA.\n\n## Key pairs\n\nB.\n'));
  assert.deepEqual(
    changes.map((c) => [c.status, c.heading]),
    [
      ['added', 'Key pairs'],
      ['removed', 'Keys'],
    ],
  );
});

test('tables: a changed cell is marked, the rest of the row is not', () => {
  const table = (port: string) => page(`## Settings\n\n| Setting | Default |\n| --- | --- |\n| Listen port | ${port} |\n| MTU | 1420 |\n`);
  const [change] = diffMarkdown(table('51820'), table('51821'));
  assert.match(marked(change.parts), /\| Listen port \| (\[-51820-\]\{\+51821\+\}|\{\+51821\+\}\[-51820-\]) \|\n\| MTU \| 1420 \|/);
});

test('code blocks: a # line inside a fence is not a heading, and its changes are marked', () => {
  const code = (cmd: string) => page(`## Script\n\n\`\`\`bash\n## not a heading\n${cmd}\n\`\`\`\n\nAfter.\n`);
  assert.deepEqual(
    splitSections(code('wg show')).map((s) => s.heading),
    ['Introduction', 'Script'],
  );
  const [change] = diffMarkdown(code('wg show'), code('wg show all'));
  assert.equal(change.heading, 'Script');
  assert.match(marked(change.parts), /wg show ?\{\+ ?all\s*\+\}/);
});

test('lists: an added item is an addition, a removed one a removal', () => {
  const list = (items: string[]) => page(`## Steps\n\n${items.map((i, n) => `${n + 1}. ${i}`).join('\n')}\n`);
  const [change] = diffMarkdown(list(['Open the page.', 'Add a peer.']), list(['Open the page.', 'Add a peer.', 'Save.']));
  assert.equal(change.removed, 0);
  assert.ok(change.added >= 1);
  assert.match(marked(change.parts), /\{\+[^+]*Save\.[^+]*\+\}/);
  assert.deepEqual(changeSize('1. A\n2. B\n', '1. A\n'), { added: 0, removed: 2 });
});

test('headings repeated under different parents are told apart by their path', () => {
  const text = page('## WAN\n\n### Default\n\nOn.\n\n## LAN\n\n### Default\n\nOff.\n');
  assert.deepEqual(
    splitSections(text).map((s) => s.heading),
    ['Introduction', 'WAN', 'WAN > Default', 'LAN', 'LAN > Default'],
  );
  const [change] = diffMarkdown(text, text.replace('Off.', 'On.'));
  assert.equal(change.heading, 'LAN > Default');
});

test('reflowed lines (whitespace only) are no change, as WRITING.md tells writers', () => {
  const before = page('## Setup\n\nOpen the page and add\na peer for each site.\n');
  const after = page('## Setup\n\nOpen the page\nand add a peer for each site.\n');
  assert.deepEqual(diffMarkdown(before, after), []);
  assert.deepEqual(changeSize(before, after), { added: 0, removed: 0 });
});

test('a site link re-pointed at the page that now holds its section changes no words; its text and other links still count', () => {
  const before = '## Address\n\nSee [Carrier-Grade NAT on LTE](/dmsbg/2.6.9/guides/network-settings/wan-wwan/wwan/#carrier-grade-nat-on-lte).\n';
  const after = '## Address\n\nSee [Carrier-Grade NAT on LTE](/dmsbg/guides/network-settings/wan-wwan/priorities/#carrier-grade-nat-on-lte).\n';
  assert.deepEqual(diffMarkdown(before, after), []);
  assert.equal(diffMarkdown(before, after.replace('Carrier-Grade NAT on LTE', 'CGNAT on LTE')).length, 1);
  assert.equal(diffMarkdown('## A\n\n[x](https://example.com/a)\n', '## A\n\n[x](https://example.com/b)\n').length, 1);
});

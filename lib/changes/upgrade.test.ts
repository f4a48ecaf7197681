import assert from 'node:assert/strict';
import { test } from 'node:test';
import { upgradePath, type Step } from './upgrade';

// Three versions: 2.8.0 renames ivr to sounds-and-ivr and drops wwan; 2.9.0 renames sounds-and-ivr
// again (to voice-menus) and repeats one of 2.8.0's entries, as a copied folder would.
const steps: Step[] = [
  { version: '2.7.0', slugs: ['', 'pbx/ivr', 'wan/wwan', 'vpn/wireguard'], replaces: {}, entries: [] },
  {
    version: '2.8.0',
    slugs: ['', 'pbx/sounds-and-ivr', 'wan/wwan', 'wan/priorities', 'vpn/wireguard'],
    replaces: { 'pbx/sounds-and-ivr': 'pbx/ivr' },
    entries: [
      { slug: 'vpn/wireguard', kind: 'new', text: 'Peers can carry a keepalive.', section: 'Peers' },
      { slug: 'pbx/sounds-and-ivr', kind: 'renamed', text: 'IVR is now Sounds and IVR.' },
      { slug: 'wan/wwan', kind: 'changed', text: 'The APN may be left empty.', section: 'APN' },
    ],
  },
  {
    version: '2.9.0',
    slugs: ['', 'pbx/voice-menus', 'wan/priorities', 'vpn/wireguard'],
    replaces: { 'pbx/voice-menus': 'pbx/sounds-and-ivr' },
    entries: [
      { slug: 'wan/priorities', kind: 'removed', text: 'The WWAN page is gone; its APN and PIN are here.', section: 'LTE Modem Settings', from: 'wan/wwan' },
      { slug: 'vpn/wireguard', kind: 'new', text: 'Peers  can carry a keepalive.', section: 'Peers' },
      { slug: 'pbx/voice-menus', kind: 'renamed', text: 'Sounds and IVR is now Voice Menus.' },
    ],
  },
];

test('from the oldest version: every later entry once, oldest first, labelled and linked in the version read', () => {
  assert.deepEqual(upgradePath(steps, '2.7.0'), [
    // Within a version: renamed, changed, removed, then new.
    // Renamed again in 2.9.0: followed forward to the page that holds it now.
    { version: '2.8.0', kind: 'renamed', text: 'IVR is now Sounds and IVR.', slug: 'pbx/voice-menus', linkVersion: '2.9.0', statedBy: 'pbx/sounds-and-ivr' },
    // Its page is gone in 2.9.0: linked where it was.
    { version: '2.8.0', kind: 'changed', text: 'The APN may be left empty.', section: 'APN', slug: 'wan/wwan', linkVersion: '2.8.0', statedBy: 'wan/wwan' },
    { version: '2.8.0', kind: 'new', text: 'Peers can carry a keepalive.', section: 'Peers', slug: 'vpn/wireguard', linkVersion: '2.9.0', statedBy: 'vpn/wireguard' },
    { version: '2.9.0', kind: 'renamed', text: 'Sounds and IVR is now Voice Menus.', slug: 'pbx/voice-menus', linkVersion: '2.9.0', statedBy: 'pbx/voice-menus' },
    { version: '2.9.0', kind: 'removed', text: 'The WWAN page is gone; its APN and PIN are here.', section: 'LTE Modem Settings', from: 'wan/wwan', slug: 'wan/priorities', linkVersion: '2.9.0', statedBy: 'wan/priorities' },
    // The keepalive entry 2.9.0 repeats (a copied folder) is left out.
  ]);
});

test('from the middle version: only the newer version, which then brings the repeated entry', () => {
  const items = upgradePath(steps, '2.8.0');
  assert.deepEqual(
    items.map((i) => [i.version, i.kind, i.slug]),
    [
      ['2.9.0', 'renamed', 'pbx/voice-menus'],
      ['2.9.0', 'removed', 'wan/priorities'],
      ['2.9.0', 'new', 'vpn/wireguard'],
    ],
  );
  assert.deepEqual(upgradePath(steps, '2.9.0'), []);
  assert.throws(() => upgradePath(steps, '1.0.0'), /unknown version 1\.0\.0/);
});

test("the banner's and switcher's links name the id the upgrade page gives 'From <version>'", async () => {
  const { slugify } = await import('../mdx/slug');
  const { upgradeFromId, upgradeHref } = await import('../routes/upgrade');
  for (const v of ['2.6.0', '1.9.5', '2.10.1', '3.0.0-rc.1']) assert.equal(upgradeFromId(v), slugify(`From ${v}`));
  assert.equal(upgradeHref('2.6.0', false), '/guides/upgrade/#from-260');
  assert.equal(upgradeHref('2.7.0', true), '/guides/upgrade/');
});

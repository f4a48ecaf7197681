import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sourceHash } from '../../i18n/status';
import { tempContent } from '../tempContent';
import { readSite } from './read';
import { ContentError } from '../errors';
import { translationStatus } from '../outputs/translationStatus';

const HINDI = '{ "label": "हिन्दी", "dir": "ltr" }';
const page = (title: string, body: string, source?: string) => `---\ntitle: ${title}\n${source ? `source: "${source}"\n` : ''}---\n\n${body}\n`;
const WIREGUARD = 'WireGuard joins two sites. Read [the peers](/guides/vpn/peers) first.\n\n## Setup\n\nSet **Listen Port** to the port.';
const HINDI_WIREGUARD = 'वायरगार्ड दो साइटों को जोड़ता है। पहले [पीयर](/guides/vpn/peers) पढ़ें।\n\n## सेटअप\n\n**Listen Port** सेट करें।';

/** A site with 2.7.0 and 2.6.9 whose WireGuard pages are `v270` and `v269`, and a Hindi translation of 2.7.0's. */
function site(v270: string, v269: string) {
  return readSite(
    tempContent({
      '2.6.9/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
      '2.6.9/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
      ...Object.fromEntries(['2.7.0', '2.6.9'].map((v) => [`${v}/guides/vpn/peers.mdx`, page('Peers', 'Peers.')])),
      '2.7.0/guides/vpn/wireguard.mdx': page('WireGuard', v270),
      '2.6.9/guides/vpn/wireguard.mdx': page('WireGuard', v269),
      'i18n/hi/locale.json': HINDI,
      'i18n/hi/2.7.0/guides/vpn/wireguard.mdx': page('वायरगार्ड', HINDI_WIREGUARD, sourceHash(WIREGUARD)),
    }),
  ).translations.get('hi')!;
}

test('a translation serves another version whose English says the same, as current, naming where it was written', () => {
  const served = site(WIREGUARD, WIREGUARD.replace('first.', 'first!')).get('2.6.9')?.guides.get('vpn/wireguard');
  assert.equal(served?.frontmatter.title, 'वायरगार्ड');
  assert.equal(served?.version, '2.6.9');
  assert.equal(served?.inheritedFrom, '2.7.0');
  assert.deepEqual(served?.status, { state: 'current' });
});

test('a version whose English changed in substance, or where the translation does not fit, shows English', () => {
  const changed = site(WIREGUARD, WIREGUARD.replace('the port', 'the port you chose'));
  assert.equal(changed.get('2.6.9'), undefined);
  // A link-only change keeps the hash, but the translation's link would lead elsewhere than 2.6.9's English: parity says no.
  const relinked = site(WIREGUARD, WIREGUARD.replace('/guides/vpn/peers', '/guides/vpn/wireguard'));
  assert.equal(sourceHash(WIREGUARD.replace('/guides/vpn/peers', '/guides/vpn/wireguard')), sourceHash(WIREGUARD));
  assert.equal(relinked.get('2.6.9'), undefined);
  assert.equal(relinked.get('2.7.0')?.guides.get('vpn/wireguard')?.inheritedFrom, undefined, 'its own version keeps it');
});

test("a language's _meta.json labels the English sidebar's pages and folders; a name English lacks fails at its line", async () => {
  const dir = (meta: string) =>
    tempContent({
      '2.7.0/guides/vpn/wireguard.mdx': page('WireGuard', 'Text.'),
      '2.7.0/guides/vpn/mesh.mdx': page('Mesh', 'Text.'),
      'i18n/hi/locale.json': HINDI,
      'i18n/hi/2.7.0/guides/_meta.json': '{ "vpn": "वीपीएन" }',
      'i18n/hi/2.7.0/guides/vpn/_meta.json': meta,
    });
  const labels = readSite(dir('{\n  "mesh": "मेश"\n}\n')).translations.get('hi')!.get('2.7.0')!.labels!;
  assert.deepEqual([...labels.groups], [['vpn', 'वीपीएन']]);
  assert.deepEqual([...labels.pages], [['vpn/mesh', 'मेश']]);
  const { inLanguageOf } = await import('../render/languages');
  const site = readSite(dir('{\n  "mesh": "मेश"\n}\n'));
  const [group] = inLanguageOf(site, 'hi', '2.7.0').sidebar(site.byVersion.get('2.7.0')!.sidebar.filter((i) => i.type === 'group'));
  assert.equal(group.type === 'group' && group.text, 'वीपीएन');
  assert.deepEqual(group.type === 'group' && group.items.map((i) => i.type === 'link' && [i.text, i.link]), [
    ['मेश', '/hi/guides/vpn/mesh/'],
    ['WireGuard', '/hi/guides/vpn/wireguard/'],
  ]);
  assert.throws(
    () => readSite(dir('{\n  "mesh": "मेश",\n  "meshh": "x"\n}\n')),
    (e: unknown) => e instanceof ContentError && e.line === 3 && /'meshh' is neither a page nor a folder/.test(e.message),
  );
  assert.throws(() => readSite(dir('{ "mesh": "" }')), (e: unknown) => e instanceof ContentError && /must not be empty/.test(e.message));
});

test("a version without sidebar labels of its own takes the first labelled version's, for the pages and folders it has", () => {
  const site = readSite(
    tempContent({
      '2.6.9/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
      '2.6.9/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
      '2.7.0/guides/vpn/wireguard.mdx': page('WireGuard', 'Text.'),
      '2.7.0/guides/vpn/mesh.mdx': page('Mesh', 'Text.'),
      '2.6.9/guides/vpn/wireguard.mdx': page('WireGuard', 'Text.'),
      'i18n/hi/locale.json': HINDI,
      'i18n/hi/2.7.0/guides/_meta.json': '{ "vpn": "वीपीएन" }',
      'i18n/hi/2.7.0/guides/vpn/_meta.json': '{ "mesh": "मेश", "wireguard": "वायरगार्ड" }',
    }),
  );
  const labels = site.translations.get('hi')!.get('2.6.9')!.labels!;
  assert.deepEqual([...labels.groups], [['vpn', 'वीपीएन']]);
  assert.deepEqual([...labels.pages], [['vpn/wireguard', 'वायरगार्ड']], '2.6.9 has no Mesh page');
});

test("failing a same-English translation, a version shows the nearest version's, marked outdated, when fewer than half its sections changed", () => {
  const english = 'WireGuard joins two sites.\n\n## Setup\n\nSet **Listen Port** to the port.\n\n## Peers\n\nAdd each peer with its key.';
  const hindi = 'वायरगार्ड दो साइटों को जोड़ता है।\n\n## सेटअप\n\n**Listen Port** सेट करें।\n\n## पीयर\n\nहर पीयर को उसकी कुंजी के साथ जोड़ें।';
  const siteWith269 = (v269: string) =>
    readSite(
      tempContent({
        '2.6.9/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
        '2.6.9/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
        '2.7.0/guides/vpn/wireguard.mdx': page('WireGuard', english),
        '2.6.9/guides/vpn/wireguard.mdx': page('WireGuard', v269),
        'i18n/hi/locale.json': HINDI,
        'i18n/hi/2.7.0/guides/vpn/wireguard.mdx': page('वायरगार्ड', hindi, sourceHash(english)),
        // What npm run i18n:stamp keeps: the English the translation was made from.
        [`i18n/.sources/${sourceHash(english)}.md`]: english,
      }),
    );
  const withEnglish269 = (v269: string) => siteWith269(v269).translations.get('hi')!;
  // One of three sections (Peers) says something else in 2.6.9.
  const served = withEnglish269(english.replace('with its key', 'with its public key and address')).get('2.6.9')?.guides.get('vpn/wireguard');
  assert.equal(served?.frontmatter.title, 'वायरगार्ड');
  assert.equal(served?.inheritedFrom, '2.7.0');
  assert.deepEqual(served?.status, { state: 'outdated', sections: [{ heading: 'Peers', anchor: 'peers' }] });
  // The status page says whose translation it is and links the changed section of 2.6.9's English.
  const status = translationStatus(siteWith269(english.replace('with its key', 'with its public key and address')));
  const row = status.languages[0].versions.find((v) => v.version === '2.6.9')!.pages.find((p) => p.title === 'वायरगार्ड');
  assert.deepEqual(row, { title: 'वायरगार्ड', link: '/hi/2.6.9/guides/vpn/wireguard/', state: 'outdated', inheritedFrom: '2.7.0', sections: [{ heading: 'Peers', link: '/2.6.9/guides/vpn/wireguard/#peers' }] });
  // Two of three changed: English.
  assert.equal(withEnglish269(english.replace('with its key', 'with its public key').replace('two sites', 'two offices')).get('2.6.9'), undefined);
  // A changed label in the one changed section: the translation no longer fits (parity), so English.
  assert.equal(withEnglish269(english.replace('Set **Listen Port**', 'Set **Port**')).get('2.6.9'), undefined);
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import matter from 'gray-matter';
import { diffMarkdown } from '../changes/diff';
import { ContentError } from '../mdx/errors';
import { checkSource, changedSections, inheritedTranslation, nearestOutdatedTranslation, sectionCount, SOURCE_HASH, sourceHash, translationState } from './status';

const english = [
  'WireGuard joins two sites. See [peers](/guides/vpn/peers#keys) first.',
  '',
  '## Setup',
  '',
  'Open the VPN page and add a tunnel.',
  '',
  '### Options',
  '',
  'The listen port is 51820.',
  '',
  '## Peers',
  '',
  '```bash',
  '## not a heading: a comment in code',
  'wg show',
  '```',
  '',
  '### Options',
  '',
  'Each peer has a public key.',
  '',
].join('\n');

/** `english` with `from` replaced by `to` (once; fails the test when `from` is absent, so no edit goes unnoticed). */
function edit(from: string, to: string, text = english): string {
  assert.ok(text.includes(from), `fixture lacks ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

const outdated = (snapshot: string | undefined, englishBody: string) => translationState({ source: sourceHash(english), snapshot, englishBody });

test('the source hash is 12 hex digits, the same after link-target and punctuation edits, different after a word edit', () => {
  const hash = sourceHash(english);
  assert.match(hash, SOURCE_HASH);
  assert.equal(sourceHash(edit('/guides/vpn/peers#keys', '/guides/vpn/wireguard-peers#peer-keys')), hash, 'a re-pointed link');
  assert.equal(sourceHash(edit('Open the VPN page and add a tunnel.', 'Open the VPN page, and add a tunnel!')), hash, 'punctuation');
  assert.equal(sourceHash(edit('## Setup\n\nOpen', '## Setup\n\n\nOpen')), hash, 'whitespace');
  assert.notEqual(sourceHash(edit('add a tunnel', 'add a peer')), hash, 'a word');
  assert.notEqual(sourceHash(edit('51820', '51821')), hash, 'a number');
});

test('a translation made from the current English is current', () => {
  assert.deepEqual(translationState({ source: sourceHash(english), snapshot: english, englishBody: english }), { state: 'current' });
  // An editorial English edit since keeps it current.
  assert.deepEqual(translationState({ source: sourceHash(english), snapshot: english, englishBody: edit('tunnel.', 'tunnel;') }), { state: 'current' });
});

test('a word changed in a section makes the translation outdated, naming that section and its anchor', () => {
  assert.deepEqual(outdated(english, edit('The listen port is 51820.', 'The listen port is 51821.')), {
    state: 'outdated',
    sections: [{ heading: 'Setup > Options', anchor: 'options' }],
  });
  // The second "Options" heading gets the slugger's second id, as on the page.
  assert.deepEqual(outdated(english, edit('a public key', 'a public key and an endpoint')), {
    state: 'outdated',
    sections: [{ heading: 'Peers > Options', anchor: 'options-1' }],
  });
  // Text before the first heading is the Introduction, which has no anchor of its own.
  assert.deepEqual(outdated(english, edit('joins two sites', 'joins two offices')), { state: 'outdated', sections: [{ heading: 'Introduction', anchor: '' }] });
});

test('an editorial or link-only section edit is not listed beside a real change', () => {
  let after = edit('Open the VPN page and add a tunnel.', 'Open the VPN page; and add a tunnel.'); // punctuation in Setup
  after = edit('/guides/vpn/peers#keys', '/guides/vpn/peer-list', after); // a link target in the Introduction
  after = edit('a public key', 'a public key and an endpoint', after); // words in Peers > Options
  // The "Changes since" diff shows the editorial sections too; the status lists only the changed words.
  assert.ok(diffMarkdown(english, after).some((c) => c.heading === 'Setup'), 'the fixture edits Setup');
  assert.deepEqual(outdated(english, after), { state: 'outdated', sections: [{ heading: 'Peers > Options', anchor: 'options-1' }] });
});

test('added and removed sections are listed in reading order; a heading renamed only in punctuation is not', () => {
  const after = edit('## Peers', '## Keys\n\nEvery tunnel needs a key pair.\n\n## Peers');
  assert.deepEqual(changedSections(english, after), [{ heading: 'Keys', anchor: 'keys' }]);
  // The heading as written (as "Changes since" names it); the anchor is the page's id for it, from the
  // text a reader sees: link target, code and emphasis marks dropped.
  const marked = edit('## Peers', '## Use [`wg` *keys*](/guides/vpn/keys)\n\nText.\n\n## Peers');
  assert.deepEqual(changedSections(english, marked), [{ heading: 'Use [`wg` *keys*](/guides/vpn/keys)', anchor: 'use-wg-keys' }]);
  const removed = edit('### Options\n\nThe listen port is 51820.\n\n', '');
  assert.deepEqual(changedSections(english, removed), [{ heading: 'Setup > Options', anchor: 'options' }]);
  assert.deepEqual(changedSections(english, edit('## Setup', '## Setup:')), []);
  // A renamed heading: the new section and the old one (its anchor, which the translation keeps); the
  // Options under it only moved with it, so it is not listed.
  assert.deepEqual(changedSections(english, edit('## Setup', '## Installation')), [
    { heading: 'Installation', anchor: 'installation' },
    { heading: 'Setup', anchor: 'setup' },
  ]);
});

test('without its snapshot an outdated translation names no sections; without a translation it is missing', () => {
  assert.deepEqual(outdated(undefined, edit('add a tunnel', 'add a peer')), { state: 'outdated', sections: [] });
  assert.deepEqual(translationState({ source: undefined, snapshot: undefined, englishBody: english }), { state: 'missing' });
});

test('a real page: its own text is current; a word edit in one of its sections names that section', () => {
  const body = matter(fs.readFileSync('content/2.7.0/guides/firewall/aliases.mdx', 'utf8'), {}).content;
  assert.deepEqual(translationState({ source: sourceHash(body), snapshot: body, englishBody: body }), { state: 'current' });
  const after = edit('Every IP alias has three fields', 'Every IP alias has four fields', body);
  assert.deepEqual(translationState({ source: sourceHash(body), snapshot: body, englishBody: after }), {
    state: 'outdated',
    sections: [{ heading: 'IP Aliases', anchor: 'ip-aliases' }],
  });
});

test('checkSource returns a good hash and fails with file, line and reason otherwise', () => {
  const good = sourceHash(english);
  assert.equal(checkSource('content/i18n/hi/2.7.0/guides/a.mdx', good, 3), good);
  const fails = (value: unknown, reason: RegExp) =>
    assert.throws(
      () => checkSource('content/i18n/hi/2.7.0/guides/a.mdx', value, 3),
      (e: unknown) => e instanceof ContentError && e.line === 3 && e.message.startsWith('content/i18n/hi/2.7.0/guides/a.mdx:3: ') && reason.test(e.reason),
    );
  fails(undefined, /'source' is missing: run `npm run i18n:stamp/);
  fails(123456789012, /quoted string, got the number 123456789012/);
  fails(good.toUpperCase().replace(/^./, 'A'), /12 lowercase hex digits/);
  fails(good.slice(1), /12 lowercase hex digits/);
});

test('one translation serves every version whose English says the same as its source', () => {
  const v270 = english;
  const v269 = edit('/guides/vpn/peers#keys', '/guides/vpn/peers/#keys', edit('tunnel.', 'tunnel!')); // editorial only
  const v260 = edit('51820', '51821'); // a section differs
  const translation = { version: '2.7.0', source: sourceHash(v270) };
  const served = inheritedTranslation(
    [
      { version: '2.7.0', englishBody: v270 },
      { version: '2.6.9', englishBody: v269 },
      { version: '2.6.0', englishBody: v260 },
    ],
    [translation],
  );
  assert.deepEqual([...served], [
    ['2.7.0', translation],
    ['2.6.9', translation],
    ['2.6.0', undefined],
  ]);
  // A version's own translation wins, even an outdated one.
  const own = { version: '2.6.0', source: sourceHash(english) };
  assert.equal(inheritedTranslation([{ version: '2.6.0', englishBody: v260 }], [translation, own]).get('2.6.0'), own);
});

test('a translation that does not fit a version\'s English (parity) does not serve it', () => {
  const v269 = edit('tunnel.', 'tunnel!');
  const translation = { version: '2.7.0', source: sourceHash(english) };
  const versions = [
    { version: '2.7.0', englishBody: english },
    { version: '2.6.9', englishBody: v269 },
  ];
  const served = inheritedTranslation(versions, [translation], (_t, version) => version !== '2.6.9');
  assert.deepEqual([...served], [
    ['2.7.0', translation],
    ['2.6.9', undefined],
  ]);
});

test('the nearest version with a translation that fits decides whether an outdated translation shows, the newer of two equally near', () => {
  const versions = ['2.8.0', '2.7.0', '2.6.9', '2.6.0'];
  const snapshots: Record<string, string> = { a: english, b: edit('Open the VPN page', 'Open the tunnels page') };
  const snapshotOf = (t: { source: string }) => snapshots[t.source];
  const t280 = { version: '2.8.0', source: 'a' };
  const t269 = { version: '2.6.9', source: 'b' };
  // 2.7.0 lies between: the newer (2.8.0's, made from `english`) wins; one of five sections changed since it.
  const target = { version: '2.7.0', englishBody: edit('Each peer has a public key.', 'Each peer has a key pair.') };
  assert.equal(sectionCount(target.englishBody), 5);
  assert.deepEqual(nearestOutdatedTranslation(target, versions, [t269, t280], snapshotOf), { translation: t280, sections: [{ heading: 'Peers > Options', anchor: 'options-1' }] });
  // Where 2.8.0's does not fit 2.7.0's English, the next nearest is 2.6.9's, made from other English: two of five differ.
  const notT280 = (t: { version: string }) => t !== t280;
  assert.deepEqual(nearestOutdatedTranslation(target, versions, [t269, t280], snapshotOf, notT280)?.sections, [
    { heading: 'Setup', anchor: 'setup' },
    { heading: 'Peers > Options', anchor: 'options-1' },
  ]);
  // Three of five: not fewer than half, so English.
  const further = { version: '2.7.0', englishBody: edit('The listen port is 51820.', 'The port is 51820.', target.englishBody) };
  assert.equal(nearestOutdatedTranslation(further, versions, [t269, t280], snapshotOf, notT280), undefined);
  // No snapshot: what changed cannot be told, so English.
  assert.equal(nearestOutdatedTranslation(target, versions, [{ version: '2.8.0', source: 'lost' }], snapshotOf), undefined);
  // Never the version's own (inheritedTranslation handles that).
  assert.equal(nearestOutdatedTranslation({ version: '2.8.0', englishBody: english }, versions, [t280], snapshotOf), undefined);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changedInSubstance, substance } from './noise';

// A page's names: its title and those of the pages it replaces.
const titles: Record<string, string[]> = {
  '/guides/pbx/ivr': ['IVR'],
  '/guides/pbx/sounds-and-ivr': ['Sounds and IVR', 'IVR'],
  '/guides/services/acme-certificates': ['ACME Certificates'],
  '/guides/services/tls-certificates': ['TLS Certificates', 'ACME Certificates'],
};
const titleOf = (url: string) => titles[url.split('#')[0].replace(/\/$/, '')];
const changed = (a: string, b: string) => changedInSubstance(a, b, titleOf, titleOf);

test('a link re-pointed at a renamed page is not a change, its text following the new title included', () => {
  assert.equal(changed('An [IVR](/guides/pbx/ivr) or a queue.', 'An [IVR](/guides/pbx/sounds-and-ivr) or a queue.'), false);
  assert.equal(changed('the [ACME Certificates](/guides/services/acme-certificates) page', 'the [TLS Certificates](/guides/services/tls-certificates) page'), false);
  assert.equal(changed('[Dynamic DNS](/guides/services/dynamic-dns) first', '[Dynamic DNS](/guides/services/dynamic-dns/general) first'), false);
});

test('a renamed heading anchor is not a change', () => {
  assert.equal(changed('See [Peers](/guides/vpn/wireguard#peers).', 'See [Peers](/guides/vpn/wireguard#peer-list).'), false);
  assert.equal(changed('## Peers {#peers}\n\nText.', '## Peers {#peer-list}\n\nText.'), false);
  assert.equal(changed('<a href="/guides/a#x">Peers</a>', '<a href="/guides/a#y">Peers</a>'), false);
});

test('punctuation and whitespace are not a change', () => {
  assert.equal(changed('Set the port, then save.', 'Set the port; then save!'), false);
  assert.equal(changed('One line\nwrapped here.', 'One line wrapped\n\nhere.'), false);
  assert.equal(changed('| A | B |\n|---|---|\n| x | y |', '| A   | B |\n| :-- | --- |\n| x   | y |'), false);
});

test('a changed table cell or default is a change', () => {
  assert.equal(changed('| Port | 5060 |', '| Port | 5061 |'), true);
  assert.equal(changed('| Setting | Default |\n|---|---|\n| Mode | Bridge |', '| Setting | Default |\n|---|---|\n| Mode | Router |'), true);
  assert.equal(changed('The default is 30 seconds.', 'The default is 60 seconds.'), true);
});

test('new words, or a link whose prose text changed, are a change', () => {
  assert.equal(changed('Keep clear of prefixes.', 'Keep clear of prefixes and [feature codes](/guides/pbx/feature-codes).'), true);
  assert.equal(changed('see [the queue guide](/guides/pbx/queues)', 'see [the hunt group guide](/guides/pbx/queues)'), true);
  // An image is content: its file counts.
  assert.equal(changed('![Diagram](/images/a.svg)', '![Diagram](/images/b.svg)'), true);
});

test('substance keeps the words in order, without targets or punctuation', () => {
  assert.equal(substance('Open [IVR](/guides/pbx/ivr), then **save**.', titleOf), 'Open \u2042 then save');
  assert.equal(substance('Open [the menu](/guides/x#y).'), 'Open the menu');
});

test("the page's own version number is not a change; another number is", () => {
  const versions = { before: '2.6.9', after: '2.7.0' };
  assert.equal(changedInSubstance('These guides describe release 2.6.9.', 'These guides describe release 2.7.0.', titleOf, titleOf, versions), false);
  assert.equal(changedInSubstance('Since release 2.6.0 it has guests.', 'In release 2.7.0 it has guests.', titleOf, titleOf, versions), true);
});

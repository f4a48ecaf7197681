import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSynonyms } from './synonyms';

test('a query runs as typed, then with each synonym phrase swapped for the others of its group', () => {
  const synonyms = createSynonyms([['queue', 'hunt group', 'ring group']]);
  assert.deepEqual(synonyms.alternatives(['hunt', 'group', 'setup']), [
    ['hunt', 'group', 'setup'],
    ['queue', 'setup'],
    ['ring', 'group', 'setup'],
  ]);
  assert.deepEqual(synonyms.alternatives(['group', 'hunt']), [['group', 'hunt']]);
  assert.deepEqual([...synonyms.words], ['queue', 'hunt', 'group', 'ring']);
});

test('at most eight variants run per search', () => {
  const many = createSynonyms([Array.from({ length: 20 }, (_, i) => `w${i}`)]);
  assert.equal(many.alternatives(['w0']).length, 8);
});

test('a phrase is read as a query is: without stopwords, so "ports to open" matches what the reader typed', () => {
  // The engine drops stopwords from the question before it asks for synonyms (engine.ts queryWords).
  const synonyms = createSynonyms([['ports', 'ports to open', 'sign in'], ['one to one nat', 'dmz']]);
  assert.deepEqual(synonyms.alternatives(['ports', 'open']), [['ports', 'open'], ['ports'], ['sign'], ['sign', 'open']]);
  assert.deepEqual(synonyms.alternatives(['dmz']), [['dmz'], ['one', 'nat']]);
  assert.ok(!synonyms.words.has('to'));
});

test('a swap that only drops one of the reader\'s words, or repeats a variant, is not run', () => {
  const synonyms = createSynonyms([['firmware', 'update', 'upgrade'], ['static leases', 'reservation', 'dhcp reservation']]);
  // Not "upgrade upgrade" (= "upgrade") nor "firmware firmware" (= "firmware").
  assert.deepEqual(synonyms.alternatives(['firmware', 'upgrade']), [['firmware', 'upgrade'], ['update', 'upgrade'], ['firmware', 'update']]);
  // "dhcp" + "dhcp reservation" is the question again.
  assert.deepEqual(synonyms.alternatives(['dhcp', 'reservation']), [['dhcp', 'reservation'], ['static', 'leases'], ['dhcp', 'static', 'leases'], ['reservation']]);
});

test('the longest phrase swaps first and every group touched gets a turn before the variants are cut', () => {
  const many = (head: string, n: number) => [head, ...Array.from({ length: n }, (_, i) => `${head}${i}`)];
  // Listed first, a group of one-word synonyms used to take every place from the phrase that is the whole question.
  const synonyms = createSynonyms([many('dhcp', 8), many('reservation', 8), ['static leases', 'dhcp reservation']]);
  const variants = synonyms.alternatives(['dhcp', 'reservation']);
  assert.equal(variants.length, 8);
  assert.deepEqual(variants.slice(0, 4), [['dhcp', 'reservation'], ['static', 'leases'], ['dhcp0', 'reservation'], ['dhcp', 'reservation0']]);
});

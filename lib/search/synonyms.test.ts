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

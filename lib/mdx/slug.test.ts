import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSlugger } from './slug';

test('slugger de-duplicates and drops punctuation', () => {
  const slug = createSlugger();
  assert.equal(slug('WAN & WWAN'), 'wan--wwan');
  assert.equal(slug('Creating Entries (POST)'), 'creating-entries-post');
  assert.equal(slug('Setup'), 'setup');
  assert.equal(slug('Setup'), 'setup-1');
  assert.equal(slug('Setup'), 'setup-2');
});

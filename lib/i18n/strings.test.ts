import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ENGLISH, format, formatParts, intlLocale, pick, placeholdersOf, readStrings, type StringKey } from './strings';

test('placeholdersOf: the names in braces, sorted and unique', () => {
  assert.deepEqual(placeholdersOf('Saving {done} of {total} pages, {size}'), ['done', 'size', 'total']);
  assert.deepEqual(placeholdersOf('{b} {a} {b}'), ['a', 'b']);
  assert.deepEqual(placeholdersOf('No placeholder'), []);
});

test('format fills every placeholder, numbers too, and throws on a missing one', () => {
  assert.equal(format(ENGLISH['search.noResults'], { query: 'wan' }), 'No results for "wan"');
  assert.equal(format(ENGLISH['offline.save'], { version: '2.7.0' }), 'Save 2.7.0 for offline reading');
  assert.equal(format('{n} of {n}', { n: 3 }), '3 of 3');
  assert.equal(format(ENGLISH['toc.title']), 'ON THIS PAGE');
  // A value is inserted as it is, never read as a template.
  assert.equal(format('Link to section: {title}', { title: 'Use {version}' }), 'Link to section: Use {version}');
  assert.throws(() => format(ENGLISH['offline.save']), /No value for \{version\}/);
  assert.throws(() => format('{a} {b}', { a: 1 }), /\{b\}/);
});

test('formatParts keeps non-text values whole and joins the text around them', () => {
  const link = { link: true };
  assert.deepEqual(formatParts(ENGLISH['doc.whatsNew'], { link }), [link, ': the pages added, removed, replaced and changed in this release.']);
  assert.deepEqual(formatParts('{a}{b} and {c}', { a: 'x', b: 'y', c: link }), ['xy and ', link]);
  assert.deepEqual(formatParts('{a}', { a: '' }), []);
});

test('pick: exactly the keys asked for', () => {
  const picked = pick(ENGLISH, ['pager.next', 'pager.previous']);
  assert.deepEqual(picked, { 'pager.next': 'Next Page', 'pager.previous': 'Previous Page' });
});

test('readStrings: a script reads its keys from data-strings, and a missing key fails', () => {
  const element = (json: string | null) => ({ getAttribute: (name: string) => (name === 'data-strings' ? json : null) });
  assert.deepEqual(readStrings(element(JSON.stringify(pick(ENGLISH, ['doc.copied']))), ['doc.copied']), { 'doc.copied': 'Copied' });
  assert.throws(() => readStrings(element('{}'), ['doc.copied']), /doc\.copied/);
  assert.throws(() => readStrings(element(null), ['doc.copied']), /doc\.copied/);
});

test('English dates stay British, other languages take their own code', () => {
  assert.equal(intlLocale('en'), 'en-GB');
  assert.equal(intlLocale('hi'), 'hi');
});

test('every key is a dotted region key with a non-empty value; plurals come in pairs', () => {
  const keys = Object.keys(ENGLISH) as StringKey[];
  for (const key of keys) {
    assert.match(key, /^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/, key);
    assert.ok(ENGLISH[key].trim().length > 0, `${key} is empty`);
    const plural = /^(.*)\.(one|other)$/.exec(key);
    if (plural) {
      const pair = `${plural[1]}.${plural[2] === 'one' ? 'other' : 'one'}` as StringKey;
      assert.ok(pair in ENGLISH, `${key} has no ${pair}`);
      assert.deepEqual(placeholdersOf(ENGLISH[pair]), placeholdersOf(ENGLISH[key]), `${key} and ${pair} differ in placeholders`);
    }
  }
});

test('no two strings differ only by case, except those meant to', () => {
  // The outline's visible title is capitals (spec §9); its landmark name is read aloud in sentence case.
  const intended = new Set(['On this page']);
  const seen = new Map<string, string>();
  for (const [key, value] of Object.entries(ENGLISH)) {
    const folded = value.toLowerCase();
    const other = seen.get(folded);
    if (other !== undefined && ENGLISH[other as StringKey] !== value && !intended.has(value) && !intended.has(ENGLISH[other as StringKey])) {
      assert.fail(`${key} ("${value}") and ${other} ("${ENGLISH[other as StringKey]}") differ only by case`);
    }
    seen.set(folded, key);
  }
});

// The search ships flexsearch's light build (flexsearchIndex.ts); the full bundle is the package's
// main entry. On every version's real pages, both must find the same candidate pages for every
// prefix of every word, in the same order, so the smaller build changes no result.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { Index as FullIndex } from 'flexsearch';
import { buildSiteIndex } from '../content/site';
import { buildSearchDocuments } from '../content/outputs/searchDocuments';
import { indexedText, prefixIndex } from './engine';
import { Index as LightIndex } from './flexsearchIndex';
import { words } from './text';

const site = buildSiteIndex(path.resolve('content'));

test('the light build finds what the full bundle finds, on every version', () => {
  assert.notEqual(LightIndex, FullIndex, 'the search is meant to run on the light build');
  for (const version of site.versions) {
    const documents = buildSearchDocuments(site, version);
    const options = { tokenize: 'forward', resolution: 9, encoder: words } as const;
    const light = new LightIndex(options);
    const full = new FullIndex(options);
    const vocabulary = new Set<string>();
    for (const doc of documents) {
      const text = indexedText(doc);
      light.add(doc.id, text);
      full.add(doc.id, text);
      for (const w of words(text)) vocabulary.add(w);
    }
    // Every third word: the prefixes still cover nearly all of the vocabulary's stems in a few seconds.
    const terms = [...vocabulary].filter((_, i) => i % 3 === 0).flatMap((w) => [w.slice(0, 1), w.slice(0, 3), w.slice(0, 5), w]);
    assert.ok(terms.length > 3000, `${version}: ${terms.length} terms`);
    for (const term of new Set(terms)) assert.deepEqual(light.search(term, { limit: 100 }), full.search(term, { limit: 100 }), `${version}: "${term}"`);
  }
});

test('the engine finds a term\'s pages through its words: the same pages as indexing whole pages, and as the plain rule', () => {
  for (const version of site.versions) {
    const documents = buildSearchDocuments(site, version);
    // The outline (titles and headings), what a phone's first search builds, and the whole text.
    for (const docs of [documents.map((d) => ({ ...d, content: '' })), documents]) {
      const { vocabulary, candidates } = prefixIndex(docs);
      const byPage = new FullIndex({ tokenize: 'forward', resolution: 9, encoder: words });
      for (const doc of docs) byPage.add(doc.id, indexedText(doc));
      const wordsOf = new Map(docs.map((d) => [d.id, new Set(words(indexedText(d)))]));
      const terms = new Set(vocabulary.filter((_, i) => i % 3 === 0).flatMap((w) => [w.slice(0, 1), w.slice(0, 3), w.slice(0, 5), w, `${w}x`]));
      assert.ok(terms.size > 500, `${version}: ${terms.size} terms`);
      for (const term of terms) {
        const found = [...candidates(term)].sort((a, b) => a - b);
        const plain = docs.filter((d) => [...wordsOf.get(d.id)!].some((w) => w.startsWith(term))).map((d) => d.id);
        assert.deepEqual(found, plain, `${version}: "${term}" (plain rule)`);
        assert.deepEqual(found, (byPage.search(term, { limit: 100 }) as number[]).sort((a, b) => a - b), `${version}: "${term}" (pages indexed whole)`);
      }
    }
  }
});

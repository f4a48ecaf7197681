// The browser's sharded search must answer exactly as the in-memory engine: the same hits in the
// same order, on every version's real pages, for the installer queries, typos, synonyms, body-only
// words and a sample of every prefix the pages hold.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildSiteIndex } from '../content/site';
import { buildSearchDocuments, readSynonyms } from '../content/outputs/searchDocuments';
import { createSearchEngine, indexedText } from './engine';
import { INSTALLER_QUERIES } from './installerQueries';
import { CHUNK_CHARS, createShardedSearch, shardKey, splitIndex } from './shards';
import { words } from './text';
import type { SearchDocument, SearchShards } from './types';

const site = buildSiteIndex(path.resolve('content'));
const synonyms = readSynonyms(site.contentDir);

/** The files the build would write, served from memory; records which ones each search fetched. */
function shardedOf(documents: SearchDocument[]) {
  const split = splitIndex(documents);
  const files = new Map<string, unknown>();
  const shards: SearchShards = { terms: {}, chunks: [], vocabulary: 'vocabulary' };
  for (const [key, shard] of Object.entries(split.terms)) files.set((shards.terms[key] = `terms-${key}`), shard);
  split.chunks.forEach((c, i) => {
    files.set(`chunk-${i}`, { contents: c.contents });
    shards.chunks.push({ url: `chunk-${i}`, first: c.first, count: c.contents.length });
  });
  files.set('vocabulary', { words: split.vocabulary });
  const fetched: string[] = [];
  const outline = { version: 'test', synonyms, documents: documents.map(({ content: _, ...d }) => d), shards };
  const sharded = createShardedSearch(outline, async <T>(url: string) => {
    fetched.push(url);
    return structuredClone(files.get(url)) as T;
  });
  const search = {
    async search(query: string) {
      await sharded.load(query);
      return sharded.search(query);
    },
  };
  return { search, fetched, split };
}

for (const version of site.versions) {
  test(`${version}: sharded search gives the engine's hits, in order, for every kind of query`, async () => {
    const documents = buildSearchDocuments(site, version);
    const engine = createSearchEngine(documents, synonyms);
    const { search } = shardedOf(documents);
    const vocabulary = [...new Set(documents.flatMap((d) => words(indexedText(d))))];
    const sample = vocabulary.filter((_, i) => i % 7 === 0);
    const queries = [
      ...INSTALLER_QUERIES.map((q) => q.query),
      ...sample,
      ...sample.map((w) => w.slice(0, 3)),
      ...sample.filter((w) => w.length >= 6).map((w) => `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`), // a swapped pair: a typo
      'wirguard',
      'hunt grup',
      'address translation',
      'how do i',
      'x',
      '6067',
    ];
    for (const q of queries) assert.deepEqual(await search.search(q), engine.search(q), `query "${q}"`);
  });
}

test('a body-only query fetches one term shard and only the chunk of the page it quotes, not the whole text', async () => {
  const documents = buildSearchDocuments(site, '2.7.0');
  const { search, fetched, split } = shardedOf(documents);
  const total = split.chunks.length;
  assert.ok(total >= 5, `${total} chunks of about ${CHUNK_CHARS} characters`);
  // A word of one page's text only, in no title or heading, that starts no other word.
  const labels = new Set(documents.flatMap((d) => words(`${d.title} ${d.toc.map((h) => h.text).join(' ')}`)));
  const word = split.vocabulary
    .filter((w) => w.length >= 8 && /^[a-z]+$/.test(w) && !labels.has(w) && split.terms[shardKey(w)][w].length === 2 && split.terms[shardKey(w)][w][1] > 0 && !split.vocabulary.some((o) => o !== w && o.startsWith(w.slice(0, 5))))
    .sort()[0];
  const hits = await search.search(word);
  assert.equal(hits.length, 1, word);
  assert.deepEqual(fetched.filter((f) => f.startsWith('terms-')), [`terms-${shardKey(word)}`]);
  assert.equal(fetched.filter((f) => f.startsWith('chunk-')).length, 1, fetched.join(' '));
  assert.ok(!fetched.includes('vocabulary'), 'a word the pages hold needs no vocabulary');
  fetched.length = 0;
  // The same word with two letters swapped: a typo, corrected with the vocabulary; nothing else is fetched again.
  const typo = `${word.slice(0, 5)}${word[6]}${word[5]}${word.slice(7)}`;
  assert.deepEqual(await search.search(typo), hits.map((h) => ({ ...h, query: typo })));
  assert.deepEqual(fetched, ['vocabulary']);
});

test('a word on many pages ranks them from the shard and fetches the text of the quoted pages only', async () => {
  const documents = buildSearchDocuments(site, '2.7.0');
  const { search, fetched, split } = shardedOf(documents);
  // A body word on many pages: the hits that quote text are at most the limit, so at most that many chunks.
  const common = split.vocabulary.filter((w) => w.length >= 6 && split.terms[shardKey(w)][w].length / 2 > 30 && !split.vocabulary.some((o) => o !== w && o.startsWith(w.slice(0, -1)) && o.length > w.length))[0];
  const hits = await search.search(common);
  assert.ok(hits.length > 0, common);
  const chunks = fetched.filter((f) => f.startsWith('chunk-')).length;
  assert.ok(chunks <= hits.filter((h) => h.type === 'content').length && chunks < split.chunks.length / 2, `${common}: ${chunks} of ${split.chunks.length} chunks`);
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BASE_PATH } from '../routes';
import { writeSearchIndexes, type IndexInput } from './build';
import type { PackedOutlineFile } from './outline';
import type { SearchDocument, SearchManifest } from './types';

const doc = (id: number, title: string, content: string): SearchDocument => ({ id, title, content, toc: [], routePath: `/guides/p${id}/`, domain: '', group: 'Guides' });
const inputs: IndexInput[] = [
  { key: '2.0.0', version: '2.0.0', documents: [doc(0, 'WireGuard', 'peers and keys'), doc(1, 'IPsec', 'tunnels')], synonyms: [['vpn', 'tunnel']] },
  { key: '1.0.0', version: '1.0.0', documents: [doc(0, 'Firewall', 'rules')], synonyms: [] },
];

test('the writer makes an index from the documents it is handed, names it in the manifest and removes files no manifest names', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-search-'));
  const stale = path.join(publicDir, 'static/search/search_index.2.0.0.outline.0000000000.json');
  fs.mkdirSync(path.dirname(stale), { recursive: true });
  fs.writeFileSync(stale, '{}');
  const manifest = writeSearchIndexes(inputs, publicDir);
  const read = (url: string) => JSON.parse(fs.readFileSync(path.join(publicDir, url.slice(BASE_PATH.length)), 'utf8'));
  assert.deepEqual(Object.keys(manifest), ['2.0.0', '1.0.0']);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(publicDir, 'static/search-manifest.json'), 'utf8')) as SearchManifest, manifest);
  const outline = read(manifest['2.0.0'].outline) as PackedOutlineFile;
  assert.deepEqual(outline.synonyms, [['vpn', 'tunnel']]);
  assert.deepEqual(outline.documents.map((d) => d.title), ['WireGuard', 'IPsec']);
  assert.deepEqual(outline.shards.chunks.flatMap((c) => read(c.url).contents), ['peers and keys', 'tunnels']);
  assert.ok(!fs.existsSync(stale));
  fs.rmSync(publicDir, { recursive: true, force: true });
});

test('an index file already written is never written into again, and one cut short is replaced by a new file', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-search-'));
  const manifest = writeSearchIndexes(inputs, publicDir);
  const file = path.join(publicDir, manifest['1.0.0'].outline.slice(BASE_PATH.length));
  const whole = fs.readFileSync(file, 'utf8');
  // A hard link, as the export has: the next build must leave its bytes alone.
  const exported = path.join(publicDir, 'exported.json');
  fs.linkSync(file, exported);
  const inode = fs.statSync(file).ino;
  writeSearchIndexes(inputs, publicDir);
  assert.equal(fs.statSync(file).ino, inode);
  // Cut short: the writer puts a whole file in its place, and the linked copy keeps what it had.
  fs.rmSync(file);
  fs.writeFileSync(file, whole.slice(0, 5));
  fs.linkSync(file, `${exported}.short`);
  writeSearchIndexes(inputs, publicDir);
  assert.equal(fs.readFileSync(file, 'utf8'), whole);
  assert.equal(fs.readFileSync(`${exported}.short`, 'utf8'), whole.slice(0, 5));
  assert.equal(fs.readFileSync(exported, 'utf8'), whole);
  fs.rmSync(publicDir, { recursive: true, force: true });
});

test("another language's index is named by version and language and keyed <lang>:<version> in the manifest", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-lang-'));
  try {
    const manifest = writeSearchIndexes([...inputs, { key: 'hi:2.0.0', version: '2.0.0', lang: 'hi', documents: [doc(0, 'वायरगार्ड', 'पीयर')], synonyms: [] }], dir);
    assert.deepEqual(Object.keys(manifest), ['2.0.0', '1.0.0', 'hi:2.0.0']);
    assert.match(manifest['hi:2.0.0'].outline, /\/search_index\.2\.0\.0\.hi\.outline\.[0-9a-f]{10}\.json$/);
    assert.match(manifest['2.0.0'].outline, /\/search_index\.2\.0\.0\.outline\.[0-9a-f]{10}\.json$/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

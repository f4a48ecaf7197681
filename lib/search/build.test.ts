import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BASE_PATH } from '../routes';
import { writeSearchIndexes, type IndexInput } from './build';
import type { SearchDocument, SearchManifest, SearchOutlineFile } from './types';

const doc = (id: number, title: string, content: string): SearchDocument => ({ id, title, content, toc: [], routePath: `/guides/p${id}/`, domain: '', group: 'Guides' });
const inputs: IndexInput[] = [
  { version: '2.0.0', documents: [doc(0, 'WireGuard', 'peers and keys'), doc(1, 'IPsec', 'tunnels')], synonyms: [['vpn', 'tunnel']] },
  { version: '1.0.0', documents: [doc(0, 'Firewall', 'rules')], synonyms: [] },
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
  const outline = read(manifest['2.0.0'].outline) as SearchOutlineFile;
  assert.deepEqual(outline.synonyms, [['vpn', 'tunnel']]);
  assert.deepEqual(outline.documents.map((d) => d.title), ['WireGuard', 'IPsec']);
  assert.deepEqual(outline.shards.chunks.flatMap((c) => read(c.url).contents), ['peers and keys', 'tunnels']);
  assert.ok(!fs.existsSync(stale));
  fs.rmSync(publicDir, { recursive: true, force: true });
});

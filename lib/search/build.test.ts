import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildSiteIndex } from '../content/site';
import { BASE_PATH } from '../routes';
import { writeSearchIndexes } from './build';

test('each version gets a content-hashed outline and text holding what the browser reads, and the manifest names them', async () => {
  const site = buildSiteIndex(path.resolve('e2e/fixtures/content'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-search-'));
  const manifest = await writeSearchIndexes(site, publicDir);
  assert.deepEqual(Object.keys(manifest), site.versions);
  for (const [version, urls] of Object.entries(manifest)) {
    assert.deepEqual(Object.keys(urls), ['outline', 'text']);
    const read = (part: 'outline' | 'text') => {
      assert.match(urls[part], new RegExp(`^${BASE_PATH}/static/search/search_index\\.${version.replace(/\./g, '\\.')}\\.${part}\\.[0-9a-f]{10}\\.json$`));
      return JSON.parse(fs.readFileSync(path.join(publicDir, urls[part].slice(BASE_PATH.length)), 'utf8'));
    };
    const outline = read('outline');
    const text = read('text');
    assert.deepEqual(Object.keys(outline), ['version', 'synonyms', 'documents']);
    assert.deepEqual(Object.keys(text), ['version', 'contents']);
    assert.equal(outline.version, version);
    assert.equal(text.version, version);
    assert.ok(outline.documents.length > 0);
    // The outline has everything but the text; the text, one body per outline document.
    assert.ok(outline.documents.every((d: object) => !('content' in d)));
    assert.equal(text.contents.length, outline.documents.length);
    assert.deepEqual(outline.documents.map((d: { id: number }) => d.id), outline.documents.map((_: unknown, i: number) => i));
  }
  fs.rmSync(publicDir, { recursive: true, force: true });
});

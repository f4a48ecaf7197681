import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildSiteIndex } from '../content/site';
import { BASE_PATH } from '../routes';
import { writeSearchIndexes } from './build';

test('each version gets one content-hashed index holding what the browser reads, and the manifest names it', async () => {
  const site = buildSiteIndex(path.resolve('e2e/fixtures/content'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-search-'));
  const manifest = await writeSearchIndexes(site, publicDir);
  assert.deepEqual(Object.keys(manifest), site.versions);
  for (const [version, url] of Object.entries(manifest)) {
    assert.match(url, new RegExp(`^${BASE_PATH}/static/search/search_index\\.${version.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.json$`));
    const file = JSON.parse(fs.readFileSync(path.join(publicDir, url.slice(BASE_PATH.length)), 'utf8'));
    assert.deepEqual(Object.keys(file), ['version', 'synonyms', 'documents']);
    assert.equal(file.version, version);
    assert.ok(file.documents.length > 0);
  }
  fs.rmSync(publicDir, { recursive: true, force: true });
});

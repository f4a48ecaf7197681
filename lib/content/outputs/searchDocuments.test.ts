import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BASE_PATH } from '../../routes';
import { writeSearchIndexes } from '../../search/build';
import type { PackedOutlineFile } from '../../search/outline';
import { indexFiles } from '../../search/types';
import { ContentError } from '../errors';
import { buildSearchDocuments, readSynonyms, searchIndexInputs } from './searchDocuments';
import { tempContent } from '../tempContent';
import { buildSiteIndex } from '../site';
import { createSearchEngine } from '../../search/engine';

test('each version gets a content-hashed outline naming its shards, which hold every page text and word, and the manifest names the outline', async () => {
  const site = buildSiteIndex(path.resolve('e2e/fixtures/content'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-search-'));
  const manifest = writeSearchIndexes(await searchIndexInputs(site), publicDir);
  // Each version, and each version in each of the fixture's other languages (content/i18n/: ar, hi).
  assert.deepEqual(Object.keys(manifest), site.versions.flatMap((v) => [v, `ar:${v}`, `hi:${v}`]));
  const read = (url: string) => JSON.parse(fs.readFileSync(path.join(publicDir, url.slice(BASE_PATH.length)), 'utf8'));
  for (const [version, urls] of Object.entries(manifest).filter(([key]) => !key.includes(':'))) {
    assert.deepEqual(Object.keys(urls), ['outline']);
    const outline = read(urls.outline) as PackedOutlineFile;
    assert.deepEqual(Object.keys(outline), ['version', 'synonyms', 'documents', 'shards']);
    assert.equal(outline.version, version);
    assert.ok(outline.documents.length > 0);
    for (const url of indexFiles(urls.outline, outline.shards)) {
      assert.match(url, new RegExp(`^${BASE_PATH}/static/search/search_index\\.${version.replace(/\./g, '\\.')}\\.(outline|terms-[0-9a-f]+|text-\\d+|vocabulary)\\.[0-9a-f]{10}\\.json$`));
    }
    // The outline has everything but the text; the chunks, one body per outline document, in order.
    assert.ok(outline.documents.every((d: object) => !('content' in d)));
    assert.deepEqual(outline.documents.map((d) => d.id), outline.documents.map((_, i) => i));
    const contents = outline.shards.chunks.flatMap((c) => read(c.url).contents as string[]);
    assert.deepEqual(contents, buildSearchDocuments(site, version).map((d) => d.content));
    // Every word is in the shard of its first character, with the pages it is on.
    const { words } = read(outline.shards.vocabulary) as { words: string[] };
    for (const w of words) assert.ok(read(outline.shards.terms[w.codePointAt(0)!.toString(16)])[w]?.length > 0, w);
  }
  // Another language's index is named by version and language.
  assert.match(manifest['hi:2.8.0'].outline, /\/search_index\.2\.8\.0\.hi\.outline\.[0-9a-f]{10}\.json$/);
  // Only the files of this build are left.
  const listed = new Set(Object.values(manifest).flatMap((u) => indexFiles(u.outline, (read(u.outline) as PackedOutlineFile).shards).map((f) => path.basename(f))));
  assert.deepEqual(fs.readdirSync(path.join(publicDir, 'static/search')).sort(), [...listed].sort());
  fs.rmSync(publicDir, { recursive: true, force: true });
});

test("a language's index holds its translated pages at their URLs in that language, found by their English title and headings too, and the English text of the rest", async () => {
  const site = buildSiteIndex(path.resolve('e2e/fixtures/content'));
  const inputs = await searchIndexInputs(site);
  const hindi = inputs.find((i) => i.key === 'hi:2.8.0')!;
  assert.equal(hindi.lang, 'hi');
  const byRoute = new Map(hindi.documents.map((d) => [d.routePath, d]));
  const english = inputs.find((i) => i.key === '2.8.0')!;
  assert.deepEqual([...byRoute.keys()].sort(), english.documents.map((d) => `/hi${d.routePath}`).sort());
  const wireguard = byRoute.get('/hi/guides/vpn/wireguard/')!;
  assert.equal(wireguard.title, 'वायरगार्ड');
  assert.match(wireguard.content, /फ़िक्स्चर पृष्ठ/);
  assert.match(wireguard.content, /\nWireGuard\nSite-to-Site VPN\nPeers/, 'the English title and headings, after the page text');
  assert.equal(byRoute.get('/hi/guides/vpn/mesh/')!.title, 'Mesh VPN', 'an untranslated page: its English text');
  const engine = createSearchEngine(hindi.documents, hindi.synonyms);
  assert.equal(engine.search('वायरगार्ड')[0]?.link, '/hi/guides/vpn/wireguard/');
  // The English heading an installer reads on the box finds the Hindi page (among pages whose own text has it).
  assert.ok(engine.search('peers').some((hit) => hit.link.startsWith('/hi/guides/vpn/wireguard/')));
});

test('search-synonyms.json: groups of two or more different phrases; a bad one fails with the file, the line and the reason', () => {
  assert.ok(readSynonyms(path.resolve('content')).length > 10, 'the real file passes');
  assert.deepEqual(readSynonyms(tempContent({})), []);
  const cases: [string, number, string][] = [
    ['[\n  ["queue", "hunt group"],\n  ["ntp"]\n]', 3, '[1]: a group needs at least two phrases'],
    ['[\n  ["queue", "hunt group"],\n  [\n    "ntp",\n    "  "\n  ]\n]', 5, '[1][1]: a phrase is empty'],
    ['[\n  [\n    "dmz",\n    "DMZ "\n  ]\n]', 4, "[0][1]: 'DMZ ' is in the group twice"],
    ['[\n  ["ntp", "clock"],\n  "time zone"\n]', 3, '[1]: must be a list'],
    ['{ "groups": [] }', 1, 'must be a list'],
  ];
  for (const [text, line, reason] of cases) {
    const dir = tempContent({ 'search-synonyms.json': text });
    assert.throws(
      () => readSynonyms(dir),
      (error: unknown) => {
        assert.ok(error instanceof ContentError, String(error));
        assert.equal(error.file, path.join(dir, 'search-synonyms.json'));
        assert.equal(`${error.line}: ${error.reason}`, `${line}: ${reason}`, text);
        return true;
      },
    );
  }
});

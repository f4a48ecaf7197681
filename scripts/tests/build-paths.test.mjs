// `npm run test:build-paths`: the ways to build give the export they promise (docs/build.md).
// - The plain path (DMSBG_PLAIN_NEXT=1: Next's own `next build`, no preload, no generate mode, no
//   render cache) writes byte for byte the export of the fast path, cold or with its compile reused
//   and every page restored.
// - Next's own webpack (DMSBG_BUNDLER=webpack) writes other chunks but the same content: the same
//   files outside _next/, byte-identical except what names chunks (pages' HTML and RSC payloads,
//   the offline manifests and service worker), and every page with the same visible text, head and
//   links. Webpack's export is reproducible too: a plain build from webpack's warm cache equals a
//   cold fast one.
// - With none of our hooks into Next (DMSBG_NEXT_HOOKS=0: no preload, no bundler setup, Next's own
//   webpack as it ships) the same pages with the same content, as for webpack.
// Builds the e2e fixture in this checkout six times (~40 s).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { assertSameExport, buildInto, relativeFiles } from './build-fixture.mjs';

const TMP = path.resolve('e2e/.tmp/build-paths');
const at = (name) => path.join(TMP, name);

test('the plain build writes byte for byte the fast build export', { timeout: 300_000 }, () => {
  fs.rmSync(TMP, { recursive: true, force: true });
  fs.rmSync('.next', { recursive: true, force: true });
  assert.ok(buildInto(at('fast'))['next build'], 'a cold fast build compiles');
  assert.ok(buildInto(at('fast-warm'))['next build (pages only)'], 'then reuses its compile');
  assertSameExport(at('fast-warm'), at('fast'), 'the fast path, warm');
  assert.ok(buildInto(at('plain'), { DMSBG_PLAIN_NEXT: '1' })['next build (plain)']);
  // Next ran as it ships: it traced the server files and copied (not moved) the pages out of .next.
  assert.ok(fs.existsSync('.next/next-server.js.nft.json'), "Next's server trace ran");
  assert.ok(fs.existsSync('.next/server/app/index.html'), "Next's export copied the pages");
  assertSameExport(at('plain'), at('fast'), 'the plain build');
});

/** What a reader and a crawler get from a page: its head's title and meta, its body's text, its links (not Next's assets). */
function pageView(html) {
  const page = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '');
  const body = page.slice(page.indexOf('<body'));
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' })[e])
    .replace(/\s+/g, ' ')
    .trim();
  // The CSP's hashes are of the page's inline scripts, which name chunks (as NAMES_CHUNKS files do): the rest of the policy must match.
  const head = [...page.matchAll(/<title>[^<]*<\/title>|<meta [^>]*>/g)].map(([tag]) => tag.replace(/'sha256-[^']*'/g, "'sha256-…'"));
  const links = [...page.matchAll(/<(?:a|link|img|source)\b[^>]*?\s(?:href|src)="([^"]*)"/g)].map(([, url]) => url).filter((url) => !url.includes('/_next/'));
  return { head, text, links };
}

/** Files outside _next/ that name chunks, so differ between bundlers. */
const NAMES_CHUNKS = /(\.html|(^|\/)index\.txt|^static\/offline\/[^/]+\.json|^sw\.js)$/;

test("Next's own webpack builds the same content, reproducibly", { timeout: 300_000 }, () => {
  const rspack = at('fast');
  assert.ok(fs.existsSync(rspack), 'runs after the plain build test (its fast export)');
  fs.rmSync('.next/cache/webpack', { recursive: true, force: true });
  buildInto(at('webpack'), { DMSBG_BUNDLER: 'webpack' });
  // A plain webpack build from webpack's warm cache, rendering every page: the same bytes.
  buildInto(at('webpack-plain'), { DMSBG_BUNDLER: 'webpack', DMSBG_PLAIN_NEXT: '1' });
  assertSameExport(at('webpack-plain'), at('webpack'), 'webpack: plain and warm vs fast and cold');

  assertSameContent(at('webpack'), rspack, 'webpack');
});

/**
 * `other` has the content of `base` in other chunks: the same files outside _next/, those that name no
 * chunk byte-identical, every page with the same visible text, head and links.
 */
function assertSameContent(other, base, label) {
  const outside = (dir) => relativeFiles(dir).filter((f) => !f.startsWith('_next/'));
  assert.deepEqual(outside(other), outside(base), `${label}: the same files outside _next/`);
  assert.notDeepEqual(relativeFiles(other), relativeFiles(base), `${label} wrote its own chunks`);
  const read = (dir, f) => fs.readFileSync(path.join(dir, f));
  const same = outside(base).filter((f) => !NAMES_CHUNKS.test(f));
  for (const kind of [/\.md$/, /^static\/search\//, /llms(-full)?\.txt$/, /^sitemap\.xml$/, /^static\/kinds\//]) assert.ok(same.some((f) => kind.test(f)), `compares ${kind}`);
  assert.deepEqual(same.filter((f) => !read(other, f).equals(read(base, f))), [], `${label}: files whose bytes differ (Markdown twins, search indexes, llms*.txt, sitemap, ...)`);
  const pages = outside(base).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 5);
  for (const page of pages) assert.deepEqual(pageView(read(other, page).toString()), pageView(read(base, page).toString()), `${label}: ${page}`);
}

test('DMSBG_NEXT_HOOKS=0: Next as it ships (no preload, no bundler setup) exports the same pages with the same content', { timeout: 300_000 }, () => {
  const fast = at('fast');
  assert.ok(fs.existsSync(fast), 'runs after the plain build test (its fast export)');
  const times = buildInto(at('no-hooks'), { DMSBG_NEXT_HOOKS: '0' });
  assert.ok(times['next build (plain)'], 'Next ran as it ships');
  // None of our setup reached Next: its Pages Router client compiled in full, not our one-line stub.
  const mainChunk = relativeFiles(at('no-hooks')).find((f) => /^_next\/static\/chunks\/main-[0-9a-f]+\.js$/.test(f));
  assert.ok(mainChunk && fs.statSync(path.join(at('no-hooks'), mainChunk)).size > 10_000, "Next's own Pages Router client, not scripts/next/pages-router-stub.js");
  assertSameContent(at('no-hooks'), fast, 'DMSBG_NEXT_HOOKS=0');
});

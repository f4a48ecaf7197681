import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatHeaders, headersFor, parseHeaders, RULES } from './cache-headers.mjs';

test('the _headers file round-trips: hashed files immutable, everything else revalidated', () => {
  const rules = parseHeaders(formatHeaders(RULES));
  const cache = (p: string) => headersFor(rules, p)['cache-control'];
  assert.equal(cache('/dmsbg/_next/static/chunks/app-4f2a.js'), 'public, max-age=31536000, immutable');
  assert.equal(cache('/dmsbg/static/search/search_index.2.7.0.0123456789.json'), 'public, max-age=31536000, immutable');
  for (const p of ['/dmsbg/', '/dmsbg/guides/vpn/wireguard/', '/dmsbg/guides/vpn/wireguard/index.txt', '/dmsbg/sitemap.xml', '/dmsbg/robots.txt', '/dmsbg/404.html', '/dmsbg/static/search-manifest.json', '/dmsbg/images/vpn/wireguard-topologies.svg']) {
    assert.equal(cache(p), 'no-cache', p);
  }
  assert.deepEqual(headersFor(rules, '/elsewhere/'), {});
});

test("a later rule's '! Name' drops the header an earlier rule set", () => {
  const rules = parseHeaders('/a/*\n  X-Test: one\n  Cache-Control: no-cache\n/a/b/*\n  ! X-Test\n');
  assert.deepEqual(headersFor(rules, '/a/b/c'), { 'cache-control': 'no-cache' });
  assert.deepEqual(headersFor(rules, '/a/c'), { 'x-test': 'one', 'cache-control': 'no-cache' });
});

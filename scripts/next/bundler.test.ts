import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGES_ROUTER_CLIENT, withoutPagesRouterClient } from './bundler.mjs';

/** The client entries Next 15.5 gives the bundler for an App Router site (before its client-entry plugin adds the app pages). */
const nextEntries = () => ({
  'main.js': [],
  main: './node_modules/next/dist/client/next.js',
  'main-app': ['./node_modules/next/dist/client/app-next.js'],
  'app/_not-found/page': 'next-client-pages-loader?absolutePagePath=global-not-found.js&page=%2F_not-found%2Fpage!',
  'pages/_app': ['next-client-pages-loader?absolutePagePath=next%2Fdist%2Fpages%2F_app&page=%2F_app!', './node_modules/next/dist/client/router.js'],
  'pages/_error': 'next-client-pages-loader?absolutePagePath=next%2Fdist%2Fpages%2F_error&page=%2F_error!',
});

test("the Pages Router's client entries become the stub; the App Router's stay as Next made them", async () => {
  const entries = await withoutPagesRouterClient(async () => nextEntries(), '/site/scripts/next/pages-router-stub.js')();
  for (const name of PAGES_ROUTER_CLIENT) assert.deepEqual(entries[name], ['/site/scripts/next/pages-router-stub.js'], name);
  const { main, 'pages/_app': app, 'pages/_error': error, ...rest } = nextEntries();
  assert.ok(main && app && error);
  for (const [name, value] of Object.entries(rest)) assert.deepEqual(entries[name as keyof typeof entries], value, name);
});

test('a Next without one of those entries fails the build by name, rather than compiling the Pages Router again', async () => {
  const { 'pages/_error': _, ...withoutError } = nextEntries();
  await assert.rejects(withoutPagesRouterClient(async () => withoutError, '/stub.js')(), /no client entry 'pages\/_error'/);
});

// `npm run dev`: next dev for writers. On every content edit it first touches the content stamp
// (public/static/content-stamp.json), which the route imports, so the open page re-renders at once
// with the edited page compiled on its own; then, in the background, it rewrites the search indexes
// (only the edited pages compile again, the rest come from the page cache). The page never waits
// for search: it reads the manifest as it is and the next render picks up the new one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleSteps } from './bundle-steps.mjs';

const contentDir = process.env.DMSBG_CONTENT_DIR || 'content';
const STAMP = 'public/static/content-stamp.json';
const MANIFEST = 'public/static/search-manifest.json';

const stamp = () => {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify({ stamp: String(Date.now()) }));
};

let searching = null;
let again = false;
/** Rebuilds the search indexes in a child process; an edit during a rebuild queues one more. */
function buildSearch() {
  if (searching) return void (again = true);
  const t = Date.now();
  // Bundled again each time (~50 ms), so a change to the pipeline's code is picked up too.
  searching = bundleSteps(['build-search']).then(
    ({ 'build-search': script }) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'development' } });
        // At the lowest CPU priority: on two cores it must not slow down the render of the open page.
        try {
          os.setPriority(child.pid, 19);
        } catch {}
        child.on('exit', (code) => resolve(code));
      }),
    (error) => (console.error(`[dev] search step: ${error.message}`), 1),
  );
  searching.then((code) => {
    searching = null;
    if (code === 0 && process.env.DMSBG_DEV_VERBOSE) console.log(`[dev] search indexes rewritten in ${Date.now() - t} ms`);
    if (again) (again = false), buildSearch();
  });
}

stamp();
// The first start writes the manifest before Next serves a page; later starts refresh it behind.
if (!fs.existsSync(MANIFEST)) {
  buildSearch();
  await searching;
} else buildSearch();

const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '--turbopack', ...process.argv.slice(2)], { stdio: 'inherit' });
let searchTimer;
fs.watch(contentDir, { recursive: true }, () => {
  stamp();
  clearTimeout(searchTimer);
  // After the page has re-rendered: on two cores the rebuild would otherwise slow that render down.
  searchTimer = setTimeout(buildSearch, 1500);
});
const stop = () => next.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => process.exit(code ?? 0));

// `npm run dev`: next dev for writers. On every content edit it first touches the content stamp
// (public/static/content-stamp.json), which the route imports, so the open page re-renders at once
// with the edited page compiled on its own; then, in the background, it runs the content step again
// (only the edited pages compile again, the rest come from the page cache), which rewrites the search
// indexes. The page never waits for it: the barrier stays passed, and the next render picks up the
// new indexes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleSteps } from './build/bundle-steps.mjs';
import { contentDir, devVerbose } from '../lib/config/env.mjs';
import { CONTENT_STAMP, PREPARED_FILE } from '../lib/config/paths.mjs';

const STAMP = `public/${CONTENT_STAMP}`;

const stamp = () => {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify({ stamp: String(Date.now()) }));
};

let preparing = null;
let again = false;
/** Runs the content step in a child process; an edit during a run queues one more. */
function prepare() {
  if (preparing) return void (again = true);
  const t = Date.now();
  // Bundled again each time (~50 ms), so a change to the pipeline's code is picked up too.
  preparing = bundleSteps(['prepare']).then(
    ({ prepare: script }) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'development' } });
        // At the lowest CPU priority: on two cores it must not slow down the render of the open page.
        try {
          os.setPriority(child.pid, 19);
        } catch {}
        child.on('exit', (code) => resolve(code));
      }),
    (error) => (console.error(`[dev] content step: ${error.message}`), 1),
  );
  preparing.then((code) => {
    preparing = null;
    if (code === 0 && devVerbose()) console.log(`[dev] content step (search indexes) done in ${Date.now() - t} ms`);
    if (again) (again = false), prepare();
  });
}

stamp();
// The first start passes the barrier before Next serves a page; later starts refresh the step behind.
if (!fs.existsSync(PREPARED_FILE)) {
  prepare();
  await preparing;
} else prepare();

const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '--turbopack', ...process.argv.slice(2)], { stdio: 'inherit' });
let prepareTimer;
fs.watch(contentDir(), { recursive: true }, () => {
  stamp();
  clearTimeout(prepareTimer);
  // After the page has re-rendered: on two cores the rebuild would otherwise slow that render down.
  prepareTimer = setTimeout(prepare, 1500);
});
const stop = () => next.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => process.exit(code ?? 0));

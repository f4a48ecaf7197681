// Server only: the search step's manifest (lib/search/build.ts). The step writes it once every page
// is prepared in the page cache, so a page that waits for it renders from that cache instead of
// compiling its MDX a second time. Its own module because every page reads it: the module that
// writes the indexes imports the MDX parser, which page workers and post-build must not load.
// (Pages do not name their index files: the browser reads them from the versions file.)
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST = 'static/search-manifest.json';

let written = false;
/**
 * Returns once the search step has written its manifest to public/. `npm run build` runs that step
 * beside `next build`'s compile, so a page rendered before it is done waits here (the build removes
 * the old manifest first).
 */
export function awaitSearchStep(): void {
  const file = path.resolve('public', MANIFEST);
  if (written && process.env.NODE_ENV !== 'development') return;
  const until = Date.now() + 300_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > until) throw new Error(`search: ${file} was not written (did the search step fail?)`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  written = true;
}

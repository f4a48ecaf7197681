// Server only: the search index URLs pages name, from the manifest the search step writes
// (lib/search/build.ts). Its own module because every page reads it: the module that writes the
// indexes imports the MDX parser, which page workers and post-build must not load.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { SearchIndexUrls, SearchManifest } from './types';

export const MANIFEST = 'static/search-manifest.json';

let manifest: SearchManifest | undefined;
/**
 * The URLs of a version's search index files, from the manifest the search step writes to public/.
 * `npm run build` runs that step beside `next build`'s compile, so a page rendered before it is
 * done waits here for the manifest (the build removes the old one first).
 */
export function searchIndexUrls(version: string): SearchIndexUrls {
  const file = path.resolve('public', MANIFEST);
  if (!manifest || process.env.NODE_ENV === 'development') {
    const until = Date.now() + 300_000;
    while (!fs.existsSync(file)) {
      if (Date.now() > until) throw new Error(`search: ${file} was not written (did the search step fail?)`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchManifest;
  }
  const urls = manifest[version];
  if (!urls) throw new Error(`search: no index for version ${version} in ${file}`);
  return urls;
}

// Writes public/static/search/search_index.<version>.<hash>.json for every version (run before next build).
// The files go to public/ (what Next exports) even when DMSBG_PUBLIC_DIR points the content's images
// elsewhere (the bench corpus). It parses and checks every page, so bad content stops the build here with "file:line:column: reason".
import path from 'node:path';
import { exitOnContentError } from '../lib/content/errors';
import { buildSiteIndex, CONTENT_DIR } from '../lib/content/site';
import { writeSearchIndexes } from '../lib/search/build';

const started = Date.now();
try {
  const manifest = await writeSearchIndexes(buildSiteIndex(CONTENT_DIR), path.resolve('public'));
  console.log(`search: ${Object.keys(manifest).length} version index(es) written in ${Date.now() - started} ms`);
} catch (error) {
  exitOnContentError(error);
}

// Writes public/static/search/search_index.<version>.<hash>.json for every version and the manifest
// naming them. The files go to public/ (what Next exports) even when DMSBG_PUBLIC_DIR points the
// content's images elsewhere (the bench corpus). It prepares every page (one parse: checks, compiled
// MDX, search text, Markdown twin, into the page cache), so bad content stops the build here with
// "file:line:column: reason", and `next build` finds every page compiled.
import path from 'node:path';
import { exitOnContentError } from '../lib/content/errors';
import { buildSiteIndex, CONTENT_DIR } from '../lib/content/site';
import { writeContentStamp, writeSearchIndexes } from '../lib/search/build';

const started = Date.now();
try {
  const publicDir = path.resolve('public');
  writeContentStamp(publicDir);
  const manifest = await writeSearchIndexes(buildSiteIndex(CONTENT_DIR), publicDir);
  console.log(`search: ${Object.keys(manifest).length} version index(es) written in ${Date.now() - started} ms`);
} catch (error) {
  exitOnContentError(error);
}

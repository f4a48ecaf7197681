// Writes public/static/search_index.<version>.<hash>.json for every version (run before next build).
import path from 'node:path';
import { buildSiteIndex, CONTENT_DIR } from '../lib/content/site';
import { writeSearchIndexes } from '../lib/search/build';

const started = Date.now();
const manifest = writeSearchIndexes(buildSiteIndex(CONTENT_DIR), path.resolve(process.env.DMSBG_PUBLIC_DIR || 'public'));
console.log(`search: ${Object.keys(manifest).length} version index(es) written in ${Date.now() - started} ms`);

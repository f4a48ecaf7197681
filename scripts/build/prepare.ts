// The content step as a process of its own (lib/content/prepare.ts): `npm run build` runs it beside
// `next build`, `npm run dev` after each edit. Bad content stops it with "file:line:column: reason".
import path from 'node:path';
import { exitOnContentError } from '../../lib/content/errors';
import { prepareContent } from '../../lib/content/prepare';
import { CONTENT_DIR } from '../../lib/content/site';

const started = Date.now();
try {
  const versions = await prepareContent(CONTENT_DIR, path.resolve('public'));
  console.log(`prepare: ${versions} version(s) prepared and indexed in ${Date.now() - started} ms`);
} catch (error) {
  exitOnContentError(error);
}

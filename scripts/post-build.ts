// After `next build`: every step that finishes the export, in one process (each used to start its
// own Node and tsx, and load the content again). Prints each step's time.
import { exitOnContentError } from '../lib/content/errors';
import { buildSiteIndex, CONTENT_DIR } from '../lib/content/site';
import { buildOffline } from './build-offline';
import { writeCacheHeaders } from './cache-headers.mjs';
import { copyPublic } from './copy-public.mjs';
import { export404 } from './export-404.mjs';
import { exportMarkdown } from './export-markdown';
import { processStartupScripts } from './startup-scripts.mjs';

const out = process.argv[2] ?? 'out';
const site = buildSiteIndex(CONTENT_DIR);
const steps: [string, () => unknown][] = [
  ['export-404', () => export404(out)],
  ['startup-scripts', () => processStartupScripts(out)],
  ['export-markdown', () => exportMarkdown(out, site)],
  ['copy-public', () => copyPublic(out)],
  ['build-offline', () => buildOffline(out, site)],
  ['cache-headers', () => writeCacheHeaders(out)],
];
const times: Record<string, number> = {};
try {
  for (const [name, step] of steps) {
    const t = Date.now();
    await step();
    times[name] = (Date.now() - t) / 1000;
  }
} catch (error) {
  exitOnContentError(error);
}
console.log(`post-build: ${Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(2)} s`).join(', ')}`);

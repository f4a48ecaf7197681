// After `next build`: every step that finishes the export. `npm run build` loads this module (and
// the site index) while Next is still building and calls postBuild as soon as it exits; it can also
// run on its own: `tsx scripts/build/post-build.ts out`. Prints each step's time.
import path from 'node:path';
import { exitOnContentError } from '../../lib/content/errors';
import { buildSiteIndex, CONTENT_DIR, type SiteIndex } from '../../lib/content/site';
import { restoreRenderedPages, saveRenderedPages } from '../next/renderCache';
import { buildOffline } from './build-offline';
import { writeCacheHeaders } from './cache-headers.mjs';
import { copyPublic } from './copy-public.mjs';
import { export404 } from './export-404.mjs';
import { exportMarkdown } from './export-markdown';
import { exportSeo } from './export-seo';
import { processStartupScripts } from './startup-scripts.mjs';

export { buildSiteIndex, CONTENT_DIR };

/** Runs the steps in order; a content error exits with "file:line:column: reason". */
export async function postBuild(out: string, site: SiteIndex): Promise<void> {
  // Pages the render cache restores come back as the steps below left them (startup-scripts skips them).
  let restored = new Set<string>();
  const steps: [string, () => unknown][] = [
    ['render-cache restore', () => (restored = new Set(restoreRenderedPages(out) ?? []))],
    ['export-404', () => export404(out)],
    ['export-seo', () => exportSeo(out, site)],
    ['startup-scripts', () => processStartupScripts(out, (file) => !restored.has(path.resolve(file)))],
    ['render-cache save', () => logRenderCache(saveRenderedPages(out))],
    ['export-markdown', () => exportMarkdown(out)],
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
}

function logRenderCache(result: ReturnType<typeof saveRenderedPages>) {
  console.log(result ? `render-cache: ${result.rendered} pages rendered, ${result.restored} restored unchanged` : 'render-cache: off, every page rendered');
}

if (import.meta.url === `file://${process.argv[1]}`) await postBuild(process.argv[2] ?? 'out', buildSiteIndex(CONTENT_DIR));

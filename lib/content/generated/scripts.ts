// Server only: the browser scripts the content step bundles from TypeScript with esbuild, type-checked
// with the rest of the code: the page kinds' own (kinds.ts `script`), into public/static/kinds/ so
// `next dev` and the export serve the same file, and the 404 page's near-miss redirect, which the
// page inlines (NOT_FOUND_SCRIPT) so that it runs before anything loads.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { KIND_SCRIPTS_DIR, NOT_FOUND_SCRIPT } from '../../config/paths.mjs';
import { kindScripts } from './kinds';

/** The same options for every script: one self-contained function, the same source giving the same bytes. */
const BROWSER_SCRIPT = { bundle: true, format: 'iife', target: 'es2020', minify: true, legalComments: 'none', logLevel: 'warning' } as const;

/** The 404 page's near-miss redirect (components/notfound/nearMissRedirect.ts), bundled. */
export async function bundleNotFoundScript(): Promise<string> {
  const result = await build({ ...BROWSER_SCRIPT, entryPoints: [path.resolve('components/notfound/nearMissRedirect.ts')], write: false });
  return result.outputFiles[0].text.trimEnd();
}

/** Writes the near-miss redirect to NOT_FOUND_SCRIPT, for the 404 page's render to inline. */
export async function writeNotFoundScript(): Promise<void> {
  fs.mkdirSync(path.dirname(NOT_FOUND_SCRIPT), { recursive: true });
  fs.writeFileSync(NOT_FOUND_SCRIPT, await bundleNotFoundScript());
}

/** Bundles every kind's script into `publicDir`/static/kinds/ (emptied first); the same source gives the same bytes. */
export async function writeKindScripts(publicDir: string): Promise<void> {
  const scripts = kindScripts();
  await Promise.all(
    scripts.map(({ source, url }) =>
      build({
        entryPoints: [path.resolve(source)],
        outfile: path.join(publicDir, url),
        ...BROWSER_SCRIPT,
      }),
    ),
  );
  // No script of a kind that is gone stays behind.
  const kept = new Set(scripts.map(({ url }) => path.basename(url)));
  const dir = path.join(publicDir, KIND_SCRIPTS_DIR);
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (!kept.has(file)) fs.rmSync(path.join(dir, file));
}

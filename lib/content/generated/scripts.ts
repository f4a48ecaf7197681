// Server only: the page kinds' own browser scripts (kinds.ts `script`), TypeScript bundled with
// esbuild into public/static/kinds/ by the content step, so `next dev` and the export serve the same
// file, type-checked with the rest of the code.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { KIND_SCRIPTS_DIR } from '../../config/paths.mjs';
import { kindScripts } from './kinds';

/** Bundles every kind's script into `publicDir`/static/kinds/ (emptied first); the same source gives the same bytes. */
export async function writeKindScripts(publicDir: string): Promise<void> {
  const scripts = kindScripts();
  await Promise.all(
    scripts.map(({ source, url }) =>
      build({
        entryPoints: [path.resolve(source)],
        outfile: path.join(publicDir, url),
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        logLevel: 'warning',
      }),
    ),
  );
  // No script of a kind that is gone stays behind.
  const kept = new Set(scripts.map(({ url }) => path.basename(url)));
  const dir = path.join(publicDir, KIND_SCRIPTS_DIR);
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (!kept.has(file)) fs.rmSync(path.join(dir, file));
}

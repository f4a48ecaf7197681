// The build's own TypeScript steps (the search step, post-build) as plain JavaScript files, bundled
// with esbuild (~50-100 ms) and run or imported by plain Node. Through tsx's loader the search step's
// ~40 modules took ~2 s to start, half of it waiting for the loader thread, and importing post-build
// cost ~0.7 s of CPU, both while Next compiles on the same two cores.
import path from 'node:path';
import { build } from 'esbuild';

const OUT_DIR = '.next/cache/dmsbg/steps';

/**
 * Bundles scripts/<name>.ts for each name (packages stay imports from node_modules); resolves with
 * each step's file (absolute path) by name.
 * @template {string} N
 * @param {N[]} names
 * @returns {Promise<Record<N, string>>}
 */
export async function bundleSteps(names) {
  await build({
    entryPoints: names.map((name) => `scripts/${name}.ts`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  return Object.fromEntries(names.map((name) => [name, path.resolve(OUT_DIR, `${name}.mjs`)]));
}

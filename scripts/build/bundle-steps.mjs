// The build's own TypeScript steps (the content step, post-build) as plain JavaScript files, bundled
// with esbuild (~50-100 ms) and run or imported by plain Node. Through tsx's loader the content step's
// ~40 modules took ~2 s to start, half of it waiting for the loader thread, and importing post-build
// cost ~0.7 s of CPU, both while Next compiles on the same two cores.
import path from 'node:path';
import { build } from 'esbuild';
import { CACHE_DIR } from '../../lib/config/paths.mjs';

const OUT_DIR = path.join(CACHE_DIR, 'steps');
/** Each step's source. */
const STEPS = { prepare: 'scripts/build/prepare.ts', 'post-build': 'scripts/build/post-build.ts' };

/**
 * Bundles each named step (STEPS) (packages stay imports from node_modules); resolves with
 * each step's file (absolute path) by name.
 * @template {string} N
 * @param {N[]} names
 * @returns {Promise<Record<N, string>>}
 */
export async function bundleSteps(names) {
  await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, STEPS[name]])),
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

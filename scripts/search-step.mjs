// The search step (scripts/build-search.ts) as one JavaScript file, bundled with esbuild (~50 ms) and
// run by plain Node: through tsx's loader its ~40 TypeScript modules took ~2 s to start, half of it
// waiting for the loader thread, while the step sits on the build's critical path.
import { build } from 'esbuild';

export const SEARCH_STEP = '.next/cache/dmsbg/build-search.mjs';

/** Bundles the search step (packages stay imports from node_modules); returns the file to run. */
export async function bundleSearchStep() {
  await build({
    entryPoints: ['scripts/build-search.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    outfile: SEARCH_STEP,
    logLevel: 'warning',
  });
  return SEARCH_STEP;
}

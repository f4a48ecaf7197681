import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { buildId, nextHooks } from './lib/config/env.mjs';
import { PIPELINE_PACKAGES } from './lib/config/pipeline.mjs';
import { BASE_PATH } from './lib/routes/base.mjs';
import { codeBuildId } from './scripts/next/build-id.mjs';

// The lockfile records only the Linux SWC binaries we build on; without this, every build asks the
// registry to "patch" it and fails slowly when offline.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';

// A git worktree whose node_modules links to another checkout's: Turbopack (`npm run dev`) refuses a
// symlink that leaves its root, so its root becomes the folder holding both checkouts.
const modules = fs.realpathSync('node_modules');
const turbopackRoot = path.relative(process.cwd(), modules).startsWith('..') ? path.dirname(path.dirname(modules)) : undefined;

/** Build speed switches for `next build` only (`next dev` runs Turbopack, which warns about these). */
const buildOnly = {
  // The same code gives the same id, so the render cache can restore pages (scripts/next/build-id.mjs;
  // scripts/build.mjs computes it once and passes it on).
  generateBuildId: () => buildId() ?? codeBuildId(),
  experimental: {
    // The server bundle runs only at build time on our machine and is never shipped: minifying it
    // cost ~2 s of the corpus build for nothing.
    serverMinification: false,
    // Compile in the build process instead of a fresh worker per compiler: the workers re-load
    // the bundler and Next three times (~1.5 s of gaps on 2 cores).
    webpackBuildWorker: false,
    // Next renders pages in (cores - 1) workers, i.e. one on a 2-core machine, while the main
    // process waits: two workers nearly halve page generation.
    cpus: Math.max(2, os.availableParallelism()),
    // CSS through Lightning CSS (as Turbopack does in `next dev`) instead of PostCSS with
    // postcss-preset-env: ~0.7 s less CPU in Next's process, in the busiest part of the build. The
    // stylesheet differs only by two fallbacks current browsers do not need (grid-gap,
    // -webkit-text-decoration); screenshots of every page type are pixel-identical.
    useLightningcss: true,
  },
};

/** @type {import('next').NextConfig} */
const siteBuild = {
  output: 'export',
  basePath: BASE_PATH,
  // Every route is a folder with index.html, which is what a CDN serves for '/x/'.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Build-time only: the content pipeline runs in Node at build time. Loading these from node_modules
  // instead of bundling them cuts webpack's compile from ~17 s to ~8 s; the HTML is byte-identical.
  serverExternalPackages: [...PIPELINE_PACKAGES],
  // Types are checked by `npm run typecheck` (part of `npm test`), so the build only builds.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
  // A static export deploys no server, so tracing the files a server would need (about 19 s of
  // CPU beside page generation on 2 cores) is wasted work.
  outputFileTracingExcludes: { '*': ['**/*'] },
  ...(turbopackRoot && { turbopack: { root: turbopackRoot } }),
};

/**
 * `next build`: the speed switches and our bundler setup (scripts/next/bundler.mjs). With
 * DMSBG_NEXT_HOOKS=0 neither: Next as it ships, with only the settings above and the build id, so a
 * Next our setup does not fit still builds the same pages (docs/upgrading-next.md). The bundler module
 * is imported only when used: it loads next-rspack, which may itself not fit a new Next.
 * @type {(phase: string) => Promise<import('next').NextConfig>}
 */
export default async (phase) => {
  if (phase !== PHASE_PRODUCTION_BUILD) return siteBuild;
  if (!nextHooks()) return { ...siteBuild, generateBuildId: buildOnly.generateBuildId };
  const { withBundler } = await import('./scripts/next/bundler.mjs');
  return withBundler({ ...siteBuild, ...buildOnly });
};

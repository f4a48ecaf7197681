import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import querystring from 'node:querystring';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import withRspack from 'next-rspack';
import { BASE_PATH } from './lib/routes/base.mjs';
import { codeBuildId } from './scripts/build-id.mjs';
import { bundler } from './scripts/build-path.mjs';

// The lockfile records only the Linux SWC binaries we build on; without this, every build asks the
// registry to "patch" it and fails slowly when offline.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';

// A git worktree whose node_modules links to another checkout's: Turbopack (`npm run dev`) refuses a
// symlink that leaves its root, so its root becomes the folder holding both checkouts.
const modules = fs.realpathSync('node_modules');
const turbopackRoot = path.relative(process.cwd(), modules).startsWith('..') ? path.dirname(path.dirname(modules)) : undefined;

/** Build speed switches for `next build` only (`next dev` runs Turbopack, which warns about these). */
const buildOnly = {
  // The same code gives the same id, so the render cache can restore pages (scripts/build-id.mjs;
  // scripts/build.mjs computes it once and passes it on).
  generateBuildId: () => process.env.DMSBG_BUILD_ID ?? codeBuildId(),
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

/**
 * `next build` compiles with Rspack (next-rspack, the Rspack team's plugin for Next): the same
 * loaders and plugins as webpack, in Rust; the corpus compile 7.5 -> ~5 s. DMSBG_BUNDLER=webpack
 * compiles with the webpack Next ships instead (a way out should next-rspack lag behind Next; the
 * same content, other chunks: scripts/build-paths.test.mjs). On top of Next's setup, for both:
 * - Next puts every node_modules module in one 'lib' chunk that every page loads, including what we
 *   import lazily (search, medium-zoom, nprogress); without that group they stay in their own lazy
 *   chunks (first-load JS 112 kB with webpack, 109 kB with Rspack this way).
 * - the client compile does not depend on the checkout's folder (CheckoutIndependentEntries and
 *   scripts/import-meta-url-loader.cjs) nor, with Rspack, on its cache (hashIndependentRuntimeNames).
 * - Rspack ignores webpack's cache settings, so it keeps its own persistent cache in .next/cache,
 *   versioned by everything Next compiles into the code (its cache version, and every value the
 *   DefinePlugin inlines, e.g. NEXT_PUBLIC_* variables) besides the files it tracks itself. Webpack
 *   keeps Next's own cache (.next/cache/webpack).
 */
const useRspack = bundler() === 'rspack';
const bundled = (config) => ({
  ...(useRspack ? withRspack(config) : config),
  webpack(webpackConfig, { isServer, dir }) {
    const groups = webpackConfig.optimization?.splitChunks?.cacheGroups;
    if (!isServer && groups) groups.lib = false;
    if (!isServer) {
      webpackConfig.optimization.minimizer = webpackConfig.optimization.minimizer.flatMap(hashIndependentRuntimeNames);
      webpackConfig.plugins.push(new CheckoutIndependentEntries(dir));
      webpackConfig.module.rules.push({ test: /[\\/]node_modules[\\/]flexsearch[\\/]dist[\\/]/, loader: path.join(dir, 'scripts/import-meta-url-loader.cjs') });
    }
    // Records what the server file trace would follow, which a static export never uses.
    webpackConfig.plugins = webpackConfig.plugins.filter((p) => p?.constructor?.name !== 'TraceEntryPointsPlugin');
    if (!useRspack) return webpackConfig;
    const defines = webpackConfig.plugins.filter((p) => p?.constructor?.name === 'DefinePlugin').map((p) => p._args?.[0] ?? p.definitions);
    const version = crypto.createHash('sha256').update(JSON.stringify([webpackConfig.name, webpackConfig.mode, webpackConfig.cache?.version, defines])).digest('hex');
    webpackConfig.experiments = {
      ...webpackConfig.experiments,
      cache: {
        type: 'persistent',
        version,
        buildDependencies: ['next.config.mjs', 'package-lock.json', 'tsconfig.json'].map((f) => path.join(dir, f)),
        storage: { type: 'filesystem', directory: path.join(dir, '.next/cache/rspack') },
      },
    };
    return webpackConfig;
  },
});

/**
 * The same commit must build the same bytes in any folder. Two things in Next's client compile
 * name the checkout's absolute path, so every chunk hash changed with the folder:
 * - each page's client entry is a loader request listing the absolute paths of the components it
 *   imports; module ids are hashed from that request. The paths are respelled through Next's own
 *   alias for the project root (private-next-root-dir), which resolves to the same files.
 * - the bundler replaces `import.meta.url` with the module's file:// URL; flexsearch's bundle is the
 *   only client module that reads it (scripts/import-meta-url-loader.cjs).
 */
class CheckoutIndependentEntries {
  constructor(dir) {
    this.root = dir + path.sep;
  }
  apply(compiler) {
    const name = 'CheckoutIndependentEntries';
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (data) => {
        const match = /^(.*next-flight-client-entry-loader(?:\.js)?)\?(.*)!$/.exec(data.request);
        if (!match) return;
        const query = querystring.parse(match[2]);
        const modules = [query.modules ?? []].flat().map((m) => {
          const entry = JSON.parse(m);
          if (entry.request.startsWith(this.root)) entry.request = `private-next-root-dir/${entry.request.slice(this.root.length).split(path.sep).join('/')}`;
          return JSON.stringify(entry);
        });
        data.request = `${match[1]}?${querystring.stringify({ ...query, modules })}!`;
      });
    });
  }
}

/**
 * The runtime chunk lists every lazy chunk's content hash, and the minimizer names its variables by
 * how often each character occurs in the chunk (disableCharFreq: false, Next's setting). It
 * minifies before the final content hashes are written in (realContentHash), while the chunks
 * still carry the bundler's first hashes, which differ between a compile restored from the
 * persistent cache and a cold one. So the same code gave two runtimes whose variable names (and so
 * file names) differed. The runtime chunk alone is minified without character frequencies.
 */
const RUNTIME_CHUNK = /[\\/]webpack-[^\\/]*\.js$/;
function hashIndependentRuntimeNames(minimizer) {
  if (minimizer?.constructor?.name !== 'SwcJsMinimizerRspackPlugin') return [minimizer];
  const options = minimizer._args?.[0];
  if (!options?.minimizerOptions?.mangle) throw new Error("next.config.mjs: Next's JS minimizer has no mangle options to copy; see hashIndependentRuntimeNames");
  const Minimizer = minimizer.constructor;
  const runtime = { ...options.minimizerOptions, mangle: { ...options.minimizerOptions.mangle, disableCharFreq: true } };
  return [new Minimizer({ ...options, exclude: RUNTIME_CHUNK }), new Minimizer({ ...options, test: RUNTIME_CHUNK, minimizerOptions: runtime })];
}

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
  serverExternalPackages: [
    'gray-matter',
    '@mdx-js/mdx',
    'rehype-prism-plus',
    'refractor',
    'remark-gfm',
    'next-mdx-remote',
    'mdast-util-to-markdown',
    'mdast-util-gfm',
  ],
  // Types are checked by `npm run typecheck` (part of `npm test`), so the build only builds.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
  // A static export deploys no server, so tracing the files a server would need (about 19 s of
  // CPU beside page generation on 2 cores) is wasted work.
  outputFileTracingExcludes: { '*': ['**/*'] },
  ...(turbopackRoot && { turbopack: { root: turbopackRoot } }),
};

/** @type {(phase: string) => import('next').NextConfig} */
export default (phase) => (phase === PHASE_PRODUCTION_BUILD ? bundled({ ...siteBuild, ...buildOnly }) : siteBuild);

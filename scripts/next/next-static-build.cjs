// The fast path only: preloaded into `next build` by scripts/build.mjs (node --require) on Next 15.5.x.
// An optimisation, never needed for a correct build: DMSBG_PLAIN_NEXT=1 (or any other Next) builds
// without it, with the same export (docs/build.md). Skips or shortens steps of Next 15.5's build that
// a static export has no use for, each costing a process or a core on our 2-core builds.
// - collectBuildTraces: traces the files a Next server would need at run time (@vercel/nft over
//   next-server and the server chunks, ~1.4 s of CPU beside page generation). A static export
//   deploys no server; outputFileTracingExcludes cannot stop it, only shrink what it writes.
// - startTypeChecking: with typescript.ignoreBuildErrors it still starts a worker process that
//   loads TypeScript to check the setup (~0.3 s before page data). `npm run typecheck` checks types.
// - inlineStaticEnv: when scripts/build.mjs reuses a compile (--experimental-build-mode=generate),
//   Next rewrites NEXT_PUBLIC_* references left in the chunks of a 'compile' mode build (~0.1 s
//   of reading every chunk); ours come from a full build, where the compile inlined them already.
// - One pool of page workers, not two: Next starts two worker processes to check the pages
//   (generateStaticParams), keeps them idle, and starts two more that load the same server code
//   again to generate the pages (~0.3 s of each worker's CPU before its first page). The export
//   borrows the first pool while it is alive; the build still ends it.
// - The final export's 404 pages ('/404' and '/404.html'): after the pages are generated, Next
//   starts a fresh pool of workers only to write Next's own 404 page (~0.5 s at the end of every
//   build); scripts/build/export-404.mjs writes out/404.html from our own 404 route instead. The export's
//   worker skips a batch made only of those and starts the real worker for anything else.
// - Balanced page workers: Next gives each worker one fixed half of the pages, and the worker whose
//   half weighed more rendered alone at the end (up to ~0.5 s on the bench corpus); the last quarter
//   of each half goes in small parts to whichever worker is free (exportWorker below).
// - The final export copies every generated page (HTML and RSC payload) from .next/server/app to
//   out/ (~0.4-0.8 s for 270 pages); it moves them instead, which is a rename on the same disk.
//   Nothing reads them in .next afterwards (the render cache keeps pages from out/).
// - Two modules Next loads for work that never happens here (~0.1 s of CPU at the start of the
//   compile): Babel's core, which the telemetry session event loads to ask whether a Babel config
//   exists (scripts/build.mjs turns telemetry off; we have none), and @vercel/nft, which the
//   file-trace plugin loads when its module loads (next.config.mjs drops the plugin).
// - TypeScript itself (8.9 MB, ~0.15 s of CPU to load in the busiest second of the compile), which
//   Next loads only to read tsconfig.json's compilerOptions (it compiles TypeScript with SWC). Of
//   those it reads paths, baseUrl and four decorator/JSX switches, all plain JSON values. Without
//   `extends`, the file is read as JSON5 the way Next reads jsconfig.json; with it, by TypeScript.
// - Each exported page's `.meta` file in .next/server/app (status and headers for `next start`): a
//   static export serves no page through Next, and nothing in the build reads them.
// - Each page written twice: post-build's startup-scripts step read every page back, finished it
//   (scripts after the first paint, its CSP) and wrote it again (~0.4 s at the end of the build).
//   The worker writes it finished (finishPage), and post-build only reads it.
// - Two modules loaded on first use instead of at start (LAZY below): the edge runtime's sandbox and
//   fetch ponyfill, which a static export of Node pages with telemetry off never uses.
// - Webpack's 2.6 MB bundle in Rspack builds, where Next takes only StringXor from it, for `next dev`.
// - The search index files in Next's copy of public/ (~280 files, ~0.2 s at the end of the build):
//   post-build replaces them with this build's anyway (scripts/build/copy-public.mjs).
// The export's file handling is in export-files.cjs and its page workers in static-workers.cjs; this
// file installs them and the rest where Next loads the modules they replace.
// Matched by the exact requests Next's modules make, so a Next that renames them loads its own
// modules again (scripts/next/next-static-build.test.ts fails then, so the loss is not silent).
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const { EXPORT_WORKER, PUBLIC_SKIPPED, RECURSIVE_COPY, movingGeneratedPages, withoutSearchIndexes, writingFinishedPages } = require('./export-files.cjs');
const { balancedTasks, exportWorker, sharingStaticPool } = require('./static-workers.cjs');

const BUILD_INDEX = path.join('next', 'dist', 'build', 'index.js');
const EXPORT_INDEX = path.join('next', 'dist', 'export', 'index.js');
const SKIPPED = {
  './collect-build-traces': { collectBuildTraces: async () => {} },
  './type-check': { startTypeChecking: async () => {} },
  '../lib/inline-static-env': { inlineStaticEnv: async () => {} },
};
/** Modules replaced for one requester only (its path below next/dist): what they would be used for never runs. */
const UNUSED = {
  'next/dist/compiled/babel/core': {
    from: path.join('telemetry', 'events', 'version.js'),
    module: {
      loadPartialConfig: () => {
        throw new Error('no Babel config lookup: telemetry is off');
      },
    },
  },
  'next/dist/compiled/@vercel/nft': {
    from: path.join('build', 'webpack', 'plugins', 'next-trace-entrypoints-plugin.js'),
    module: {
      nodeFileTrace: async () => {
        throw new Error('next-static-build: the server file trace runs although next.config.mjs removed its plugin');
      },
    },
  },
};
/**
 * Modules loaded for one requester (its path below next/dist) on first use instead of when the
 * requester loads: it reads them only inside functions that a static export of Node pages never
 * calls. Each process that loads the requester (Next's, and each page worker before its first
 * page) skips loading them (~0.1 s of CPU in all).
 * - The edge runtime's sandbox, for pages with `runtime = 'edge'` (build/utils.js, in every process).
 * - The edge runtime's fetch ponyfill, for the AbortController of a telemetry upload (telemetry is off).
 */
const LAZY = {
  '../server/web/sandbox': path.join('build', 'utils.js'),
  'next/dist/compiled/@edge-runtime/ponyfill': path.join('telemetry', 'storage.js'),
};

/** A module object that loads the real module when a property is first read. */
function loadedOnFirstUse(load) {
  let real;
  const target = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => target()[key],
      has: (_, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Object.getOwnPropertyDescriptor(target(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}
/**
 * Webpack's bundle for Next's compiled-webpack module, in Rspack builds (NEXT_RSPACK set from the
 * start by scripts/build.mjs): Next's init() then takes Rspack's core and, from webpack's 2.6 MB
 * bundle, only StringXor, which only `next dev`'s webpack hot reloader uses. It gets a StringXor
 * that loads the bundle when first used (~0.1-0.2 s of CPU in Next's process otherwise).
 */
const COMPILED_WEBPACK = path.join('next', 'dist', 'compiled', 'webpack', 'webpack.js');
function webpackBundleOnFirstUse(load) {
  let real;
  const StringXor = () => (real ??= load()()).StringXor;
  return () => ({
    StringXor: new Proxy(function StringXor() {}, {
      construct: (_, args) => Reflect.construct(StringXor(), args),
      get: (_, key) => StringXor()[key],
    }),
  });
}
const JSCONFIG_LOADER = path.join('next', 'dist', 'build', 'load-jsconfig.js');
const TYPESCRIPT = /[\\/]typescript[\\/]lib[\\/]typescript\.js$/;

/**
 * Next's getTypeScriptConfiguration for load-jsconfig.js: a tsconfig.json without `extends` read as
 * JSON5 (its compilerOptions as written, baseUrl made absolute as TypeScript does), anything else by
 * Next's own reader with the real TypeScript.
 */
function tsConfigReader(realReader, typescriptPath) {
  return {
    getTypeScriptConfiguration: async (ts, tsConfigPath, metaOnly) => {
      const JSON5 = require('next/dist/compiled/json5');
      const config = JSON5.parse(fs.readFileSync(tsConfigPath, 'utf8') || '{}');
      if (config.extends !== undefined) return realReader().getTypeScriptConfiguration(require(typescriptPath), tsConfigPath, metaOnly);
      const options = { ...config.compilerOptions };
      if (typeof options.baseUrl === 'string') options.baseUrl = path.resolve(path.dirname(tsConfigPath), options.baseUrl);
      return { options, errors: [] };
    },
  };
}
const load = Module._load;
Module._load = function loadSkippingStaticExportSteps(request, parent, isMain) {
  const from = parent?.filename ?? '';
  if (Object.hasOwn(SKIPPED, request) && from.endsWith(BUILD_INDEX)) return SKIPPED[request];
  if (Object.hasOwn(UNUSED, request) && from.endsWith(path.join('next', 'dist', UNUSED[request].from))) return UNUSED[request].module;
  if (Object.hasOwn(LAZY, request) && from.endsWith(path.join('next', 'dist', LAZY[request]))) return loadedOnFirstUse(() => load.call(this, request, parent, isMain));
  if (from.endsWith(JSCONFIG_LOADER)) {
    // TypeScript loads only if a property of it is read (tsConfigReader's fallback passes the real
    // one). Not 'then': Next passes the module through Promise.resolve, which asks for it.
    if (TYPESCRIPT.test(request)) return new Proxy({}, { get: (_, key) => (key === 'then' ? undefined : load.call(this, request, parent, isMain)[key]) });
    if (request === '../lib/typescript/getTypeScriptConfiguration') {
      const typescriptPath = require.resolve('typescript/lib/typescript.js', { paths: [process.cwd()] });
      return tsConfigReader(() => load.call(this, request, parent, isMain), typescriptPath);
    }
  }
  if (request === 'fs' && from.endsWith(EXPORT_INDEX)) return movingGeneratedPages;
  if (request === './bundle5' && from.endsWith(COMPILED_WEBPACK) && process.env.NEXT_RSPACK) return webpackBundleOnFirstUse(() => load.call(this, request, parent, isMain));
  if (request === RECURSIVE_COPY && from.endsWith(EXPORT_INDEX)) return withoutSearchIndexes(load.call(this, request, parent, isMain));
  if (request === 'fs/promises' && from.endsWith(EXPORT_WORKER)) return writingFinishedPages(load.call(this, request, parent, isMain));
  const loaded = load.call(this, request, parent, isMain);
  if (request === '../lib/worker' && from.endsWith(BUILD_INDEX)) {
    const Worker = sharingStaticPool(loaded.Worker);
    return new Proxy(loaded, { get: (target, key) => (key === 'Worker' ? Worker : target[key]) });
  }
  if (request === '../build' && from.endsWith(EXPORT_INDEX)) {
    // A view, not a copy: the build module may still be loading (it requires the export module).
    const createStaticWorker = exportWorker((...args) => loaded.createStaticWorker(...args));
    return new Proxy(loaded, { get: (target, key) => (key === 'createStaticWorker' ? createStaticWorker : target[key]) });
  }
  return loaded;
};

// For the tests.
module.exports = { balancedTasks, exportWorker, PUBLIC_SKIPPED };

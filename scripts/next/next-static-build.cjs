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
// Matched by the exact requests Next's modules make, so a Next that renames them loads its own
// modules again (scripts/next/next-static-build.test.ts fails then, so the loss is not silent).
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const BUILD_INDEX = path.join('next', 'dist', 'build', 'index.js');
const EXPORT_INDEX = path.join('next', 'dist', 'export', 'index.js');
const STATIC_WORKER = path.join('next', 'dist', 'build', 'worker.js');
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
const NEXT_404_PATHS = new Set(['/404', '/404.html']);

/** Of each batch Next hands a worker, the share held back and sent in small parts to whichever worker is free first. */
const SHARED_TAIL = 0.25;
const TAIL_PART = 6;

/**
 * The batches Next asks for in one go (one per worker), as the tasks to send: first each batch's
 * head, one per worker, then the batches' tails in small parts, alternating between the batches.
 * @template T
 * @param {T[][]} batches
 * @returns {{ batch: number, paths: T[] }[]}
 */
function balancedTasks(batches) {
  const heads = [];
  const tails = [];
  batches.forEach((paths, batch) => {
    const split = paths.length - Math.floor(paths.length * SHARED_TAIL);
    heads.push({ batch, paths: paths.slice(0, split) });
    const parts = [];
    for (let i = split; i < paths.length; i += TAIL_PART) parts.push({ batch, paths: paths.slice(i, i + TAIL_PART) });
    tails.push(parts);
  });
  const alternating = [];
  for (let i = 0; tails.some((parts) => i < parts.length); i++) for (const parts of tails) if (i < parts.length) alternating.push(parts[i]);
  return [...heads, ...alternating].filter((task) => task.paths.length);
}

/**
 * Next's createStaticWorker, for the export:
 * - batches of only Next's 404 pages are not rendered;
 * - Next splits the pages into one fixed batch per worker, so the worker whose pages weigh more
 *   (or that started later) rendered alone at the end, up to ~0.5 s on the bench corpus. The
 *   batches asked for together are sent as balancedTasks: the worker pool hands each task to the
 *   first free worker, so both finish within a few pages of each other. Each batch's results come
 *   back in its own order.
 */
function exportWorker(createStaticWorker) {
  return (config, options) => {
    let worker;
    let asked = []; // [args, resolve, reject] of the batches asked for in this turn
    const send = () => {
      const calls = asked;
      asked = [];
      const tasks = balancedTasks(calls.map(([args]) => args.exportPaths));
      const results = calls.map(() => []);
      const done = tasks.map((task) => new Promise((sent) => sent(worker.exportPages({ ...calls[task.batch][0], exportPaths: task.paths }))).then((r) => ({ task, r })));
      Promise.all(done).then(
        (finished) => {
          for (const { task, r } of finished) results[task.batch].push(...r);
          calls.forEach(([, resolve], i) => resolve(results[i]));
        },
        (error) => calls.forEach(([, , reject]) => reject(error)),
      );
    };
    return {
      exportPages: (args) => {
        if (args.exportPaths.every((p) => NEXT_404_PATHS.has(p.path))) return Promise.resolve([]);
        worker ??= createStaticWorker(config, options);
        if (!asked.length) queueMicrotask(send);
        return new Promise((resolve, reject) => asked.push([args, resolve, reject]));
      },
      end: async () => worker?.end(),
    };
  };
}

/**
 * Next's worker class, for its build module: while a pool of static workers is alive, another
 * request for one (the export's) gets that pool, with the new request's progress reporting; its
 * end() only stops that reporting. The owner's end() ends the pool.
 */
function sharingStaticPool(Worker) {
  let live; // { worker, options } of the pool that has not ended
  return class SharedStaticWorker {
    constructor(workerPath, options) {
      if (!workerPath.endsWith(STATIC_WORKER)) return new Worker(workerPath, options);
      if (live) {
        const pool = live;
        // Next's Worker reads these from the options object it was made with, on every message.
        Object.assign(pool.options, { onActivity: options.onActivity, onActivityAbort: options.onActivityAbort });
        const borrowed = Object.create(pool.worker);
        borrowed.end = async () => Object.assign(pool.options, { onActivity: undefined, onActivityAbort: undefined });
        borrowed.close = () => {};
        return borrowed;
      }
      const ownOptions = { ...options };
      const worker = new Worker(workerPath, ownOptions);
      const pool = (live = { worker, options: ownOptions });
      const end = worker.end.bind(worker);
      worker.end = () => {
        if (live === pool) live = undefined;
        return end();
      };
      return worker;
    }
  };
}

/** Whether a path is one of the files Next's export generated into .next/server/app. */
const isGeneratedPage = (file) => String(file).startsWith(path.resolve('.next', 'server', 'app') + path.sep);

/** fs for Next's export module: copying a generated page out of .next/server/app moves it. */
const movingGeneratedPages = new Proxy(fs, {
  get(target, key) {
    if (key !== 'promises') return target[key];
    return new Proxy(target.promises, {
      get: (promises, name) =>
        name === 'copyFile'
          ? (src, dest, ...rest) =>
              isGeneratedPage(src) ? promises.rename(src, dest) : promises.copyFile(src, dest, ...rest)
          : promises[name],
    });
  },
});

/**
 * fs/promises for Next's export worker, for the pages it generates into .next/server/app:
 * - a page's `.meta` file (the status and headers `next start` serves a prerendered page with) is
 *   not written: a static export serves no page through Next, and nothing in the build reads them;
 * - a page's HTML is written finished, as post-build would make it (scripts/build/startup-scripts.mjs).
 */
const EXPORT_WORKER = path.join('next', 'dist', 'export', 'worker.js');
let finishing;
const finishPage = async (html) => {
  finishing ??= import(require('node:url').pathToFileURL(path.join(__dirname, '..', 'build', 'startup-scripts.mjs')).href);
  return (await finishing).finishPage(String(html));
};
const writingFinishedPages = (promises) =>
  new Proxy(promises, {
    get(target, key) {
      if (key !== 'writeFile') return target[key];
      return async (file, data, ...rest) => {
        if (!isGeneratedPage(file)) return target.writeFile(file, data, ...rest);
        if (String(file).endsWith('.meta')) return;
        return target.writeFile(file, String(file).endsWith('.html') ? await finishPage(data) : data, ...rest);
      };
    },
  });

/**
 * Next's recursiveCopy for its export module: the copy of public/ leaves out the content step's
 * search index files (public/static/search), which post-build links into the export itself (Next's
 * copy may predate them: scripts/build/copy-public.mjs). Every other copy is Next's own. Kept equal
 * to SEARCH_DIR in lib/config/paths.mjs (scripts/next/next-static-build.test.ts).
 */
const RECURSIVE_COPY = '../lib/recursive-copy';
const PUBLIC_SKIPPED = '/static/search/';
const withoutSearchIndexes = (copying) => ({
  ...copying,
  recursiveCopy: (source, dest, options = {}) => {
    if (path.resolve(source) !== path.resolve('public')) return copying.recursiveCopy(source, dest, options);
    const filter = options.filter ?? (() => true);
    return copying.recursiveCopy(source, dest, { ...options, filter: (file) => !file.startsWith(PUBLIC_SKIPPED) && filter(file) });
  },
});

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

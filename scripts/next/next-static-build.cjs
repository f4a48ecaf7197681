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
// - Each exported page's `.meta` file in .next/server/app (status and headers for `next start`): a
//   static export serves no page through Next, and nothing in the build reads them.
// - Each page written twice: post-build's startup-scripts step read every page back, finished it
//   (scripts after the first paint, its CSP) and wrote it again (~0.4 s at the end of the build).
//   The worker writes it finished (finishPage), and post-build only reads it.
// The export's file handling is in export-files.cjs and its page workers in static-workers.cjs; this
// file installs them and the rest where Next loads the modules they replace.
// Matched by the exact requests Next's modules make, so a Next that renames them loads its own
// modules again (scripts/next/next-static-build.test.ts fails then, so the loss is not silent).
const Module = require('node:module');
const path = require('node:path');

const { EXPORT_WORKER, movingGeneratedPages, writingFinishedPages } = require('./export-files.cjs');
const { balancedTasks, exportWorker, sharingStaticPool } = require('./static-workers.cjs');

const BUILD_INDEX = path.join('next', 'dist', 'build', 'index.js');
const EXPORT_INDEX = path.join('next', 'dist', 'export', 'index.js');
const SKIPPED = {
  './collect-build-traces': { collectBuildTraces: async () => {} },
  './type-check': { startTypeChecking: async () => {} },
  '../lib/inline-static-env': { inlineStaticEnv: async () => {} },
};
const load = Module._load;
Module._load = function loadSkippingStaticExportSteps(request, parent, isMain) {
  const from = parent?.filename ?? '';
  if (Object.hasOwn(SKIPPED, request) && from.endsWith(BUILD_INDEX)) return SKIPPED[request];
  if (request === 'fs' && from.endsWith(EXPORT_INDEX)) return movingGeneratedPages;
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
module.exports = { balancedTasks, exportWorker };

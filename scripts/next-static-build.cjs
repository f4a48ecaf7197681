// Preloaded into `next build` by scripts/build.mjs (node --require): skips four steps of Next 15.5's
// build that a static export has no use for, each costing a process or a core on our 2-core builds.
// - collectBuildTraces: traces the files a Next server would need at run time (@vercel/nft over
//   next-server and the server chunks, ~1.4 s of CPU beside page generation). A static export
//   deploys no server; outputFileTracingExcludes cannot stop it, only shrink what it writes.
// - startTypeChecking: with typescript.ignoreBuildErrors it still starts a worker process that
//   loads TypeScript to check the setup (~0.3 s before page data). `npm run typecheck` checks types.
// - inlineStaticEnv: when scripts/build.mjs reuses a compile (--experimental-build-mode=generate),
//   Next rewrites NEXT_PUBLIC_* references left in the chunks of a 'compile' mode build (~0.1 s
//   of reading every chunk); ours come from a full build, where the compile inlined them already.
// - the final export's render of the Pages Router error page ('/_error' as /404.html): after the
//   pages are generated, Next starts a fresh worker process only for it (~0.6 s at the end of every
//   build); scripts/export-404.mjs writes out/404.html from our own 404 route instead. The export's
//   worker skips a batch made only of that page and starts the real worker for anything else.
// next.config.mjs drops the plugin that records the trace's inputs during the compile.
// Matched by the exact requests Next's modules make, so a Next that renames them loads its own
// modules again (scripts/next-static-build.test.ts fails then, so the loss is not silent).
const Module = require('node:module');
const path = require('node:path');

const BUILD_INDEX = path.join('next', 'dist', 'build', 'index.js');
const EXPORT_INDEX = path.join('next', 'dist', 'export', 'index.js');
const SKIPPED = {
  './collect-build-traces': { collectBuildTraces: async () => {} },
  './type-check': { startTypeChecking: async () => {} },
  '../lib/inline-static-env': { inlineStaticEnv: async () => {} },
};

/** Next's createStaticWorker, for the export: batches of only the error page are not rendered. */
function withoutErrorPage(createStaticWorker) {
  return (config, options) => {
    let worker;
    return {
      exportPages: (args) => (args.exportPaths.every((p) => p.page === '/_error') ? Promise.resolve([]) : (worker ??= createStaticWorker(config, options)).exportPages(args)),
      end: async () => worker?.end(),
    };
  };
}

const load = Module._load;
Module._load = function loadSkippingStaticExportSteps(request, parent, isMain) {
  if (Object.hasOwn(SKIPPED, request) && parent?.filename?.endsWith(BUILD_INDEX)) return SKIPPED[request];
  const loaded = load.call(this, request, parent, isMain);
  if (request === '../build' && parent?.filename?.endsWith(EXPORT_INDEX)) {
    // A view, not a copy: the build module may still be loading (it requires the export module).
    const createStaticWorker = withoutErrorPage((...args) => loaded.createStaticWorker(...args));
    return new Proxy(loaded, { get: (target, key) => (key === 'createStaticWorker' ? createStaticWorker : target[key]) });
  }
  return loaded;
};

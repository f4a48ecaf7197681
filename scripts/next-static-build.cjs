// Preloaded into `next build` by scripts/build.mjs (node --require): skips two steps of Next 15.5's
// build that a static export has no use for, each costing a process or a core on our 2-core builds.
// - collectBuildTraces: traces the files a Next server would need at run time (@vercel/nft over
//   next-server and the server chunks, ~1.4 s of CPU beside page generation). A static export
//   deploys no server; outputFileTracingExcludes cannot stop it, only shrink what it writes.
// - startTypeChecking: with typescript.ignoreBuildErrors it still starts a worker process that
//   loads TypeScript to check the setup (~0.3 s before page data). `npm run typecheck` checks types.
// next.config.mjs drops the plugin that records the trace's inputs during the compile.
// Matched by the exact request Next's build module makes, so a Next that renames them loads its own
// modules again (scripts/next-static-build.test.ts fails then, so the loss is not silent).
const Module = require('node:module');
const path = require('node:path');

const BUILD_INDEX = path.join('next', 'dist', 'build', 'index.js');
const SKIPPED = {
  './collect-build-traces': { collectBuildTraces: async () => {} },
  './type-check': { startTypeChecking: async () => {} },
};

const load = Module._load;
Module._load = function loadSkippingStaticExportSteps(request, parent, isMain) {
  if (Object.hasOwn(SKIPPED, request) && parent?.filename?.endsWith(BUILD_INDEX)) return SKIPPED[request];
  return load.call(this, request, parent, isMain);
};

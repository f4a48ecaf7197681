import assert from 'node:assert/strict';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = Module.createRequire(import.meta.url);
/** Node's CommonJS loader internals the preload patches. */
type Loader = (request: string, parent: unknown, isMain: boolean) => Record<string, () => Promise<unknown>>;
const internals = Module as unknown as { _load: Loader; _nodeModulePaths: (dir: string) => string[] };
const buildIndex = require.resolve('next/dist/build/index.js');
const exportIndex = require.resolve('next/dist/export/index.js');

/** Runs `fn` with the preload installed (fresh), then puts Node's loader back. */
async function withPreload(fn: (moduleLoad: Loader) => Promise<void>) {
  const load = internals._load;
  const preload = path.resolve('scripts/next-static-build.cjs');
  delete require.cache[preload];
  try {
    require(preload);
    await fn(internals._load);
  } finally {
    internals._load = load;
  }
}

/** A module object as Node makes it for `file` (a parent for requests). */
function moduleAt(file: string) {
  const m = new Module(file);
  m.filename = file;
  m.paths = internals._nodeModulePaths(path.dirname(file));
  return m;
}

test("Next's build module loads the three steps the static-build preload replaces, by the requests it matches", () => {
  const source = fs.readFileSync(buildIndex, 'utf8');
  assert.match(source, /require\("\.\/collect-build-traces"\)/);
  assert.match(source, /require\("\.\/type-check"\)/);
  assert.match(source, /require\("\.\.\/lib\/inline-static-env"\)/);
  // ...and calls them by these names, which the stubs provide.
  assert.match(source, /_collectbuildtraces\.collectBuildTraces\)\(/);
  assert.match(source, /_typecheck\.startTypeChecking\)\(/);
  assert.match(source, /_inlinestaticenv\.inlineStaticEnv\)\(/);
});

test("Next's export module makes its page worker as the preload expects", () => {
  const source = fs.readFileSync(exportIndex, 'utf8');
  assert.match(source, /const _build = require\("\.\.\/build"\)/);
  assert.match(source, /\(0, _build\.createStaticWorker\)\(/);
  assert.match(source, /worker\.exportPages\(\{[^}]*exportPaths: batch/);
  assert.match(source, /exportPathMap\['\/404'\] = \{\s*page: '\/_error'/);
});

test("the preload's export worker skips a batch of only the error page and runs the real worker for the rest", async () => {
  await withPreload(async (moduleLoad) => {
    const build = moduleLoad('../build', moduleAt(exportIndex), false) as unknown as {
      createStaticWorker: (config: object, options: object) => { exportPages: (args: object) => Promise<unknown[]>; end: () => Promise<void> };
    };
    assert.equal(typeof build.createStaticWorker, 'function');
    const worker = build.createStaticWorker({}, {});
    assert.deepEqual(await worker.exportPages({ exportPaths: [{ page: '/_error', path: '/404' }] }), []);
    await worker.end(); // no real worker was started
    // Any other page goes to Next's createStaticWorker (here it fails reading the config, which is empty).
    assert.throws(() => worker.exportPages({ exportPaths: [{ page: '/[[...path]]', path: '/guides/' }] }), /reading 'cpus'/);
  });
});

test("the preload answers those requests from Next's build module only, and with no-op steps", async () => {
  await withPreload(async (moduleLoad) => {
    const fromBuild = { filename: buildIndex };
    assert.equal(await moduleLoad('./collect-build-traces', fromBuild, false).collectBuildTraces(), undefined);
    assert.equal(await moduleLoad('./type-check', fromBuild, false).startTypeChecking(), undefined);
    assert.equal(await moduleLoad('../lib/inline-static-env', fromBuild, false).inlineStaticEnv(), undefined);
    // Anyone else gets the real module.
    const other = moduleAt(path.join(path.dirname(buildIndex), 'other.js'));
    const real = moduleLoad('./collect-build-traces', other, false);
    assert.equal(typeof real.collectBuildTraces, 'function');
    assert.notEqual(real, moduleLoad('./collect-build-traces', fromBuild, false));
  });
});

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

test("Next's build module loads the two steps the static-build preload replaces, by the requests it matches", () => {
  const source = fs.readFileSync(buildIndex, 'utf8');
  assert.match(source, /require\("\.\/collect-build-traces"\)/);
  assert.match(source, /require\("\.\/type-check"\)/);
  // ...and calls them by these names, which the stubs provide.
  assert.match(source, /_collectbuildtraces\.collectBuildTraces\)\(/);
  assert.match(source, /_typecheck\.startTypeChecking\)\(/);
});

test("the preload answers those requests from Next's build module only, and with no-op steps", async () => {
  const load = internals._load;
  try {
    require(path.resolve('scripts/next-static-build.cjs'));
    const moduleLoad = internals._load;
    const fromBuild = { filename: buildIndex };
    assert.equal(await moduleLoad('./collect-build-traces', fromBuild, false).collectBuildTraces(), undefined);
    assert.equal(await moduleLoad('./type-check', fromBuild, false).startTypeChecking(), undefined);
    // Anyone else gets the real module.
    const other = new Module(path.join(path.dirname(buildIndex), 'other.js'));
    other.filename = other.id;
    other.paths = internals._nodeModulePaths(path.dirname(buildIndex));
    const real = moduleLoad('./collect-build-traces', other, false);
    assert.equal(typeof real.collectBuildTraces, 'function');
    assert.notEqual(real, moduleLoad('./collect-build-traces', fromBuild, false));
  } finally {
    internals._load = load;
  }
});

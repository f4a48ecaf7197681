import assert from 'node:assert/strict';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = Module.createRequire(import.meta.url);
/** Node's CommonJS loader internals the preload patches. */
type Loader = (request: string, parent: unknown, isMain: boolean) => Record<string, () => Promise<unknown>>;
const internals = Module as unknown as { _load: Loader; _nodeModulePaths: (dir: string) => string[] };
const buildIndex = require.resolve('next/dist/build/index.js');
const exportIndex = require.resolve('next/dist/export/index.js');
const preload = path.resolve('scripts/next/next-static-build.cjs');

/** Runs `fn` with the preload installed (fresh), then puts Node's loader back. */
async function withPreload(fn: (moduleLoad: Loader) => Promise<void>) {
  const load = internals._load;
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

test("Next's export module makes its page worker and copies pages as the preload expects", () => {
  const source = fs.readFileSync(exportIndex, 'utf8');
  assert.match(source, /const _build = require\("\.\.\/build"\)/);
  assert.match(source, /\(0, _build\.createStaticWorker\)\(/);
  assert.match(source, /worker\.exportPages\(\{[^}]*exportPaths: batch/);
  assert.match(source, /exportPathMap\['\/404'\] = \{\s*page: '\/_error'/);
  assert.match(source, /exportPathMap\['\/404\.html'\] = exportPathMap\['\/404'\]/);
  assert.match(source, /await worker\.end\(\);/);
  // The generated pages leave .next through this fs, with these calls.
  assert.match(source, /const _fs = require\("fs"\)/);
  assert.match(source, /await _fs\.promises\.copyFile\(htmlSrc, htmlDest\);\s*await _fs\.promises\.copyFile\(jsonSrc, jsonDest\);/);
});

test("Next's build module makes both pools of static workers with the worker class the preload wraps", () => {
  const source = fs.readFileSync(buildIndex, 'utf8');
  assert.match(source, /const _worker = require\("\.\.\/lib\/worker"\)/);
  assert.match(source, /const staticWorkerPath = require\.resolve\('\.\/worker'\)/);
  assert.match(source, /return new _worker\.Worker\(staticWorkerPath, \{/);
  // The pool that checks the pages ends after the export that generates them.
  const checkPool = source.indexOf('const worker = createStaticWorker(config, {');
  const exportCall = source.indexOf('const exportResult = await exportApp(dir, {');
  const poolEnd = source.indexOf('worker.end();', exportCall);
  assert.ok(checkPool > 0 && exportCall > checkPool && poolEnd > exportCall);
});

test("the preload's export worker skips a batch of only Next's 404 pages and runs the real worker for the rest", async () => {
  await withPreload(async (moduleLoad) => {
    const build = moduleLoad('../build', moduleAt(exportIndex), false) as unknown as {
      createStaticWorker: (config: object, options: object) => { exportPages: (args: object) => Promise<unknown[]>; end: () => Promise<void> };
    };
    assert.equal(typeof build.createStaticWorker, 'function');
    const worker = build.createStaticWorker({}, {});
    // As the final export asks for them: the page Next prerendered, or its error page.
    assert.deepEqual(await worker.exportPages({ exportPaths: [{ page: '/404', path: '/404' }, { page: '/404', path: '/404.html' }] }), []);
    assert.deepEqual(await worker.exportPages({ exportPaths: [{ page: '/_error', path: '/404' }] }), []);
    await worker.end(); // no real worker was started
    // Any other page goes to Next's createStaticWorker (here it fails reading the config, which is empty).
    assert.throws(() => worker.exportPages({ exportPaths: [{ page: '/[[...path]]', path: '/guides/' }] }), /reading 'cpus'/);
    assert.throws(() => worker.exportPages({ exportPaths: [{ page: '/404', path: '/404' }, { page: '/[[...path]]', path: '/' }] }), /reading 'cpus'/);
  });
});

test("the preload's export worker sends each batch's head first, then the tails in small parts, and answers each batch in its order", async () => {
  const { exportWorker } = require(preload) as { exportWorker: (create: () => { exportPages: (args: { exportPaths: string[] }) => Promise<string[]> }) => (c: object, o: object) => { exportPages: (args: { exportPaths: string[]; x?: number }) => Promise<string[]> } };
  const sent: string[][] = [];
  const free: (() => void)[] = [];
  // A pool that finishes tasks only when told to, in any order.
  const worker = exportWorker(() => ({
    exportPages: ({ exportPaths }) => {
      sent.push(exportPaths);
      return new Promise((resolve) => free.push(() => resolve(exportPaths.map((p) => `done ${p}`))));
    },
  }))({}, {});
  const pages = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `/p${from + i}`);
  const first = worker.exportPages({ exportPaths: pages(0, 40), x: 1 });
  const second = worker.exportPages({ exportPaths: pages(40, 80), x: 2 });
  await new Promise((resolve) => setImmediate(resolve));
  // 40 pages each: a head of 30, then tails of 6 and 4, alternating between the batches.
  assert.deepEqual(sent, [pages(0, 30), pages(40, 70), pages(30, 36), pages(70, 76), pages(36, 40), pages(76, 80)]);
  for (const finish of free.reverse()) finish();
  assert.deepEqual(await first, pages(0, 40).map((p) => `done ${p}`));
  assert.deepEqual(await second, pages(40, 80).map((p) => `done ${p}`));
  // A failed task fails its turn's batches.
  const failing = exportWorker(() => ({ exportPages: () => Promise.reject(new Error('render failed')) }))({}, {});
  await assert.rejects(failing.exportPages({ exportPaths: pages(0, 10) }), /render failed/);
});

test("the preload's worker class lends a live static pool to the next request and ends it with its owner", async () => {
  await withPreload(async (moduleLoad) => {
    const { Worker } = moduleLoad('../lib/worker', moduleAt(buildIndex), false) as unknown as {
      Worker: new (path: string, options: object) => { end: () => Promise<unknown>; _worker?: object };
    };
    const staticWorker = require.resolve('next/dist/build/worker.js');
    const options = { numWorkers: 1, exposedMethods: ['getDefinedNamedExports'], debuggerPortOffset: -1 };
    const owner = new Worker(staticWorker, options);
    try {
      const borrowed = new Worker(staticWorker, { ...options, onActivity: () => {} });
      await borrowed.end();
      assert.equal(Object.getPrototypeOf(borrowed), owner, 'the second request gets the live pool');
      assert.ok(owner._worker, "the borrower's end leaves the pool running");
    } finally {
      await owner.end();
    }
    const fresh = new Worker(staticWorker, options);
    try {
      assert.notEqual(Object.getPrototypeOf(fresh), owner, 'an ended pool is not lent');
      assert.ok(fresh._worker);
    } finally {
      await fresh.end();
    }
  });
});

test("the preload's fs for the export moves pages out of .next/server/app and copies anything else", async () => {
  const cwd = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-static-build-'));
  try {
    process.chdir(dir);
    await withPreload(async (moduleLoad) => {
      const exportFs = moduleLoad('fs', moduleAt(exportIndex), false) as unknown as typeof fs;
      fs.mkdirSync('.next/server/app', { recursive: true });
      fs.mkdirSync('out/guides', { recursive: true });
      fs.writeFileSync('.next/server/app/guides.html', '<p>page</p>');
      fs.writeFileSync('other.html', '<p>other</p>');
      await exportFs.promises.copyFile(path.resolve('.next/server/app/guides.html'), 'out/guides/index.html');
      await exportFs.promises.copyFile(path.resolve('other.html'), 'out/other.html');
      assert.equal(fs.readFileSync('out/guides/index.html', 'utf8'), '<p>page</p>');
      assert.equal(fs.existsSync('.next/server/app/guides.html'), false, 'a generated page is moved');
      assert.equal(fs.readFileSync('out/other.html', 'utf8'), '<p>other</p>');
      assert.equal(fs.existsSync('other.html'), true, 'anything else is copied');
      // Everyone else gets Node's own fs.
      assert.equal(moduleLoad('fs', moduleAt(buildIndex), false), fs);
    });
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const exportWorkerModule = require.resolve('next/dist/export/worker.js');

test("Next's export worker writes a page's files through fs/promises, its .meta among them", () => {
  const worker = fs.readFileSync(exportWorkerModule, 'utf8');
  assert.match(worker, /const _promises = \/\*#__PURE__\*\/ _interop_require_default\(require\("fs\/promises"\)\);/);
  assert.match(worker, /writeFile: \(filePath, data\)=>_promises\.default\.writeFile\(filePath, data\)/);
  const appPage = fs.readFileSync(require.resolve('next/dist/export/routes/app-page.js'), 'utf8');
  assert.match(appPage, /fileWriter\.append\(htmlFilepath\.replace\(\/\\\.html\$\/, _constants\.NEXT_META_SUFFIX\), JSON\.stringify\(meta, null, 2\)\);/);
});

test("the preload's fs/promises for the export worker writes a page's HTML in .next/server/app finished, and any other HTML as it is", async () => {
  const cwd = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-static-build-html-'));
  const { finishPage } = await import('../build/startup-scripts.mjs');
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/dmsbg/_next/static/chunks/main-1.js" async=""></script></head>' +
    '<body><p>page</p><script>self.__next_f.push([1,"x"])</script></body></html>';
  try {
    process.chdir(dir);
    fs.mkdirSync('.next/server/app', { recursive: true });
    await withPreload(async (moduleLoad) => {
      const promises = moduleLoad('fs/promises', moduleAt(exportWorkerModule), false) as unknown as typeof fs.promises;
      await promises.writeFile(path.resolve('.next/server/app/guides.html'), html);
      await promises.writeFile(path.resolve('.next/server/app/guides.rsc'), 'payload');
      await promises.writeFile(path.resolve('elsewhere.html'), html);
      const written = fs.readFileSync('.next/server/app/guides.html', 'utf8');
      assert.equal(written, finishPage(html));
      assert.match(written, /<meta http-equiv="Content-Security-Policy"/);
      assert.doesNotMatch(written, /async=""/);
      assert.equal(fs.readFileSync('.next/server/app/guides.rsc', 'utf8'), 'payload');
      assert.equal(fs.readFileSync('elsewhere.html', 'utf8'), html);
    });
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the preload's fs/promises for the export worker skips pages' .meta files in .next/server/app and writes anything else", async () => {
  const cwd = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-static-build-meta-'));
  try {
    process.chdir(dir);
    fs.mkdirSync('.next/server/app', { recursive: true });
    await withPreload(async (moduleLoad) => {
      const promises = moduleLoad('fs/promises', moduleAt(exportWorkerModule), false) as unknown as typeof fs.promises;
      await promises.writeFile(path.resolve('.next/server/app/guides.meta'), '{}');
      await promises.writeFile(path.resolve('.next/server/app/guides.rsc'), 'payload');
      await promises.writeFile(path.resolve('elsewhere.meta'), '{}');
      assert.equal(fs.existsSync('.next/server/app/guides.meta'), false, "a page's .meta is not written");
      assert.equal(fs.readFileSync('.next/server/app/guides.rsc', 'utf8'), 'payload');
      assert.equal(fs.readFileSync('elsewhere.meta', 'utf8'), '{}');
      // Everyone else gets Node's own fs/promises.
      assert.equal(moduleLoad('fs/promises', moduleAt(buildIndex), false), fs.promises);
    });
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
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

// `npm run build`: the content step (lib/content/prepare.ts: every page into the page cache, the
// search indexes, the versions file) runs beside `next build`'s compile, which does not need it;
// pages wait for its barrier before they render (lib/content/render/prepared.ts). Meanwhile this process
// loads the post-build steps (bundled with the content step, scripts/build/bundle-steps.mjs) and the
// site index, and finishes the export as soon
// as Next exits.
// Two ways to run Next (docs/build.md): the fast path preloads scripts/next/next-static-build.cjs into
// `next build`, reuses an unchanged compile (`--experimental-build-mode=generate`) and lets the render
// cache restore unchanged pages; the plain path (DMSBG_PLAIN_NEXT=1, or a Next the fast path was not
// written for: scripts/next/build-path.mjs) runs Next's own `next build` with next.config.mjs and nothing
// else of ours inside Next. Both write the same export; our steps before and after Next run in both.
// DMSBG_NEXT_HOOKS=0 is the plain path without our bundler setup either: Next as it ships, the same
// pages with the same content (other chunks).
// Prints each step's time and writes them to .next/build-times.json (the bench reads it).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { codeBuildId } from './next/build-id.mjs';
import { buildPath, bundler, installedNextVersion, installedVersion, rspackMismatch } from './next/build-path.mjs';
import { exportFiles } from '../lib/files/exportFiles.mjs';
import { bundleSteps } from './build/bundle-steps.mjs';
import { CACHE_DIR, CONTENT_STAMP, PREPARED_FILE, RENDER_KEYS_DIR, RENDER_PLAN_FILE } from '../lib/config/paths.mjs';
import { nextHooks, reuseCompile as reuseCompileSetting } from '../lib/config/env.mjs';

/**
 * Next keys its compile cache on the server-actions encryption key, which it keeps in .next/cache
 * unless it thinks it runs in a container (is-docker, true on our CI and build machines): then
 * every build gets a new random key and the compile cache is thrown away each time (a rebuild
 * compiled all 738 modules again). We use no server actions; keep one key per .next like Next
 * does outside containers.
 */
function actionsKey() {
  const file = `${CACHE_DIR}/server-actions-key`;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'));
  }
  return fs.readFileSync(file, 'utf8');
}

// One build mode for every step, so the page cache the content step fills is the one pages read.
process.env.NODE_ENV = 'production'; // for the post-build steps in this process too
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ??= actionsKey();
const nextVersion = installedNextVersion();
const chosen = buildPath(nextVersion, env);
if (chosen.message) console.log(chosen.message);
// Stops at once on an unknown DMSBG_BUNDLER; says so when next-rspack is for another Next (the build may fail).
let rspack;
try {
  // DMSBG_NEXT_HOOKS=0: no next-rspack either (Next compiles as it ships).
  rspack = bundler(env) === 'rspack' && nextHooks(env);
  const mismatch = rspack && rspackMismatch(nextVersion, installedVersion('next-rspack'));
  if (mismatch) console.log(mismatch);
} catch (error) {
  console.error(`build: ${error.message}`);
  process.exit(1);
}
const plain = chosen.plain;
/** Node's flags for the build's processes (the fast path's V8 settings). */
const nodeFlags = [];
if (plain) {
  // Next renders every page itself; the render cache stays as it is for the next fast build.
  env.DMSBG_RENDER_CACHE = 'off';
} else {
  // Pages whose render key is unchanged are restored from the render cache, not rendered ('off': all).
  env.DMSBG_RENDER_CACHE ??= 'on';
  // Every build process allocates many short-lived objects (parse trees, React elements, streams);
  // GC was ~7% of each process's CPU. A larger young generation means fewer scavenges (corpus build
  // ~0.3-0.5 s faster in repeated runs); Next's workers inherit NODE_OPTIONS.
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim();
  // Garbage collection on each process's own thread: the build keeps both cores busy from start to
  // end, so V8's helper threads only took turns with the other processes (16 alternating pairs of
  // cold corpus builds: ~0.25 s faster on average, the content step most). Not allowed in
  // NODE_OPTIONS: given to the content step and to Next, whose page workers inherit it.
  nodeFlags.push('--single-threaded-gc');
  // next-rspack sets this when next.config.mjs loads, after Next has set up its bundled webpack the
  // webpack way; set from the start, Next takes its Rspack branch there, where the preload can leave
  // webpack's 2.6 MB bundle unloaded (scripts/next/next-static-build.cjs). The same export.
  if (rspack) env.NEXT_RSPACK ??= 'true';
}
const NEXT = 'node_modules/next/dist/bin/next';

/** Runs a step; resolves with its seconds, rejects with its exit code. */
function run(name, args, extraEnv = {}) {
  const t = Date.now();
  const child = spawn(process.execPath, [...nodeFlags, ...args], { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.add(child);
  return new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve((Date.now() - t) / 1000);
      else reject(Object.assign(new Error(`${name} failed`), { code: code ?? (signal ? 1 : 0) }));
    }),
  );
}
const children = new Set();

const started = Date.now();
const times = {};
// Pages must never pass the previous build's barrier: remove it; the content step writes the new one.
fs.rmSync(PREPARED_FILE, { force: true });
// Nor read the previous build's render plan or keys: Next writes this build's (scripts/next/renderCache.ts).
fs.rmSync(RENDER_PLAN_FILE, { force: true });
fs.rmSync(RENDER_KEYS_DIR, { recursive: true, force: true });
fs.mkdirSync('public/static', { recursive: true });
fs.writeFileSync(`public/${CONTENT_STAMP}`, JSON.stringify({ stamp: '' }));
/**
 * Next's compile depends on the code only (content is read when pages render), and the build id
 * hashes that code (scripts/next/build-id.mjs). When .next holds the finished compile of this build id,
 * untouched since (`next dev` rewrites .next/server), Next only generates pages
 * (`--experimental-build-mode=generate`): a warm compile was ~1.3 s of a rebuild after a release.
 * The marker (build id and a listing of .next) is removed first and written after a successful build.
 */
const COMPILED = `${CACHE_DIR}/compiled.json`;
const nextState = () => {
  if (!fs.existsSync('.next')) return {};
  const files = exportFiles('.next').filter((f) => !/^\.next\/(cache|trace|build-times\.json)/.test(f));
  return Object.fromEntries(
    files.sort().map((f) => {
      const stat = fs.statSync(f);
      return [f, `${stat.size}:${stat.mtimeMs}`];
    }),
  );
};
const buildId = codeBuildId();
env.DMSBG_BUILD_ID = buildId; // Next's build id (next.config.mjs) and the render cache's
const compiled = fs.existsSync(COMPILED) ? fs.readFileSync(COMPILED, 'utf8') : undefined;
const reuseCompile = !plain && reuseCompileSetting() && compiled === JSON.stringify({ buildId, next: nextState() });
fs.rmSync(COMPILED, { force: true });
// In generate mode Next reads its previous route list (Node caches the first read) unless it is gone.
if (reuseCompile) fs.rmSync('.next/prerender-manifest.json');
try {
  const steps = bundleSteps(['prepare', 'post-build']);
  const prepare = steps.then((s) => run('prepare', [s.prepare])).then((s) => (times.prepare = s));
  const args = plain ? [NEXT, 'build', ...chosen.args] : ['--require', './scripts/next/next-static-build.cjs', NEXT, 'build', ...chosen.args, ...(reuseCompile ? ['--experimental-build-mode=generate'] : [])];
  const step = plain ? 'next build (plain)' : reuseCompile ? 'next build (pages only)' : 'next build';
  const next = run('next build', args).then((s) => (times[step] = s));
  // Loading the steps and the content (~0.2 s of CPU bundled, ~0.7 s through tsx) while Next builds, not after.
  const post = steps
    .then((s) => import(pathToFileURL(s['post-build']).href))
    .then((m) => ({ postBuild: m.postBuild, site: m.buildSiteIndex(m.CONTENT_DIR) }));
  post.catch(() => {}); // awaited below, after the steps: a failure then stops the build like theirs
  await Promise.all([prepare, next]);
  const { postBuild, site } = await post;
  const t = Date.now();
  await postBuild('out', site);
  times['post-build'] = (Date.now() - t) / 1000;
} catch (error) {
  for (const child of children) child.kill('SIGTERM');
  // A failed step has printed its own error; anything else is a crash in this process.
  console.error(error.code === undefined ? error : `build: ${error.message}`);
  process.exit(error.code || 1);
}
times.total = (Date.now() - started) / 1000;
console.log(`build: ${Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')}`);
fs.writeFileSync('.next/build-times.json', JSON.stringify(times));
// A plain build's .next (pages copied, not moved; its own 404 worker) is never reused by a fast one.
if (!plain) fs.writeFileSync(COMPILED, JSON.stringify({ buildId, next: nextState() }));

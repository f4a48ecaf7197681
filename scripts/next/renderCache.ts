// Build only: the render cache. An exported page (index.html and its RSC payload index.txt) is a
// function of its render plan, its metadata and the compiled build (code, Next's manifests, the
// settings read at render time). Each route gets a key hashing exactly those; a page whose key has
// a saved copy is not rendered by Next again: generateStaticParams returns only the other routes,
// after the export restoreRenderedPages links the saved ones into out/, and after post-build's
// other steps saveRenderedPages saves the new ones.
// Adding a release then renders only the new version and the old default (whose URLs move): older
// versions' pages carry nothing that a release changes (the version list is read in the browser,
// lib/routes/versions.ts).
//
// `npm run build` turns it on (DMSBG_RENDER_CACHE=on; `off` renders every page). The 404 page is
// always rendered (Next needs at least one route).
//
// With nothing saved (a cold build), every route renders and no key is needed before rendering: each
// page records its own key as Next renders it (recordRenderKey) and post-build saves the pages under
// those. Computing all keys during route collection held up the first page by ~0.2 s, on one core,
// right after the content step's barrier.
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { linkFile } from '../../lib/files/exportFiles.mjs';
import { NOT_FOUND_ROUTE } from '../../lib/routes';
import { BUILD_SWITCHES, buildId as codeBuildId, renderCacheOn } from '../../lib/config/env.mjs';
import { CACHE_DIR, RENDER_KEYS_DIR, RENDER_PLAN_FILE } from '../../lib/config/paths.mjs';
import { filesUnder } from '../../lib/content/compile/cache';
import { exportedRoutes, metadataFor, renderPlan, type RenderPlan } from '../../lib/content/render/render';
import type { SiteIndex } from '../../lib/content/site';

const RENDER_DIR = path.join(CACHE_DIR, 'render');
// This build's routes and keys (RENDER_PLAN_FILE), written while Next collects its routes; the build removes it first.
export { RENDER_PLAN_FILE };
/** The files of one exported route. */
const ROUTE_FILES = ['index.html', 'index.txt'];

export interface RenderCachePlan {
  routes: { route: string; key: string; cached: boolean }[];
}

const sha = () => crypto.createHash('sha256');

/**
 * What a page's HTML depends on besides its plan and metadata: the code (the build id, DMSBG_BUILD_ID,
 * hashes every source file, the installed packages and the NEXT_PUBLIC_* settings: scripts/next/build-id.mjs), the
 * script and style files Next made (their names are content hashes) and which of them each page
 * and client component loads (the app build and client reference manifests), and the settings read
 * at render time (DMSBG_*, NEXT_PUBLIC_*, NODE_ENV; not the build's own switches). Read when Next
 * collects routes, so only what is final then, the same in a full build and a pages-only one: not
 * build-manifest.json (written later), not the compiled server modules (Rspack orders a re-export
 * list differently in a cold and a warm compile of the same code).
 */
export function buildFingerprint(nextDir = '.next'): string {
  const h = sha();
  // Set by scripts/build.mjs, which gives Next the same id (next.config.mjs); hashed with the settings below.
  const buildId = codeBuildId();
  if (!buildId) throw new Error('render cache: DMSBG_BUILD_ID is not set (run the build with npm run build)');
  const manifests = [path.join(nextDir, 'app-build-manifest.json'), ...filesUnder(path.join(nextDir, 'server')).filter((f) => f.endsWith('_client-reference-manifest.js'))];
  for (const file of manifests) h.update(path.relative(nextDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  // Next's own per-build folder (static/<build id>/) is written late; the id is hashed above.
  const staticDir = path.join(nextDir, 'static');
  for (const file of filesUnder(staticDir)) if (!file.startsWith(path.join(staticDir, buildId) + path.sep)) h.update(path.relative(nextDir, file)).update('\0');
  const settings = Object.keys(process.env).filter((n) => (/^(DMSBG_|NEXT_PUBLIC_)/.test(n) || n === 'NODE_ENV') && !BUILD_SWITCHES.includes(n));
  for (const name of settings.sort()) h.update(`${name}=${process.env[name]}\0`);
  return h.digest('hex');
}

/** A route's key: its plan and metadata (plain data) and the build's fingerprint. */
export function renderKey(plan: unknown, metadata: unknown, fingerprint: string): string {
  return sha().update(JSON.stringify([plan, metadata])).update('\0').update(fingerprint).digest('hex').slice(0, 40);
}

// One folder of files named `<key>.<file>`, not a folder per page: making ~280 folders was ~0.1-0.3 s
// of a cold corpus build's last step on this disk.
const savedName = (key: string, file: string) => `${key}.${file}`;
const savedFile = (key: string, file: string) => path.join(RENDER_DIR, savedName(key, file));
const exportedFile = (out: string, route: string, file: string) => path.join(out, ...route.split('/').filter(Boolean), file);

/** The routes Next renders in this build: every route, or with the cache on, those without a saved copy. */
export async function routesToRender(site: SiteIndex): Promise<string[]> {
  const routes = exportedRoutes(site);
  // Nothing saved: every route renders, and records its key (recordRenderKey).
  if (!renderCacheOn() || !(fs.existsSync(RENDER_DIR) && fs.readdirSync(RENDER_DIR).length)) return routes;
  const fingerprint = buildFingerprint();
  const plan: RenderCachePlan = {
    routes: await Promise.all(
      routes.map(async (route) => {
        const key = renderKey(await renderPlan(site, route), metadataFor(site, route), fingerprint);
        const cached = route !== NOT_FOUND_ROUTE && ROUTE_FILES.every((f) => fs.existsSync(savedFile(key, f)));
        return { route, key, cached };
      }),
    ),
  };
  // Next may ask in more than one worker: each writes the same plan, whole (temp file, then rename).
  const tmp = `${RENDER_PLAN_FILE}.${process.pid}.tmp`;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(tmp, JSON.stringify(plan));
  fs.renameSync(tmp, RENDER_PLAN_FILE);
  return plan.routes.filter((r) => !r.cached).map((r) => r.route);
}

/** This worker's file of keys and the build's fingerprint, once per process; undefined when route collection wrote a plan. */
let keysHere: { file: string; fingerprint: string } | null | undefined;
function keysFile() {
  if (keysHere !== undefined) return keysHere;
  // Route collection writes a plan (or not) before any page renders.
  if (!renderCacheOn() || fs.existsSync(RENDER_PLAN_FILE)) return (keysHere = null);
  fs.mkdirSync(RENDER_KEYS_DIR, { recursive: true });
  return (keysHere = { file: path.join(RENDER_KEYS_DIR, `${process.pid}.jsonl`), fingerprint: buildFingerprint() });
}

/**
 * As Next renders a route with the cache on and no plan written (nothing was saved): records the
 * route's key, the same routesToRender computes, in this worker's file of keys.
 */
export function recordRenderKey(site: SiteIndex, route: string, plan: RenderPlan): void {
  const keys = keysFile();
  if (!keys) return;
  fs.appendFileSync(keys.file, `${JSON.stringify([route, renderKey(plan, metadataFor(site, route), keys.fingerprint)])}\n`);
}

/** This build's plan: the one route collection wrote, or one made of the keys the pages recorded (none cached). */
function readPlan(): RenderCachePlan | undefined {
  if (fs.existsSync(RENDER_PLAN_FILE)) return JSON.parse(fs.readFileSync(RENDER_PLAN_FILE, 'utf8')) as RenderCachePlan;
  if (!fs.existsSync(RENDER_KEYS_DIR)) return undefined;
  const keys = new Map<string, string>();
  for (const file of fs.readdirSync(RENDER_KEYS_DIR).sort()) {
    for (const line of fs.readFileSync(path.join(RENDER_KEYS_DIR, file), 'utf8').split('\n').filter(Boolean)) {
      const [route, key] = JSON.parse(line) as [string, string];
      keys.set(route, key);
    }
  }
  return { routes: [...keys].sort(([a], [b]) => (a < b ? -1 : 1)).map(([route, key]) => ({ route, key, cached: false })) };
}

/** Links the routes' files between the export and the cache. A missing source fails the build with its path instead of shipping a hole. */
function linkRoutes(routes: RenderCachePlan['routes'], out: string, into: 'out' | 'cache'): void {
  for (const { route, key } of routes) {
    for (const file of ROUTE_FILES) {
      const [from, to] = into === 'out' ? [savedFile(key, file), exportedFile(out, route, file)] : [exportedFile(out, route, file), savedFile(key, file)];
      try {
        linkFile(from, to);
      } catch (error) {
        throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? new Error(`render cache: ${from} is missing (route ${route})`) : error;
      }
    }
  }
}

/**
 * After Next's export: puts every saved page of this build's plan into `out`, as the build's later
 * steps left it last time (so they skip it: scripts/build/post-build.ts). Returns the restored routes'
 * HTML files (absolute paths); undefined when the cache was off. Files are hard links: copying 300
 * pages took ~0.3-0.6 s here. So no later step writes into an exported file: they replace it
 * (scripts/build/startup-scripts.mjs).
 */
export function restoreRenderedPages(out: string): string[] | undefined {
  const plan = readPlan();
  if (!plan) return undefined;
  const restored = plan.routes.filter((r) => r.cached);
  linkRoutes(restored, out, 'out');
  return restored.map((r) => path.resolve(exportedFile(out, r.route, ROUTE_FILES[0])));
}

/** After the later steps: saves the pages Next rendered in this build and keeps only this build's. */
export function saveRenderedPages(out: string): { rendered: number; restored: number } | undefined {
  const plan = readPlan();
  if (!plan) return undefined;
  const rendered = plan.routes.filter((r) => !r.cached);
  linkRoutes(rendered, out, 'cache');
  const keep = new Set(plan.routes.flatMap((r) => ROUTE_FILES.map((file) => savedName(r.key, file))));
  for (const name of fs.existsSync(RENDER_DIR) ? fs.readdirSync(RENDER_DIR) : []) if (!keep.has(name)) fs.rmSync(path.join(RENDER_DIR, name), { recursive: true, force: true });
  return { rendered: rendered.length, restored: plan.routes.length - rendered.length };
}

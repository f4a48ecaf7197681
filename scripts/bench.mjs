// `npm run bench`: cold build time, export size, first-load bytes per page (gzip, by type),
// search index sizes and in-page search latency; then build speed on the benchmark corpus
// (../shared/bench-corpus, generated into .bench/): cold build, rebuild after adding a version,
// 4/8/16-version scale, and the dev server's edit-to-screen time. Prints tables and writes
// bench/results.json. Not a test: numbers are for comparing runs on the same machine. It also runs
// the MDN HTTP Observatory against the export served by Node and by nginx (scripts/bench/observatory.mjs).
// Options: --no-lighthouse, --no-observatory, --no-scale (skip the 8- and 16-version builds), --no-dev, --no-rspress (skip
// building the corpus with Rspress 2.0.22, which it installs into .bench/rspress on first use).
// BENCH_PORT (default 4180) serves the export; the dev server uses BENCH_PORT + 1, the Observatory's
// Node server and nginx BENCH_PORT + 2 and + 3.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { BASE_PATH, NOT_FOUND_ROUTE } from '../lib/routes/base.mjs';
import { observatory, observatoryTables } from './bench/observatory.mjs';
import { exportFiles } from './export-files.mjs';

const PORT = Number(process.env.BENCH_PORT) || 4180;
const ORIGIN = `http://localhost:${PORT}`;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const KEYSTROKE_QUERIES = ['wireguard peer', 'how do i set up a hunt group', 'firewal port forward'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function typeOf(url, contentType = '') {
  if (/\.js(\?|$)/.test(url) || contentType.includes('javascript')) return 'js';
  if (/\.css(\?|$)/.test(url) || contentType.includes('css')) return 'css';
  if (/\.woff2?(\?|$)/.test(url)) return 'fonts';
  if (/\.(svg|png|jpe?g|webp|gif|ico)(\?|$)/.test(url) || contentType.startsWith('image/')) return 'images';
  if (contentType.includes('html')) return 'html';
  return 'other';
}

async function firstLoad(browser, sitePath) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  const totals = { html: 0, js: 0, css: 0, fonts: 0, images: 0, other: 0 };
  let requests = 0;
  const pending = [];
  page.on('response', (res) => {
    requests++;
    pending.push(
      res
        .body()
        .then((body) => {
          totals[typeOf(res.url(), res.headers()['content-type'])] += zlib.gzipSync(body).length;
        })
        .catch(() => {}),
    );
  });
  await page.goto(`${ORIGIN}${BASE_PATH}${sitePath}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return { path: sitePath, requests, ...totals, total: Object.values(totals).reduce((a, b) => a + b, 0) };
}

async function searchLatency(browser) {
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}${BASE_PATH}/guides/`, { waitUntil: 'networkidle' });
  const started = Date.now();
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search Docs');
  await input.fill('wireguard');
  // Polled every frame: Playwright's own waitFor retries at growing intervals (up to 500 ms), which
  // made this number jump between ~350 and ~800 ms for the same page.
  await page.waitForFunction(() => document.querySelector('[role="option"]'), null, { polling: 'raf' });
  const openToResults = Date.now() - started - 150; // minus the debounce
  // Per keystroke: type queries letter by letter (a plain one, a question that pulls in synonyms,
  // one with a typo) and read the engine's User Timing entries.
  await page.evaluate(() => performance.clearMeasures('dmsbg:search'));
  for (const query of KEYSTROKE_QUERIES) {
    await input.fill('');
    for (const ch of query) {
      await input.press(ch === ' ' ? 'Space' : ch);
      await page.waitForTimeout(200); // past the 150 ms debounce, so every keystroke is searched
    }
  }
  const entries = await page.evaluate(() => performance.getEntriesByName('dmsbg:search').map((e) => ({ query: e.detail, ms: e.duration })));
  const perKeystroke = entries.map((e) => e.ms);
  const slowest = entries.reduce((a, b) => (b.ms > a.ms ? b : a));
  await page.close();
  const sorted = [...perKeystroke].sort((a, b) => a - b);
  return { openToResultsMs: openToResults, keystrokes: perKeystroke.length, keystrokeMedianMs: sorted[Math.floor(sorted.length / 2)], keystrokeMaxMs: sorted[sorted.length - 1], slowestQuery: slowest.query };
}

/** Lighthouse (from npm, run with npx) against Debian's Chromium: the median of 3 mobile runs. */
function lighthouseMedian(sitePath) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const json = execSync(
      `npx --yes lighthouse@13 ${ORIGIN}${BASE_PATH}${sitePath} --quiet --output=json --form-factor=mobile ` +
        `--only-categories=performance,accessibility,best-practices,seo --chrome-path=${process.env.CHROMIUM_PATH || '/usr/bin/chromium'} ` +
        `--chrome-flags="--headless=new ${ARGS.join(' ')}"`,
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const lhr = JSON.parse(json);
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    });
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[1];
}

const CORPUS = '.bench/corpus';
const SHARED = path.resolve('../shared/bench-corpus');

/** `npm run build` (cold: without .next, so without Next's or the page cache); returns the step times. */
function build({ cold, content, publicDir } = {}) {
  if (cold) fs.rmSync('.next', { recursive: true, force: true });
  fs.rmSync('out', { recursive: true, force: true });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (content) Object.assign(env, { DMSBG_CONTENT_DIR: content, DMSBG_PUBLIC_DIR: publicDir });
  const t = Date.now();
  const run = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'pipe'], env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}`);
  const times = JSON.parse(fs.readFileSync('.next/build-times.json', 'utf8'));
  return { ...times, total: (Date.now() - t) / 1000 };
}

/** The corpus in our layout with `count` versions (copies of the generated four under new numbers), the newest the default. */
function corpus(count) {
  if (!fs.existsSync(`${CORPUS}/generated/2.7.0`)) {
    execSync(`node ${SHARED}/gen.mjs ${CORPUS}/generated --flavor plain`, { stdio: 'ignore' });
    execSync(`node ${SHARED}/to-ours.mjs ${CORPUS}/generated ${CORPUS}/content-4 ${CORPUS}/public`, { stdio: 'ignore' });
  }
  const dir = `${CORPUS}/content-${count}`;
  if (fs.existsSync(dir)) return dir;
  const base = ['2.7.0', '2.6.9', '2.6.0', '1.9.5'];
  const versions = [];
  for (let i = 0; versions.length < count; i++) {
    for (const v of base) if (versions.length < count) versions.push({ from: v, name: i ? v.replace(/^\d+/, (m) => String(Number(m) + 10 * i)) : v });
  }
  for (const { from, name } of versions) fs.cpSync(`${CORPUS}/content-4/${from}`, `${dir}/${name}`, { recursive: true });
  const order = versions.map((v) => v.name).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  fs.writeFileSync(`${dir}/versions.json`, JSON.stringify({ default: order[0], order }, null, 2));
  return dir;
}

/** A fresh working copy of the 4-version corpus, where a release is added in place like on a writer's checkout. */
function corpusSite() {
  const dir = `${CORPUS}/site`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(corpus(4), dir, { recursive: true });
  return dir;
}

/** A release in `dir`: a copy of its latest version, made the default. */
function addRelease(dir) {
  fs.cpSync(`${dir}/2.7.0`, `${dir}/2.8.0`, { recursive: true });
  const config = JSON.parse(fs.readFileSync(`${dir}/versions.json`, 'utf8'));
  fs.writeFileSync(`${dir}/versions.json`, JSON.stringify({ ...config, default: '2.8.0', order: ['2.8.0', ...(config.order ?? [])] }, null, 2));
  return dir;
}

/** A scratch Rspress 2.0.22 site over the corpus (its Rspress flavour: versions in docs/<v>/), installed once. */
function rspressScratch() {
  const dir = path.resolve('.bench/rspress');
  if (!fs.existsSync(path.join(dir, 'node_modules/@rspress/core/package.json'))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'rspress-bench', private: true }, null, 2));
    execSync('npm install --no-audit --no-fund --no-save @rspress/core@2.0.22', { cwd: dir, stdio: 'ignore' });
  }
  if (!fs.existsSync(path.join(dir, 'docs/2.7.0'))) execSync(`node ${SHARED}/gen.mjs ${path.join(dir, 'docs')} --flavor rspress`, { stdio: 'ignore' });
  fs.writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    `import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  base: '${BASE_PATH}/',
  title: 'DMSBG',
  multiVersion: { default: '2.7.0', versions: ['1.9.5', '2.6.0', '2.6.9', '2.7.0'] },
});
`,
  );
  return dir;
}

const exportStats = () => {
  const all = exportFiles('out');
  const pages = all.filter((f) => f.endsWith('index.html')).length;
  const bytes = all.reduce((a, f) => a + fs.statSync(f).size, 0);
  return { pages, bytes, bytesPerPage: Math.round(bytes / pages) };
};

/** Starts `npm run dev` on a copy of the guides, edits a page and times until Chromium shows the new text. */
async function devEditToScreen(browser) {
  const port = PORT + 1;
  const dir = '.bench/dev-content';
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync('content', dir, { recursive: true });
  const dev = spawn('node', ['scripts/dev.mjs', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, DMSBG_CONTENT_DIR: dir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const file = `${dir}/2.7.0/guides/vpn/wireguard.mdx`;
  const original = fs.readFileSync(file, 'utf8');
  const page = await browser.newPage();
  const times = [];
  try {
    const url = `http://localhost:${port}/dmsbg/guides/vpn/wireguard/`;
    for (let i = 0; ; i++) {
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 120000 });
        break;
      } catch (error) {
        if (i > 60) throw error;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    await page.waitForTimeout(2000); // hydration and Next's dev socket
    for (let i = 0; i < 4; i++) {
      const marker = `Bench edit ${Date.now()} number ${i}`;
      const started = Date.now();
      fs.writeFileSync(file, `${original}\n\n${marker}.\n`);
      await page.getByText(marker).waitFor({ timeout: 60000 });
      times.push(Date.now() - started);
      await page.waitForTimeout(1500); // let the background search rebuild finish
    }
  } finally {
    await page.close();
    fs.writeFileSync(file, original);
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {}
  }
  // The first edit also compiles the route's modules in Next's dev server: report it apart.
  const warm = times.slice(1).sort((a, b) => a - b);
  return { firstMs: times[0], medianMs: warm[Math.floor(warm.length / 2)], allMs: times };
}

const result = {};
console.log('Cold build ...');
result.coldBuildSeconds = build({ cold: true }).total;
const files = exportFiles('out');
result.exportBytes = files.reduce((a, f) => a + fs.statSync(f).size, 0);
result.exportFiles = files.length;
result.searchIndexes = Object.fromEntries(
  files
    .filter((f) => /search_index\./.test(f))
    .map((f) => {
      const raw = fs.readFileSync(f);
      return [path.basename(f).split('.').slice(1, -2).join('.'), { raw: raw.length, gzip: zlib.gzipSync(raw).length }];
    }),
);

// Search ranking on how installers ask (no browser needed: the same engine and indexes).
result.searchQuality = JSON.parse(execSync('npx tsx scripts/search-quality.ts', { encoding: 'utf8' }).trim().split('\n').pop());

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT), '--gzip'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
try {
  result.pages = [];
  for (const p of ['/', '/guides/vpn/wireguard/', '/1.9.5/guides/vpn/ipsec/', '/no-such-page/']) result.pages.push(await firstLoad(browser, p));
  result.search = await searchLatency(browser);
} finally {
  await browser.close();
}
if (!process.argv.includes('--no-lighthouse')) {
  try {
    result.lighthouse = {};
    // Lighthouse refuses to score a response with status 404, so the 404 page is audited at the route it is built from.
    for (const p of ['/', '/guides/vpn/wireguard/', '/1.9.5/guides/vpn/ipsec/', NOT_FOUND_ROUTE]) result.lighthouse[p] = lighthouseMedian(p);
  } finally {
    server.kill();
  }
} else server.kill();
if (!process.argv.includes('--no-observatory')) result.observatory = await observatory({ port: PORT + 2 });

// Build speed on the benchmark corpus: cold, rebuild after a release, scale, and the dev loop.
const speed = (result.buildSpeed = {});
const corpusPublic = `${CORPUS}/public`;
console.log('Corpus: cold build, rebuild after a new version ...');
// Rspress 2.0.22 builds the same corpus in the same run, interleaved with ours (the machine's speed
// drifts during a run): in BENCH_RSPRESS_DIR if set, else in .bench/rspress, set up on first use.
const rspressDir = process.argv.includes('--no-rspress') ? undefined : (process.env.BENCH_RSPRESS_DIR ?? rspressScratch());
const rspressBuild = () => {
  // Cold like ours: without its output and its Rspack cache.
  fs.rmSync(path.join(rspressDir, 'doc_build'), { recursive: true, force: true });
  fs.rmSync(path.join(rspressDir, 'node_modules/.cache'), { recursive: true, force: true });
  const t = Date.now();
  execSync('npx rspress build', { cwd: rspressDir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  return (Date.now() - t) / 1000;
};
const colds = [];
const rebuilds = [];
speed.rspressSeconds = [];
// Twice: Rspress cold, ours cold on a fresh copy of the corpus, then ours again after a release
// added in place. The faster of each, so neither side of a ratio is a single noisy sample.
for (let i = 0; i < 2; i++) {
  if (rspressDir) speed.rspressSeconds.push(rspressBuild());
  colds.push(build({ cold: true, content: corpusSite(), publicDir: corpusPublic }));
  speed.coldExport = exportStats();
  rebuilds.push(build({ content: addRelease(`${CORPUS}/site`), publicDir: corpusPublic }));
}
const fastest = (runs) => runs.reduce((a, b) => (b.total < a.total ? b : a));
speed.cold = fastest(colds);
speed.colds = colds.map((c) => c.total);
speed.rebuildNewVersion = fastest(rebuilds);
speed.rebuilds = rebuilds.map((r) => r.total);
const rspressBest = Math.min(...speed.rspressSeconds); // Infinity when skipped
speed.scale = [{ versions: 4, seconds: speed.cold.total, ...speed.coldExport }];
if (!process.argv.includes('--no-scale')) {
  for (const n of [8, 16]) {
    console.log(`Corpus: ${n} versions ...`);
    const times = build({ cold: true, content: corpus(n), publicDir: corpusPublic });
    speed.scale.push({ versions: n, seconds: times.total, ...exportStats() });
  }
}
if (!process.argv.includes('--no-dev')) {
  console.log('Dev: edit to screen ...');
  const devBrowser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  try {
    speed.dev = await devEditToScreen(devBrowser);
  } finally {
    await devBrowser.close();
  }
}
const split = (t) => Object.entries(t).filter(([k]) => k !== 'total').map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');

const lines = [
  '| Measure | Value |',
  '| --- | --- |',
  `| Cold build (all versions) | ${result.coldBuildSeconds.toFixed(1)} s |`,
  `| Export size / files | ${(result.exportBytes / 1048576).toFixed(1)} MB / ${result.exportFiles} |`,
  ...Object.entries(result.searchIndexes).map(([v, s]) => `| Search index ${v} (raw / gzip) | ${kb(s.raw)} / ${kb(s.gzip)} |`),
  `| Search: open to first results | ${result.search.openToResultsMs} ms |`,
  ...Object.entries(result.searchQuality).map(
    ([v, q]) => `| Search ranking ${v}: MRR over ${q.queries} installer queries (first hits; out-of-scope with results) | ${q.mrr.toFixed(3)} (${q.firstHits}/${q.queries}; ${q.outOfScopeWithResults}/${q.outOfScope}) |`,
  ),
  `| Search: per keystroke (median / max of ${result.search.keystrokes}) | ${result.search.keystrokeMedianMs.toFixed(2)} / ${result.search.keystrokeMaxMs.toFixed(2)} ms (slowest: "${result.search.slowestQuery}") |`,
  ...Object.entries(result.lighthouse ?? {}).map(([p, s]) => `| Lighthouse mobile ${p} (perf / a11y / best / SEO; LCP, TBT, CLS) | ${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}; ${s.lcp} ms, ${s.tbt} ms, ${s.cls} |`),
  '',
  '| First load (gzip) | HTML | JS | CSS | Fonts | Images | Other | Total | Requests |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...result.pages.map((p) => `| ${p.path} | ${kb(p.html)} | ${kb(p.js)} | ${kb(p.css)} | ${kb(p.fonts)} | ${kb(p.images)} | ${kb(p.other)} | ${kb(p.total)} | ${p.requests} |`),
  ...(result.observatory ? ['', ...observatoryTables(result.observatory)] : []),
];
lines.push(
  '',
  '| Build speed (benchmark corpus) | Value |',
  '| --- | --- |',
  `| Cold build, 4 versions, ${speed.coldExport.pages} pages (faster of ${speed.colds.map((x) => x.toFixed(1)).join(' / ')} s) | ${speed.cold.total.toFixed(1)} s (${split(speed.cold)}) |`,
  ...(speed.rspressSeconds.length
    ? [
        `| Rspress 2.0.22, same corpus, interleaved with ours | ${rspressBest.toFixed(1)} s (faster of ${speed.rspressSeconds.map((x) => x.toFixed(1)).join(' / ')} s) |`,
        `| Ours / Rspress (faster of two each) | ${(speed.cold.total / rspressBest).toFixed(2)} x |`,
      ]
    : []),
  `| Rebuild after adding a version (copy of the latest, made the default; faster of ${speed.rebuilds.map((x) => x.toFixed(1)).join(' / ')} s) | ${speed.rebuildNewVersion.total.toFixed(1)} s = ${(speed.rebuildNewVersion.total / speed.cold.total).toFixed(2)} x cold (${split(speed.rebuildNewVersion)}) |`,
  ...(speed.dev ? [`| Dev: edit to screen (median of 3 after the first; first edit) | ${speed.dev.medianMs} ms; ${speed.dev.firstMs} ms |`] : []),
  '',
  '| Versions | Pages | Cold build | Build per page | Export size | Export per page |',
  '| --- | --- | --- | --- | --- | --- |',
  ...speed.scale.map((r) => `| ${r.versions} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${((r.seconds / r.pages) * 1000).toFixed(0)} ms | ${(r.bytes / 1048576).toFixed(1)} MB | ${kb(r.bytesPerPage)} |`),
);
console.log(lines.join('\n'));
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));

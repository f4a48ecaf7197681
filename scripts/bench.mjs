// `npm run bench`: cold build time, export size, first-load bytes per page (gzip, by type),
// search index sizes and in-page search latency. Prints one table and writes bench/results.json.
// Not a test: numbers are for comparing runs on the same machine.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { BASE_PATH, NOT_FOUND_ROUTE } from '../lib/routes/base.mjs';
import { exportFiles } from './export-files.mjs';

const PORT = 4180;
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
  await page.getByRole('option').first().waitFor();
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

const result = {};
console.log('Cold build ...');
fs.rmSync('.next', { recursive: true, force: true });
fs.rmSync('out', { recursive: true, force: true });
let t = Date.now();
execSync('npm run build', { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
result.coldBuildSeconds = (Date.now() - t) / 1000;
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
];
console.log(lines.join('\n'));
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));

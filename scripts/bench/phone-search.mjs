// Search on a phone, in every version: a 390x844 touch screen on Slow 4G (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up) with the CPU 4x slower, the export served gzip. Tap the search
// button, type "wireguard" at 30 ms a key, and time the tap to the first result option (median of
// 5 cold visits) and count the bytes transferred (encoded, as on the wire) in between; beside it
// the version's ranking (MRR over the installer queries, from the search measure's own script).
import fs from 'node:fs';
import { BASE_PATH } from '../../lib/routes/base.mjs';
import { searchQuality } from './search.mjs';
import { kb, ORIGIN, serveExport, withBrowser } from './shared.mjs';

const RUNS = 5;
const QUERY = 'wireguard';
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: 'block' };

/** One cold visit: a fresh context (empty HTTP cache), throttled once the page is ready. */
async function tapToFirstResult(browser, sitePath) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${ORIGIN}${BASE_PATH}${sitePath}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Bytes per request since the tap: what arrived so far, or the total once it finished.
    const bytes = new Map();
    let counting = false;
    cdp.on('Network.dataReceived', (e) => counting && bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength));
    cdp.on('Network.loadingFinished', (e) => counting && bytes.set(e.requestId, Math.max(bytes.get(e.requestId) ?? 0, e.encodedDataLength)));
    // The times in the page itself: the tap's pointerdown, and the first result option added to the DOM.
    await page.evaluate(() => {
      const t = (window.__phoneSearch = {});
      addEventListener('pointerdown', () => (t.tap ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!t.result && document.querySelector('.search-dialog [role="option"]')) t.result = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    counting = true;
    await page.getByRole('button', { name: 'Search Docs' }).tap();
    await page.keyboard.type(QUERY, { delay: 30 });
    await page.waitForFunction(() => window.__phoneSearch.result, null, { polling: 'raf', timeout: 30_000 });
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    const t = await page.evaluate(() => window.__phoneSearch);
    return { ms: Math.round(t.result - t.tap), bytes: total };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default {
  async run(result) {
    result.searchQuality ??= searchQuality();
    const { default: defaultVersion } = JSON.parse(fs.readFileSync('content/versions.json', 'utf8'));
    const server = await serveExport();
    try {
      result.phoneSearch = await withBrowser(async (browser) => {
        const byVersion = {};
        for (const version of Object.keys(result.searchQuality)) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await tapToFirstResult(browser, version === defaultVersion ? '/guides/' : `/${version}/guides/`));
          byVersion[version] = { runs, ms: median(runs.map((r) => r.ms)), bytes: median(runs.map((r) => r.bytes)) };
        }
        return byVersion;
      });
    } finally {
      server.stop();
    }
  },
  report: (result) => ({
    measure: Object.entries(result.phoneSearch).map(
      ([v, p]) =>
        `| Search on a phone ${v}: tap to first result, median of ${p.runs.length} (runs); bytes before it; MRR (outline alone) | ${p.ms} ms (${p.runs.map((r) => r.ms).join(', ')}); ${kb(p.bytes)}; ${result.searchQuality[v].mrr.toFixed(3)} (${result.searchQuality[v].outlineMrr.toFixed(3)}) |`,
    ),
  }),
};

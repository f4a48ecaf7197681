// Search on a phone, in every version: a 390x844 touch screen on Slow 4G (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up) with the CPU 4x slower, the export served gzip. Tap the search
// button right after the page loaded (cold) and, in the default version, also after 5 s on the page
// (search readied at idle), type "wireguard" (and, in the default version, a word only the page text
// has) at 30 ms a key; time it on two clocks (tapToFirstResult), median of 5 cold visits, with the bytes transferred
// (encoded, as on the wire) and each key's input delay; beside it the version's ranking (MRR over
// the installer queries, from the search measure's own script).
import fs from 'node:fs';
import { BASE_PATH } from '../../lib/routes/base.mjs';
import { searchQuality } from './search.mjs';
import { kb, ORIGIN, serveExport, withBrowser } from './shared.mjs';
import { SEARCH_MANIFEST } from '../../lib/config/paths.mjs';

const RUNS = 5;
/** How long the reader of the 'after reading' measure stays on the page before the tap. */
const READ_MS = 5000;
const QUERY = 'wireguard';
/** The page a reader opens after the version's home, for the 'second page' measure. */
const SECOND_PAGE = '/guides/vpn/wireguard/';
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: 'block' };

/**
 * A word of the version's page text that no title or heading has, frequent enough to be a real
 * query (ties broken alphabetically, so a run picks the same word for the same content).
 */
export function bodyOnlyWord(version) {
  const read = (url) => JSON.parse(fs.readFileSync(`out${url.slice(BASE_PATH.length)}`, 'utf8'));
  const index = read(JSON.parse(fs.readFileSync(`out/${SEARCH_MANIFEST}`, 'utf8'))[version].outline);
  const wordsOf = (text) => text.toLowerCase().match(/[a-z]{7,}/g) ?? [];
  const outline = new Set(index.documents.flatMap((d) => wordsOf(`${d.title} ${d.toc.map((h) => h.text).join(' ')}`)));
  const pages = new Map();
  for (const text of index.shards.chunks.flatMap((c) => read(c.url).contents)) for (const w of new Set(wordsOf(text))) pages.set(w, (pages.get(w) ?? 0) + 1);
  // No other form of the word (the engine stems: "accepted" also finds "accepts", whose snippet lacks the query).
  const stemShared = (w) => [...pages.keys()].some((o) => o !== w && o.startsWith(w.slice(0, -2)));
  return [...pages].filter(([w, n]) => n >= 2 && n <= 4 && !outline.has(w) && !stemShared(w)).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

/**
 * One cold visit: a fresh context (empty HTTP cache), throttled once the page is ready. Two clocks:
 * the project's (the tap's pointerdown to the first result option of any prefix) and the reader's
 * (from just before the finger touches the button to the first visible option that contains the
 * whole query, checked every animation frame). Each key's input delay is its interaction's duration
 * in the Event Timing API (the key to the next paint, as INP counts it); a key under 16 ms leaves no
 * entry and counts as 16.
 */
/** How to open search and what a result is: ours, and Rspress's (for the corpus, corpus-search.mjs). */
export const SEARCH_UI = {
  ours: { button: (page) => page.getByRole('button', { name: 'Search Docs' }), option: '.search-dialog [role="option"]' },
  rspress: { button: (page) => page.locator('.rp-search-button--mobile:visible, .rp-search-button:visible').first(), option: '.rp-suggest-item' },
};

export async function tapToFirstResult(browser, sitePath, query, ui = SEARCH_UI.ours, origin = ORIGIN, { readMs = 0, readFirst } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    // A reader on their second page of the version: the first one, read for READ_MS, readied search
    // at idle, so the dialog's code and the outline come from the HTTP cache (the engine is built again).
    if (readFirst) {
      await page.goto(`${origin}${BASE_PATH}${readFirst}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(READ_MS);
    }
    await page.goto(`${origin}${BASE_PATH}${sitePath}`, { waitUntil: 'networkidle' });
    if (ui === SEARCH_UI.ours) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // A reader who reads a while before searching (the site readies search once the page is idle).
    if (readMs) await page.waitForTimeout(readMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Bytes per request since the tap: what arrived so far, or the total once it finished.
    const bytes = new Map();
    let counting = false;
    cdp.on('Network.dataReceived', (e) => counting && bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength));
    cdp.on('Network.loadingFinished', (e) => counting && bytes.set(e.requestId, Math.max(bytes.get(e.requestId) ?? 0, e.encodedDataLength)));
    // Where the reader's finger lands, found before the clock starts: locating the button by its role
    // and Playwright's checks before a tap run in the page, and at 4x CPU took 160-340 ms of the clock.
    const box = await ui.button(page).boundingBox();
    await page.evaluate(([q, option]) => {
      const t = (window.__phoneSearch = { keys: {} });
      addEventListener('pointerdown', () => (t.tap ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!t.result && document.querySelector(option)) t.result = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
      const seen = () => [...document.querySelectorAll(option)].some((o) => o.checkVisibility() && o.textContent.toLowerCase().includes(q));
      const frame = () => (seen() ? (t.visible = performance.now()) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId && e.name.startsWith('key')) t.keys[e.interactionId] = Math.max(t.keys[e.interactionId] ?? 0, e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      t.start = performance.now();
    }, [query, ui.option]);
    counting = true;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type(query, { delay: 30 });
    await page.waitForFunction(() => window.__phoneSearch.visible, null, { polling: 'raf', timeout: 30_000 });
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    await page.waitForTimeout(300); // the last key's entry
    const t = await page.evaluate(() => window.__phoneSearch);
    const keys = Object.values(t.keys);
    const delays = [...keys, ...Array(Math.max(0, query.length - keys.length)).fill(16)];
    return { ms: Math.round(t.result - t.tap), readerMs: Math.round(t.visible - t.start), bytes: total, keyMedian: Math.round(median(delays)), keyMax: Math.round(Math.max(...delays)) };
  } finally {
    await context.close();
  }
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default {
  async run(result) {
    result.searchQuality ??= searchQuality();
    const { default: defaultVersion } = JSON.parse(fs.readFileSync('content/versions.json', 'utf8'));
    const server = await serveExport();
    try {
      result.phoneSearch = await withBrowser(async (browser) => {
        const measure = async (sitePath, query, options) => {
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await tapToFirstResult(browser, sitePath, query, SEARCH_UI.ours, ORIGIN, options));
          const mid = (key) => median(runs.map((r) => r[key]));
          return { query, runs, ms: mid('ms'), readerMs: mid('readerMs'), bytes: mid('bytes'), keyMedian: mid('keyMedian'), keyMax: mid('keyMax') };
        };
        const byVersion = {};
        for (const version of Object.keys(result.searchQuality)) {
          const home = version === defaultVersion ? '/guides/' : `/${version}/guides/`;
          byVersion[version] = await measure(home, QUERY);
          // A query only the page text answers (the whole text index used to come with it).
          if (version === defaultVersion) byVersion[`${version} body-only`] = await measure(home, bodyOnlyWord(version));
          // The same tap after 5 s on the page: what most readers, who search after reading a little, get.
          if (version === defaultVersion) byVersion[`${version} after 5 s on the page`] = await measure(home, QUERY, { readMs: READ_MS });
          // Tapped right after load again, but on the reader's second page of the version (search paid once per version).
          if (version === defaultVersion) byVersion[`${version} second page, tap at load`] = await measure(SECOND_PAGE, QUERY, { readFirst: home });
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
        `| Search on a phone ${v} ("${p.query ?? QUERY}"): tap to first option, median of ${p.runs.length} (runs); reader's clock (before the tap to a visible result containing the query); bytes before it; per-key input delay median / max; MRR (outline alone) | ${p.ms} ms (${p.runs.map((r) => r.ms).join(', ')}); ${p.readerMs ?? '-'} ms; ${kb(p.bytes)}; ${p.keyMedian ?? '-'} / ${p.keyMax ?? '-'} ms; ${result.searchQuality[v.split(' ')[0]].mrr.toFixed(3)} (${result.searchQuality[v.split(' ')[0]].outlineMrr.toFixed(3)}) |`,
    ),
  }),
};

// Search: ranking on how installers ask (the engine and indexes in Node), and in Chromium the time
// from opening search to the first results and the engine's cost per keystroke (User Timing).
import { execSync } from 'node:child_process';
import { BASE_PATH } from '../../lib/routes/base.mjs';
import { ORIGIN, serveExport, withBrowser } from './shared.mjs';

const KEYSTROKE_QUERIES = ['wireguard peer', 'how do i set up a hunt group', 'firewal port forward'];

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

/** Search ranking on how installers ask, per version (no browser needed: the same engine and indexes). */
export const searchQuality = () => JSON.parse(execSync('npx tsx scripts/tools/search-quality.ts', { encoding: 'utf8' }).trim().split('\n').pop());

export default {
  async run(result) {
    result.searchQuality = searchQuality();
    const server = await serveExport();
    try {
      result.search = await withBrowser(searchLatency);
    } finally {
      server.stop();
    }
  },
  report: (result) => ({
    measure: [
      `| Search: open to first results | ${result.search.openToResultsMs} ms |`,
      ...Object.entries(result.searchQuality).map(
        ([v, q]) => `| Search ranking ${v}: MRR over ${q.queries} installer queries (first hits; out-of-scope with results) | ${q.mrr.toFixed(3)} (${q.firstHits}/${q.queries}; ${q.outOfScopeWithResults}/${q.outOfScope}) |`,
      ),
      `| Search: per keystroke (median / max of ${result.search.keystrokes}) | ${result.search.keystrokeMedianMs.toFixed(2)} / ${result.search.keystrokeMaxMs.toFixed(2)} ms (slowest: "${result.search.slowestQuery}") |`,
    ],
  }),
};

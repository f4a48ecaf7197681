// The fixture site is built with NEXT_PUBLIC_DMSBG_SEARCH_API pointing here: remote search mode.
import http from 'node:http';
import { FIXTURE_ORIGIN } from './playwright.config';
import { expect, gotoReady, test } from './utils';

const API_PORT = 4175;
const calls: URLSearchParams[] = [];
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    calls.push(params);
    const keyword = params.get('keyword') ?? '';
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (keyword === 'broken') {
      res.writeHead(500, headers);
      return res.end('{"error":"boom"}');
    }
    // Slow enough for the spinner to be seen between Playwright's polls (the dialog may still be
    // loading its code when the query is typed); 'slow' answers well after anything typed next.
    setTimeout(() => {
      res.writeHead(200, headers);
      res.end(
        JSON.stringify([
          {
            index: 'dmsbg',
            hits: [{ type: 'title', title: `Remote ${keyword}`, header: '', link: '/guides/vpn/mesh/', query: keyword, highlight: [{ start: 0, length: 6 }], group: 'Remote' }],
          },
        ]),
      );
    }, keyword.startsWith('slow') ? 2500 : 1000);
  });
  await new Promise<void>((resolve) => server.listen(API_PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.describe.configure({ mode: 'serial' });

test('remote mode: GET keyword, limit, searchIndexes and lang; spinner while pending', async ({ page }) => {
  await gotoReady(page, '/guides/', FIXTURE_ORIGIN);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the guides' });
  await dialog.getByPlaceholder('Search Docs').fill('mesh');
  await expect(dialog.getByRole('status', { name: 'Searching' })).toBeVisible();
  await expect(dialog.getByRole('option').first()).toContainText('Remote mesh');
  const last = calls[calls.length - 1];
  expect(Object.fromEntries(last)).toEqual({ keyword: 'mesh', limit: '7', searchIndexes: 'dmsbg', lang: '' });
  // No local index is fetched in remote mode.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('search_index')))).toBe(false);
});

test("remote mode passes the page's language: a page in Hindi asks with lang=hi", async ({ page }) => {
  await gotoReady(page, '/hi/guides/', FIXTURE_ORIGIN);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the guides' });
  // The placeholder is the Hindi one (content/i18n/hi/locale.json).
  await dialog.getByPlaceholder('दस्तावेज़ खोजें').fill('mesh');
  await expect(dialog.getByRole('option').first()).toContainText('Remote mesh');
  expect(calls[calls.length - 1].get('lang')).toBe('hi');
});

test('remote failure is logged and gives an empty list', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await gotoReady(page, '/guides/', FIXTURE_ORIGIN);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the guides' });
  await dialog.getByPlaceholder('Search Docs').fill('broken');
  await expect(dialog.getByText('No results for "broken"')).toBeVisible();
  expect(warnings.some((w) => w.includes('remote search failed'))).toBe(true);
  // The browser reports the 500 itself; that one is expected here.
  const expected = consoleErrors.filter((e) => /status of 500/.test(e));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
});

test('stale answers are dropped: an old query never shows, not even for a frame', async ({ page }) => {
  await gotoReady(page, '/guides/', FIXTURE_ORIGIN);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the guides' });
  const input = dialog.getByPlaceholder('Search Docs');
  await input.fill('slow');
  await expect(dialog.getByRole('status', { name: 'Searching' })).toBeVisible();
  // Record every results state the dialog renders from now on.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
    const record = () => {
      const empty = document.querySelector('.search-empty');
      const first = document.querySelector('.search-dialog [role="option"]');
      seen.push(empty ? `empty:${empty.textContent}` : first ? `hit:${first.textContent}` : 'none');
    };
    new MutationObserver(record).observe(document.querySelector('.search-dialog')!, { subtree: true, childList: true, characterData: true });
  });
  // The question changes while the first answer is still on its way (it is slower than the second).
  await input.fill('mesh');
  await expect(dialog.getByRole('option').first()).toContainText('Remote mesh');
  await page.waitForTimeout(2000);
  await expect(dialog.getByRole('option').first()).toContainText('Remote mesh');
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((s) => s.includes('slow') || s.startsWith('empty'))).toEqual([]);
});

import { expect, gotoReady, test } from './utils';

test.describe('loading', () => {
  for (const path of ['/', '/guides/vpn/wireguard/', '/1.9.5/guides/vpn/ipsec/', '/no-such-page/']) {
    test(`${path}: Next's scripts are requested only after the first paint, then the page hydrates`, async ({ page }) => {
      await gotoReady(page, path);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.includes('/_next/static/chunks/'))
          .map((r) => ({ name: r.name, start: r.startTime })),
      }));
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(3);
      for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint!);
      // Every script the page starts with asks V8 to compile it while it streams in (startup-scripts.mjs).
      for (const script of timing.scripts) {
        const body = await (await page.request.get(script.name)).text();
        expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), script.name).toBe(true);
      }
    });
  }

  test('the deferred page is fully interactive: search opens and client navigation works', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await expect(page.getByRole('dialog', { name: 'Search the guides' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Pager' }).getByRole('link').last().click();
    await expect(page).not.toHaveURL(/wireguard/);
    // The same document: the router navigated without a full reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

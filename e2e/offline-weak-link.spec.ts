// Offline reading on a weak link: saves that retry, files that keep failing, a reload mid-save.
// The export is served from the test (offlineUtils.ts), which drops or holds requests.
import { manifestOf, openForSaving, OUT, savedBadge, saveButton, savedRecord, everyPageOffline, withExport } from './offlineUtils';
import { expect, openPageMenu, test, url } from './utils';

test.use({ serviceWorkers: 'allow' });

test.describe('on a weak link', () => {
  // Chromium logs each request the test server drops.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

  test('a save retries what drops and completes; every page of the version then opens offline as itself', async ({ page, context }) => {
    test.setTimeout(180_000);
    await withExport(OUT, async (server) => {
      await openForSaving(page, server.origin, '/1.9.5/guides/vpn/ipsec/');
      server.state.dropEvery = 4;
      await saveButton(page, '1.9.5').click();
      await expect(savedBadge(page, '1.9.5')).toBeVisible({ timeout: 120_000 });
      // (Scripts the page loaded already come from the worker's cache, not the server.)
      expect(server.state.dropped.length).toBeGreaterThan(10);
      server.state.dropEvery = 0;
      const manifest = manifestOf(OUT, '1.9.5');
      await everyPageOffline(context, page, server.origin, manifest);
      // Search in the saved version, offline.
      await context.setOffline(true);
      await page.goto(`${server.origin}${url('/1.9.5/guides/')}`);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('Search Docs').fill('ipsec');
      await expect(page.getByRole('option').first()).toContainText('IPsec');
      await context.setOffline(false);
    });
  });

  test('files that keep failing: the control says how many, and "Try again" fetches only those', async ({ page }) => {
    test.setTimeout(120_000);
    await withExport(OUT, async (server) => {
      await openForSaving(page, server.origin, '/1.9.5/guides/vpn/ipsec/');
      const manifest = manifestOf(OUT, '1.9.5');
      const failing = manifest.pages.slice(-3).map((p) => p.payload);
      for (const f of failing) server.state.failing.add(f);
      await saveButton(page, '1.9.5').click();
      const total = Object.keys(manifest.files).length;
      const message = `Saving 1.9.5 stopped: 3 of ${total} files could not be fetched.`;
      await expect(page.locator('.offline-saved[data-tone="error"]')).toHaveText(message, { timeout: 60_000 });
      await expect(page.locator('.offline-save [role="status"]')).toHaveText(message);
      expect(await savedRecord(page, '1.9.5')).toBeNull(); // nothing half-saved is shown as saved
      server.state.failing.clear();
      server.state.requests = [];
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(savedBadge(page, '1.9.5')).toBeVisible({ timeout: 60_000 });
      expect(server.state.requests.filter((p) => p in manifest.files).sort()).toEqual([...failing].sort());
    });
  });

  test('a reload in the middle of a save resumes it where it stopped', async ({ page }) => {
    test.setTimeout(120_000);
    await withExport(OUT, async (server) => {
      await openForSaving(page, server.origin, '/1.9.5/guides/vpn/ipsec/');
      const manifest = manifestOf(OUT, '1.9.5');
      server.state.requests = [];
      // The save gets the scripts, styles, images and search files (they come first) and 20 pages'
      // files, then the link stalls: the reload comes in the middle.
      const budget = Object.keys(manifest.files).length - 2 * manifest.pages.length + 20;
      server.state.budget = budget;
      await saveButton(page, '1.9.5').click();
      await expect.poll(() => server.state.requests.length, { timeout: 60_000 }).toBeGreaterThan(budget);
      await expect(page.locator('.offline-save button')).toHaveText(new RegExp(`^Saving [1-9]\\d* of ${manifest.pages.length} pages`));
      // The link comes back as the reader reloads.
      server.release();
      await page.reload();
      await openPageMenu(page);
      await expect(savedBadge(page, '1.9.5')).toBeVisible({ timeout: 90_000 });
      const fetched = server.state.requests.filter((p) => p in manifest.files);
      // Only the files in flight at the reload (and the reloaded page) are asked for twice.
      expect(fetched.length - new Set(fetched).size).toBeLessThanOrEqual(6);
    });
  });
});

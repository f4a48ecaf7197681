// Offline reading with the service worker (the other specs block workers, see playwright.config.ts):
// registration, saving a version and reading it offline, the offline page, a full device, no worker.
// On a weak link: offline-weak-link.spec.ts; after a deploy: offline-deploy.spec.ts.
import { controlled, OUT, savedBadge, saveButton, savedRecord, withExport } from './offlineUtils';
import { expect, gotoReady, openPageMenu, test, url } from './utils';

test.use({ serviceWorkers: 'allow' });

test('the worker registers after load with scope /dmsbg/, and a visited page reads offline', async ({ page, context }) => {
  await gotoReady(page, '/guides/vpn/wireguard/');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/dmsbg\/$/);
  await controlled(page);
  await page.reload(); // now through the worker, which keeps a copy
  // Let the page finish loading what it loads when idle (the offline control's code), as a reader's would.
  await page.locator('.offline-save[data-state]').waitFor({ state: 'attached' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('article h1')).toHaveText('WireGuard');
  await context.setOffline(false);
});

test('saving a version: progress, a saved state with its date that survives a reload, offline pages and search, the offline page, removal', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Served by the test, which takes the network away from the worker too (see 'offline with nothing saved').
  await withExport(OUT, async (server) => {
    await gotoReady(page, '/1.9.5/guides/vpn/ipsec/', server.origin);
    await controlled(page);
    await openPageMenu(page);
    const save = saveButton(page, '1.9.5');
    await expect(save).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { progress: string[] };
      w.progress = [];
      const button = document.querySelector('.offline-save button')!;
      new MutationObserver(() => w.progress.push(button.textContent ?? '')).observe(button, { childList: true, characterData: true, subtree: true });
    });
    // Keyboard-usable: focus and Enter.
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(savedBadge(page, '1.9.5')).toBeVisible({ timeout: 90_000 });
    const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
    expect(progress.some((p) => /^Saving \d+ of \d+ pages, \d+\.\d MB$/.test(p))).toBe(true);
    await page.reload();
    await openPageMenu(page);
    await expect(savedBadge(page, '1.9.5')).toBeVisible();
    // Every page of the version says so, its home too.
    await gotoReady(page, '/1.9.5/', server.origin);
    await expect(savedBadge(page, '1.9.5')).toBeVisible();
    // The date is a machine-readable time of the last update.
    expect(Date.parse((await savedBadge(page, '1.9.5').locator('time').getAttribute('datetime'))!)).toBeGreaterThan(Date.now() - 120_000);

    server.state.down = true;
    await context.setOffline(true);
    // A page of the saved version never opened before, and search in it.
    await page.goto(server.origin + url('/1.9.5/guides/pbx/queues/'));
    await expect(page.locator('article h1')).toHaveText('Queues');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the guides' });
    await dialog.getByPlaceholder('Search Docs').fill('wireguard');
    await expect(dialog.getByRole('option').first()).toContainText('WireGuard');
    await page.keyboard.press('Escape');

    // A page of a version that is not saved: the offline page, without a script, naming the page,
    // linking the same page in the saved version and the saved version's home.
    const response = await page.goto(server.origin + url('/2.6.0/guides/vpn/wireguard/'));
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toBeVisible();
    await expect(page.locator('main')).toContainText('/dmsbg/2.6.0/guides/vpn/wireguard/ is not saved on this device');
    await expect(page.getByRole('link', { name: 'WireGuard (DMSBG 1.9.5)' })).toHaveAttribute('href', '/dmsbg/1.9.5/guides/vpn/wireguard/');
    await expect(page.getByRole('link', { name: 'DMSBG 1.9.5 guides' })).toHaveAttribute('href', '/dmsbg/1.9.5/');
    expect(await page.locator('script').count()).toBe(0);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.not-found-code')!).fontSize)).toBe('64px'); // the site's stylesheet applies
    // A page the saved version does not have: no "saved in" link, the saved version still listed.
    await page.goto(server.origin + url('/guides/firewall/one-to-one-nat/')); // new in 2.7.0
    await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toBeVisible();
    await expect(page.getByText('This page is saved in:')).toHaveCount(0);
    await page.getByRole('link', { name: 'DMSBG 1.9.5 guides' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/1\.9\.5\/$/);
    await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toHaveCount(0);
    await context.setOffline(false);
    server.state.down = false;

    await gotoReady(page, '/1.9.5/guides/vpn/ipsec/', server.origin);
    await openPageMenu(page);
    await page.getByRole('button', { name: 'Remove the offline copy of 1.9.5' }).click();
    await expect(save).toBeVisible();
    await page.reload();
    await openPageMenu(page);
    await expect(save).toBeVisible();
    expect(await savedRecord(page, '1.9.5')).toBeNull();
    // The removed copy's pages are gone from the device.
    expect(await page.evaluate(async () => (await (await caches.open('dmsbg-offline-files')).keys()).length)).toBe(0);
  });
});

test('a saved page never visited runs its scripts offline: search, the theme toggle and tabs work', async ({ page, context }) => {
  test.setTimeout(120_000);
  await gotoReady(page, '/guides/vpn/wireguard/');
  await controlled(page);
  await openPageMenu(page);
  await saveButton(page, '2.7.0').click();
  await expect(savedBadge(page, '2.7.0')).toBeVisible({ timeout: 90_000 });
  // Days later the browser's HTTP cache has let the scripts go: only the saved copy has them.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto(url('/guides/pbx/api/cdr/'));
  await expect(page.locator('article h1')).toHaveText('CDR API');
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });
  expect(failed).toEqual([]);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the guides' });
  await dialog.getByPlaceholder('Search Docs').fill('wireguard');
  await expect(dialog.getByRole('option').first()).toContainText('WireGuard');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const tabs = page.locator('.tabs').first();
  await tabs.getByRole('tab', { name: 'Python' }).click();
  await expect(tabs.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('.tab-panel:not([hidden])')).toContainText('import');
  await context.setOffline(false);
});

test('offline with nothing saved, the offline page says so', async ({ page, context }) => {
  // Served by the test, which can take the network away from the worker as well: a fresh-clone CI run
  // once showed the real page here, fetched by a worker that Chromium's offline emulation had missed.
  await withExport(OUT, async (server) => {
    await gotoReady(page, '/guides/', server.origin);
    await controlled(page);
    server.state.down = true;
    await context.setOffline(true);
    await page.goto(`${server.origin}/dmsbg/1.9.5/guides/administration/system/`);
    await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toBeVisible();
    await expect(page.getByText('No version of the guides is saved on this device yet.')).toBeVisible();
    await context.setOffline(false);
  });
});

test('a device without room gets its own message, and nothing is shown as saved', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.storage.estimate = async () => ({ quota: 50_000_000, usage: 49_500_000 });
  });
  await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
  await controlled(page);
  await openPageMenu(page);
  await saveButton(page, '1.9.5').click();
  await expect(page.locator('.offline-saved[data-tone="error"]')).toHaveText(/^Not enough storage on this device for 1\.9\.5: about \d+\.\d MB more is needed\. Free some space or remove another saved version\.$/);
  await expect(saveButton(page, '1.9.5')).toBeEnabled();
  expect(await savedRecord(page, '1.9.5')).toBeNull();
});

test('with service workers unavailable the pages work and the control is not shown', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await gotoReady(page, '/guides/vpn/wireguard/');
  await page.waitForTimeout(2000);
  await expect(page.locator('article h1')).toHaveText('WireGuard');
  await expect(page.locator('.offline-save')).toBeHidden();
  await context.close();
});

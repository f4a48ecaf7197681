// Offline reading with the service worker (the other specs block workers, see playwright.config.ts).
// Most tests serve the export from the test itself (siteHandler), so they can count what the browser
// fetches, make the link weak, and switch to another deploy.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { siteHandler } from '../scripts/tools/serve.mjs';
import { buildOffline } from '../scripts/build/build-offline';
import { withPageCsp } from '../scripts/build/security-headers.mjs';
import type { OfflineManifest } from '../lib/offline/store';
import { expect, gotoReady, openPageMenu, site, test, url } from './utils';

test.use({ serviceWorkers: 'allow' });

const OUT = fileURLToPath(new URL('../out', import.meta.url));
const TMP = fileURLToPath(new URL('./.tmp', import.meta.url));
const manifestOf = (dir: string, version: string): OfflineManifest => JSON.parse(fs.readFileSync(`${dir}/static/offline/${version}.json`, 'utf8'));

/** Waits until the worker controls the page (it registers once the page is idle). */
const controlled = (page: Page) => page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });

/**
 * An export served from the test: records every request's path; `dropEvery: n` drops the first
 * request for every nth file it is asked for (a weak link), `failing` drops every request for those
 * paths, and `budget: n` answers n more requests and holds the rest until `release()`.
 */
async function serveExport(dir: string) {
  const state = { requests: [] as string[], dropEvery: 0, dropped: [] as string[], failing: new Set<string>(), budget: Infinity };
  const seen = new Set<string>();
  const held: (() => void)[] = [];
  let handler = siteHandler(dir);
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (state.failing.has(path)) return req.socket.destroy();
    if (state.dropEvery && !seen.has(path)) {
      seen.add(path);
      if (seen.size % state.dropEvery === 0) {
        state.dropped.push(path);
        return req.socket.destroy();
      }
    }
    state.requests.push(path);
    if (state.budget-- <= 0) held.push(() => handler(req, res));
    else handler(req, res);
  });
  server.keepAliveTimeout = 1;
  // A free port of its own, so tests (and repeats of one) never share a server.
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    state,
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    /** The next deploy: answers from another export from now on. */
    deploy(next: string) {
      handler = siteHandler(next);
    },
    release() {
      state.budget = Infinity;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Runs `body` with an export served by the test (see serveExport), and stops the server after. */
async function withExport(dir: string, body: (server: Awaited<ReturnType<typeof serveExport>>) => Promise<void>) {
  const server = await serveExport(dir);
  try {
    await body(server);
  } finally {
    server.release();
    await server.close();
  }
}

const deploys: string[] = [];
test.afterAll(() => deploys.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * The next deploy: a copy of the export with `from` replaced by `to` in a page's HTML and RSC
 * payload (the page's policy rehashed, as the build writes it), and the offline step run again.
 */
async function deployWithEdit(route: string, from: string, to: string) {
  fs.mkdirSync(TMP, { recursive: true });
  const next = fs.mkdtempSync(`${TMP}/deploy-`);
  deploys.push(next);
  fs.cpSync(OUT, next, { recursive: true });
  const [html, payload] = [`${next}${route}index.html`, `${next}${route}index.txt`];
  fs.writeFileSync(payload, fs.readFileSync(payload, 'utf8').replaceAll(from, to));
  fs.writeFileSync(html, withPageCsp(fs.readFileSync(html, 'utf8').replaceAll(from, to)));
  await buildOffline(next, site);
  return next;
}

/** The saved copy's record, read from the page (lib/offline/store.ts keeps it in the Cache API). */
const savedRecord = (page: Page, version: string) =>
  page.evaluate(async (v) => {
    const res = await (await caches.open('dmsbg-offline-meta')).match(`/dmsbg/__offline__/${v}`);
    return res ? ((await res.json()) as { build: string; bytes: number; files: Record<string, unknown> }) : null;
  }, version);

const saveButton = (page: Page, version: string) => page.getByRole('button', { name: `Save ${version} for offline reading` });
const savedBadge = (page: Page, version: string) =>
  page.locator('.offline-saved').filter({ hasText: new RegExp(`^✓ ${version.replaceAll('.', '\\.')} saved for offline reading, \\d+\\.\\d MB, updated \\d{1,2} \\w{3} \\d{4}$`) });

async function openForSaving(page: Page, origin: string, sitePath: string) {
  await gotoReady(page, sitePath, origin);
  await controlled(page);
  await page.locator('.offline-save[data-state]').waitFor({ state: 'attached' });
  await openPageMenu(page);
}

/** Every page of the version opens offline as itself. */
async function everyPageOffline(context: BrowserContext, page: Page, origin: string, manifest: OfflineManifest) {
  await context.setOffline(true);
  for (const { html, title } of manifest.pages) {
    await page.goto(origin + html);
    expect(await page.title(), html).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toHaveCount(0);
  }
  await context.setOffline(false);
}

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
  await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
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
  await gotoReady(page, '/1.9.5/');
  await expect(savedBadge(page, '1.9.5')).toBeVisible();
  // The date is a machine-readable time of the last update.
  expect(Date.parse((await savedBadge(page, '1.9.5').locator('time').getAttribute('datetime'))!)).toBeGreaterThan(Date.now() - 120_000);

  await context.setOffline(true);
  // A page of the saved version never opened before, and search in it.
  await page.goto(url('/1.9.5/guides/pbx/queues/'));
  await expect(page.locator('article h1')).toHaveText('Queues');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the guides' });
  await dialog.getByPlaceholder('Search Docs').fill('wireguard');
  await expect(dialog.getByRole('option').first()).toContainText('WireGuard');
  await page.keyboard.press('Escape');

  // A page of a version that is not saved: the offline page, without a script, naming the page,
  // linking the same page in the saved version and the saved version's home.
  const response = await page.goto(url('/2.6.0/guides/vpn/wireguard/'));
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toBeVisible();
  await expect(page.locator('main')).toContainText('/dmsbg/2.6.0/guides/vpn/wireguard/ is not saved on this device');
  await expect(page.getByRole('link', { name: 'WireGuard (DMSBG 1.9.5)' })).toHaveAttribute('href', '/dmsbg/1.9.5/guides/vpn/wireguard/');
  await expect(page.getByRole('link', { name: 'DMSBG 1.9.5 guides' })).toHaveAttribute('href', '/dmsbg/1.9.5/');
  expect(await page.locator('script').count()).toBe(0);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.not-found-code')!).fontSize)).toBe('64px'); // the site's stylesheet applies
  // A page the saved version does not have: no "saved in" link, the saved version still listed.
  await page.goto(url('/guides/firewall/one-to-one-nat/')); // new in 2.7.0
  await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toBeVisible();
  await expect(page.getByText('This page is saved in:')).toHaveCount(0);
  await page.getByRole('link', { name: 'DMSBG 1.9.5 guides' }).click();
  await expect(page).toHaveURL(/\/dmsbg\/1\.9\.5\/$/);
  await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toHaveCount(0);
  await context.setOffline(false);

  await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
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
  await gotoReady(page, '/guides/');
  await controlled(page);
  await context.setOffline(true);
  await page.goto(url('/1.9.5/guides/administration/system/'));
  await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toBeVisible();
  await expect(page.getByText('No version of the guides is saved on this device yet.')).toBeVisible();
  await context.setOffline(false);
});

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

test('after a deploy that edits one page and drops another, the update fetches only that page and drops the other', async ({ page, context }) => {
  test.setTimeout(120_000);
  const edited = '/1.9.5/guides/vpn/ipsec/';
  const next = await deployWithEdit(edited, 'IPsec', 'IPsec tunnels');
  // ...and one page gone from the version.
  const gone = '/dmsbg/1.9.5/guides/administration/utilities/';
  const manifest = manifestOf(next, '1.9.5');
  const dropped = manifest.pages.find((p) => p.html === gone)!;
  manifest.pages = manifest.pages.filter((p) => p !== dropped);
  delete manifest.files[dropped.html];
  delete manifest.files[dropped.payload];
  fs.writeFileSync(`${next}/static/offline/1.9.5.json`, JSON.stringify(manifest));

  await withExport(OUT, async (server) => {
    await openForSaving(page, server.origin, '/1.9.5/guides/vpn/wireguard/');
    await saveButton(page, '1.9.5').click();
    await expect(savedBadge(page, '1.9.5')).toBeVisible({ timeout: 90_000 });
    const before = await savedRecord(page, '1.9.5');

    server.deploy(next);
    server.state.requests = [];
    // The browser finds the new worker; on activation it updates the saved copy.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(async () => (await savedRecord(page, '1.9.5'))?.build, { timeout: 60_000 }).toBe(manifest.build);
    expect(manifest.build).not.toBe(before!.build);
    const fetched = server.state.requests.filter((p) => p in manifest.files);
    expect(fetched.sort()).toEqual([url(edited), `${url(edited)}index.txt`]);
    // What else the update asked for: the worker, the offline page's template and the manifest.
    expect(server.state.requests.filter((p) => !(p in manifest.files)).sort()).toEqual(['/dmsbg/static/offline/1.9.5.json', '/dmsbg/static/offline/offline.html', '/dmsbg/sw.js']);
    const files = await page.evaluate(async () => (await (await caches.open('dmsbg-offline-files')).keys()).map((r) => new URL(r.url).pathname));
    expect(files).not.toContain(gone);
    expect(files).toContain(url(edited));

    await context.setOffline(true);
    await page.goto(server.origin + url(edited));
    await expect(page.locator('article h1')).toHaveText('IPsec tunnels');
    await context.setOffline(false);
  });
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

test('a new deploy: the reader gets the new page after a reload, and the old caches go', async ({ page }) => {
  test.setTimeout(120_000);
  const next = await deployWithEdit('/guides/vpn/wireguard/', 'WireGuard', 'WireGuard (next deploy)');
  await withExport(OUT, async (server) => {
    await gotoReady(page, '/guides/vpn/wireguard/', server.origin);
    await controlled(page);
    const before = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dmsbg-pages-')));
    server.deploy(next);
    await page.reload();
    await expect(page.locator('article h1')).toHaveText('WireGuard (next deploy)');
    // The new worker takes over and removes the previous deploy's caches.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dmsbg-pages-'))), { timeout: 20_000 }).not.toEqual(before);
    expect(await page.evaluate(async (old) => (await caches.keys()).filter((k) => old.includes(k)), before)).toEqual([]);
  });
});

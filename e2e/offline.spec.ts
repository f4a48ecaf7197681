// Offline reading with the service worker (the other specs block workers, see playwright.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, gotoReady, site, test, url } from './utils';

test.use({ serviceWorkers: 'allow' });

/** Waits until the worker controls the page (it registers once the page is idle). */
const controlled = (page: Page) => page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });

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

test('saving a version: progress, a saved state that survives a reload, offline pages and search, the offline page, removal', async ({ page, context }) => {
  test.setTimeout(120_000);
  await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
  await controlled(page);
  const save = page.getByRole('button', { name: 'Save 1.9.5 for offline reading' });
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
  const saved = page.getByText(/^✓ 1\.9\.5 saved for offline reading, \d+\.\d MB$/);
  await expect(saved).toBeVisible({ timeout: 90_000 });
  const progress = await page.evaluate(() => (window as unknown as { progress: string[] }).progress);
  expect(progress.some((p) => /^Saving \d+ of \d+ pages, \d+\.\d MB$/.test(p))).toBe(true);
  await page.reload();
  await expect(saved).toBeVisible();

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
  // A page of a version that is not saved: our offline page, linking the saved version.
  await page.goto(url('/2.6.0/guides/vpn/wireguard/'));
  await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'DMSBG 1.9.5 guides' })).toHaveAttribute('href', '/dmsbg/1.9.5/');
  await context.setOffline(false);

  await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
  await page.getByRole('button', { name: 'Remove the offline copy of 1.9.5' }).click();
  await expect(save).toBeVisible();
  await page.reload();
  await expect(save).toBeVisible();
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

test('a new deploy: the reader gets the new page after a reload, and the old caches go', async ({ browser }) => {
  test.setTimeout(120_000);
  const out = fileURLToPath(new URL('../out', import.meta.url));
  const next = fileURLToPath(new URL('./.tmp/deploy-next', import.meta.url));
  // The next deploy: the same export with a changed page and a new deploy id.
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(out, next, { recursive: true });
  const page1 = `${next}/guides/vpn/wireguard/index.html`;
  fs.writeFileSync(page1, fs.readFileSync(page1, 'utf8').replace('<h1>WireGuard</h1>', '<h1>WireGuard (next deploy)</h1>'));
  const sw = `${next}/sw.js`;
  const build = JSON.parse(fs.readFileSync(`${out}/static/offline/${site.defaultVersion}.json`, 'utf8')).build;
  fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replaceAll(build, `${build}-next`));
  const port = 4177;
  const serve = (dir: string) => spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], { cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const up = async () => {
    for (let i = 0; i < 50; i++) {
      if (await fetch(`http://localhost:${port}/dmsbg/`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  };
  let server: ChildProcess = serve(out);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    await up();
    const page = await context.newPage();
    await gotoReady(page, '/guides/vpn/wireguard/', `http://localhost:${port}`);
    await controlled(page);
    const before = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dmsbg-pages-')));
    server.kill();
    await new Promise((r) => server.once('exit', r));
    server = serve(next);
    await up();
    // The test kills the old server, so a reload may first hit a connection the browser still had
    // open to it and get the saved copy; on a real host the next reload already shows the deploy.
    await expect
      .poll(async () => {
        await page.reload();
        return page.locator('article h1').textContent();
      }, { timeout: 20_000 })
      .toBe('WireGuard (next deploy)');
    // The new worker takes over and removes the previous deploy's caches.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dmsbg-pages-'))), { timeout: 20_000 }).not.toEqual(before);
    expect(await page.evaluate(async (old) => (await caches.keys()).filter((k) => old.includes(k)), before)).toEqual([]);
  } finally {
    server.kill();
    await context.close();
  }
});

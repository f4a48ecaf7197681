// Offline reading across deploys: a saved copy updated with only what changed, and a reader's
// caches moving to the new deploy. The deploys are copies of the export (offlineUtils.ts).
import fs from 'node:fs';
import { controlled, deployWithEdit, manifestOf, openForSaving, OUT, removeDeploys, savedBadge, saveButton, savedRecord, withExport } from './offlineUtils';
import { expect, gotoReady, test, url } from './utils';

test.use({ serviceWorkers: 'allow' });
test.afterAll(removeDeploys);

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

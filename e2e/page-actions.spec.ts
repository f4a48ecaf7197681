// A doc page's actions under its title: the "Page" menu (Markdown twin, copy, print, offline) and
// the row that holds it.
// The tests here click controls, so each waits for hydration first: a click that lands before
// Next's scripts have run (they load after the first paint) does nothing.
import { expect, test, gotoReady, openPageMenu, url } from './utils';

test.describe('the page as Markdown', () => {
  test('"View as Markdown" opens the twin; "Copy page" loads its code on click and copies it, then says Copied for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
    await page.waitForLoadState('networkidle');
    await openPageMenu(page);
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', '/dmsbg/1.9.5/guides/vpn/ipsec.md');
    const twin = await (await page.request.get(url('/1.9.5/guides/vpn/ipsec.md'))).text();
    expect(twin).toMatch(/^# IPsec\n/);
    const loaded = scripts.length;
    const copy = page.getByRole('button', { name: 'Copy page' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(scripts.length, 'the copy code arrives with the click, not with the page').toBeGreaterThan(loaded);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(copy).toBeVisible({ timeout: 3000 });
    await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0);
  });
});

test.describe('page actions', () => {
  for (const width of [375, 412, 1280]) {
    const phone = width < 600;
    test(`under the title at ${width} px: ${phone ? 'the menu line, then every version on a line of its own' : 'one line'}; the text starts in the first third of the screen`, async ({ page }) => {
      const height = width === 412 ? 915 : 812;
      await page.setViewportSize({ width, height });
      for (const path of ['/guides/vpn/wireguard/', '/1.9.5/guides/vpn/wireguard/']) {
        await gotoReady(page, path);
        const row = page.locator('.page-actions');
        const inVersions = row.getByRole('navigation', { name: 'In versions' });
        // Every version that has the page (on 1.9.5 the newer ones arrive from the versions file), each shown whole: no strip to scroll.
        await expect(inVersions.getByRole('link')).toHaveText(['1.9.5', '2.6.0', '2.6.9', '2.7.0']);
        const nav = (await inVersions.boundingBox())!;
        expect(await inVersions.evaluate((n) => n.scrollWidth <= n.clientWidth), path).toBe(true);
        for (const link of await inVersions.getByRole('link').all()) {
          const box = (await link.boundingBox())!;
          expect(box.x, path).toBeGreaterThanOrEqual(nav.x);
          expect(box.x + box.width, path).toBeLessThanOrEqual(Math.min(nav.x + nav.width, width) + 0.5);
        }
        const rowBox = (await row.boundingBox())!;
        const menu = (await row.locator('details.page-menu').boundingBox())!;
        expect(menu.y + menu.height - rowBox.y, path).toBeLessThanOrEqual(32);
        // A wide screen keeps one line; a phone adds one line for the versions, no more.
        expect(rowBox.height, path).toBeLessThanOrEqual(phone ? 32 + 6 + 24 : 32);
        if (phone) expect(nav.y, path).toBeGreaterThanOrEqual(menu.y + menu.height);
        if (path === '/guides/vpn/wireguard/') {
          const text = await page.locator('.page-actions ~ p').first().boundingBox();
          expect(text!.y, path).toBeLessThan(height / 3);
        }
      }
    });
  }

  test('on a phone an older version keeps the line for the newer versions before they arrive, and a page in one version has none', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/static\/versions\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/1.9.5/guides/pbx/queues/'));
    const inVersions = page.getByRole('navigation', { name: 'In versions' });
    const before = (await page.locator('.page-actions ~ p').first().boundingBox())!.y;
    await expect(inVersions).toBeHidden();
    release();
    await expect(inVersions.getByRole('link', { name: '2.7.0' })).toBeVisible();
    expect((await page.locator('.page-actions ~ p').first().boundingBox())!.y).toBe(before);
    await gotoReady(page, '/guides/vpn/tailscale/');
    expect((await page.locator('.page-actions').boundingBox())!.height).toBeLessThanOrEqual(32);
  });

  test('the Page menu opens by keyboard and by tap, and holds the Markdown, copy, print and offline actions', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoReady(page, '/guides/vpn/wireguard/');
    const menu = page.locator('details.page-menu');
    await page.getByText('Page', { exact: true }).tap();
    await expect(menu).toHaveAttribute('open', '');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Print the whole guide' })).toBeVisible();
    await page.locator('article h1').tap();
    await expect(menu).not.toHaveAttribute('open', '');
    await context.close();

    const desktop = await browser.newPage();
    await gotoReady(desktop, '/guides/vpn/wireguard/');
    await desktop.locator('details.page-menu > summary').focus();
    await desktop.keyboard.press('Enter');
    await expect(desktop.locator('details.page-menu')).toHaveAttribute('open', '');
    await desktop.keyboard.press('Tab');
    await expect(desktop.getByRole('link', { name: 'View as Markdown' })).toBeFocused();
    await desktop.keyboard.press('Escape');
    await expect(desktop.locator('details.page-menu')).not.toHaveAttribute('open', '');
    await expect(desktop.locator('details.page-menu > summary')).toBeFocused();
    await desktop.close();
  });
});

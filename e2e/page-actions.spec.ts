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
  for (const width of [375, 1280]) {
    test(`one line under the title at ${width} px; the text starts in the first third of a phone's screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      for (const path of ['/guides/vpn/wireguard/', '/1.9.5/guides/vpn/wireguard/']) {
        await gotoReady(page, path);
        const row = page.locator('.page-actions');
        // Every control (the menu, "Changes since", "In versions" once newer versions are known) on one line.
        await expect(row.getByRole('navigation', { name: 'In versions' })).toBeVisible();
        const boxes = await row.evaluate((r) => [...r.children].filter((c) => (c as HTMLElement).offsetParent).map((c) => c.getBoundingClientRect()).map((b) => ({ top: b.top, bottom: b.bottom })));
        expect(boxes.length, path).toBeGreaterThanOrEqual(2);
        const rowBox = (await row.boundingBox())!;
        expect(rowBox.height, path).toBeLessThanOrEqual(32);
        for (const b of boxes) expect(b.bottom - rowBox.y, path).toBeLessThanOrEqual(32);
        if (width === 375 && path === '/guides/vpn/wireguard/') {
          const text = await page.locator('.page-actions ~ p').first().boundingBox();
          expect(text!.y).toBeLessThan(812 / 3);
        }
      }
    });
  }

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

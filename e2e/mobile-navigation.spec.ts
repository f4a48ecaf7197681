// On a phone: the sidebar drawer, the outline dropdown and the full-screen menu.
import { expect, test, gotoReady } from './utils';

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a drawer opened from a button and closed on navigation', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/$/);
    await expect(sidebar).toBeHidden();
  });

  test("the drawer's close button sits in its own bar and covers no row of the list", async ({ page }) => {
    await gotoReady(page, '/guides/pbx/queues/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    const close = (await page.getByRole('button', { name: 'Close menu' }).boundingBox())!;
    const list = (await sidebar.boundingBox())!;
    // The list's scroll area starts below the button, so no row can ever slide under it.
    expect(close.y + close.height).toBeLessThanOrEqual(list.y + 1);
    await sidebar.evaluate((el) => el.scrollTo(0, 0));
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('the outline moves into an ON THIS PAGE dropdown that closes on an outside click', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await expect(page.locator('.toc')).toBeHidden();
    const toggle = page.locator('.local-toc > button');
    await toggle.click();
    const panel = page.locator('#local-toc-panel');
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(panel).toBeHidden();
  });

  test('the hamburger opens a full-screen menu that locks scrolling and closes at 768 px', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Documentation' })).toBeVisible();
    // Full screen: it covers the viewport below the bar.
    expect((await menu.boundingBox())!.height).toBeGreaterThan(600);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

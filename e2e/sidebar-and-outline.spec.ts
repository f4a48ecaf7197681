// The sidebar, the outline ("ON THIS PAGE") and the pager on a wide screen.
import { expect, test, gotoReady } from './utils';

test.describe('sidebar', () => {
  test('starts collapsed with Introduction first', async ({ page }) => {
    await gotoReady(page, '/guides/');
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    await expect(sidebar.locator('.sidebar-link').first()).toHaveText('Introduction');
    await expect(sidebar.locator('.sidebar-link').first()).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('details[open]')).toHaveCount(0);
    await sidebar.getByText('Firewall', { exact: true }).click();
    await expect(sidebar.getByRole('link', { name: 'Port Forwarding' })).toBeVisible();
  });

  test('groups on the current path are expanded, the current link highlighted and centred', async ({ page }) => {
    await gotoReady(page, '/guides/pbx/extensions-endpoints/softphones/microsip/');
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current).toHaveText('MicroSIP');
    await expect(sidebar.locator('details[open] > summary')).toHaveText(['PBX', 'Extensions & Endpoints', 'Softphones']);
    await expect(current).toBeInViewport();
    const [nav, link] = await Promise.all([sidebar.boundingBox(), current.boundingBox()]);
    const middle = nav!.y + nav!.height / 2;
    expect(Math.abs(link!.y + link!.height / 2 - middle)).toBeLessThan(nav!.height / 4);
  });

  test("a page new in its version carries a 'New' badge", async ({ page }) => {
    await gotoReady(page, '/guides/vpn/tailscale/');
    await expect(page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: /Tailscale/ })).toContainText('New');
    await gotoReady(page, '/1.9.5/guides/vpn/wireguard/');
    await expect(page.locator('.sidebar .badge-new')).toHaveCount(0);
  });
});

test.describe('outline and pager', () => {
  test("'ON THIS PAGE' links match heading ids, indent depth 3 and land 72 px below the top", async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const toc = page.locator('.toc');
    await expect(toc.locator('.toc-title')).toHaveText('ON THIS PAGE');
    const links = toc.locator('a');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const href = (await links.nth(i).getAttribute('href'))!;
      expect(href).toMatch(/^#/);
      await expect(page.locator(`article [id="${href.slice(1)}"]`)).toHaveCount(1);
    }
    const h3 = toc.locator('li').filter({ has: page.locator('a') }).nth(await firstDepth3(page));
    await expect(h3).toHaveCSS('padding-left', '12px');
    const target = links.nth(count - 2);
    const id = (await target.getAttribute('href'))!.slice(1);
    await target.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(async () => Math.round((await page.locator(`[id="${id}"]`).boundingBox())!.y)).toBe(72);
    await expect(target).toHaveAttribute('aria-current', 'location');
  });

  test('a hash to a missing heading is ignored', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/#no-such-heading');
    await expect(page.locator('article h1')).toHaveText('WireGuard');
  });

  test('Previous Page and Next Page follow the sidebar order', async ({ page }) => {
    await gotoReady(page, '/guides/');
    await expect(page.locator('.pager-link.prev')).toHaveCount(0);
    const next = page.locator('.pager-link.next');
    await expect(next).toContainText('Next Page');
    // The generated What's new and upgrade page follow the Introduction (lib/content/generated/kinds.ts).
    await expect(next).toContainText("What's new in 2.7.0");
    await next.click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/whats-new\/$/);
    await expect(page.locator('.pager-link.prev')).toContainText('Introduction');
    // Then the generated upgrade page.
    await expect(page.locator('.pager-link.next')).toContainText('Upgrading to 2.7.0');
    await page.locator('.pager-link.next').click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/upgrade\/$/);
    await expect(page.locator('.pager-link.prev')).toContainText("What's new in 2.7.0");
    await expect(page.locator('.pager-link.next')).toContainText('Router Dashboard');
    await page.locator('.pager-link.next').click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/dashboards\/router\/$/);
  });
});

async function firstDepth3(page: import('@playwright/test').Page): Promise<number> {
  const i = await page.locator('.toc li').evaluateAll((lis) => lis.findIndex((li) => li.getAttribute('data-depth') === '3'));
  expect(i, 'the WireGuard page has an h3 in its outline').toBeGreaterThanOrEqual(0);
  return i;
}

// A doc page's own controls: code blocks (copy, wrap), tabs, image zoom and an overview page's filter.
// The tests here click controls, so each waits for hydration first: a click that lands before
// Next's scripts have run (they load after the first paint) does nothing.
import { expect, test, gotoReady } from './utils';

const CDR = '/guides/pbx/api/cdr/';

test.describe('code blocks', () => {
  test('copy button copies the code and shows a copied state for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, CDR);
    const block = page.locator('.tab-panel:not([hidden]) .code-block').first();
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code' });
    await copy.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await block.locator('pre code').textContent())!.replace(/\n$/, ''));
    await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 3000 });
  });

  test('when the clipboard fails, a prompt offers the key combination', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await gotoReady(page, CDR);
    const message = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(d.message());
        await d.dismiss();
      }),
    );
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    expect(await message).toBe('Copy to clipboard: Ctrl+C, Enter');
  });

  test('wrap toggle, language label and line highlights', async ({ page }) => {
    await gotoReady(page, CDR);
    const block = page.locator('.code-block').first();
    await expect(block.locator('.code-lang')).not.toBeEmpty();
    await block.hover();
    await block.getByRole('button', { name: 'Wrap lines' }).click();
    await expect(block.locator('pre')).toHaveClass(/\bwrap\b/);
    await expect(block.locator('pre')).toHaveCSS('white-space', 'pre-wrap');
    await block.getByRole('button', { name: 'Disable line wrap' }).click();
    await expect(block.locator('pre')).not.toHaveClass(/\bwrap\b/);
  });
});

test.describe('tabs', () => {
  test('the chosen tab is kept per group id, across groups and pages and reloads', async ({ page }) => {
    await gotoReady(page, CDR);
    const groups = page.locator('.tabs');
    expect(await groups.count()).toBeGreaterThan(1);
    const second = groups.first().getByRole('tab').nth(1);
    const label = (await second.textContent())!;
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    // Every group with the same id follows.
    for (let i = 0; i < (await groups.count()); i++) {
      await expect(groups.nth(i).getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    }
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.includes('tabs.')));
    expect(stored).toEqual([['dmsbg-tabs.http-client', '1']]);
    await gotoReady(page, '/2.6.9/guides/pbx/api/cdr/');
    await expect(page.locator('.tabs').first().getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  test('tabs fall back to the first tab when storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get: () => { throw new Error('denied'); } });
    });
    await gotoReady(page, CDR);
    await expect(page.locator('.tabs').first().getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await page.locator('.tabs').first().getByRole('tab').nth(1).click();
    await expect(page.locator('.tabs').first().getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  });
});

/** medium-zoom ignores closing while its opening animation (300 ms) runs. */
async function zoomed(page: import('@playwright/test').Page) {
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  await page.waitForTimeout(500);
}

test.describe('image zoom', () => {
  test('zooms doc images on click and closes on Escape, scroll, and click', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const img = page.locator('.doc-content img').first();
    await img.scrollIntoViewIfNeeded();
    await img.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(overlay).toHaveCSS('background-color', bg);
    await zoomed(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await img.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await zoomed(page);
    await page.mouse.wheel(0, 200);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    await img.click();
    await zoomed(page);
    await page.mouse.click(5, 400);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('?globalUIComponents=0 turns zoom off', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/?globalUIComponents=0');
    const img = page.locator('.doc-content img').first();
    await img.scrollIntoViewIfNeeded();
    await img.click();
    await page.waitForTimeout(300);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });
});

test.describe('overview page', () => {
  test('lists the section pages with their headings and filters as the reader types', async ({ page }) => {
    await gotoReady(page, '/guides/network-settings/overview/');
    const filter = page.getByPlaceholder('Enter keyword');
    await expect(filter).toBeFocused();
    await expect(page.getByText('Filter', { exact: true })).toBeVisible();
    const overview = page.locator('.overview');
    await expect(overview.locator('.overview-group-title').first()).toBeVisible();
    await expect(overview.getByRole('link', { name: 'LAN IPv4', exact: true })).toBeVisible();
    await filter.fill('ula');
    await expect(overview.getByRole('link', { name: 'LAN IPv4', exact: true })).toHaveCount(0);
    await expect(overview.getByRole('link', { name: 'ULA Prefix' })).toBeVisible();
    await filter.fill('<b>.*(');
    await expect(overview.getByText('No matching API found: <b>.*(')).toBeVisible();
  });
});

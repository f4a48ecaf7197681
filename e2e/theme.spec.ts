import { expect, test, url, gotoReady } from './utils';
import { THEME_STORAGE_KEY } from '../lib/theme';

test.describe('theme', () => {
  test('auto follows the system colour scheme', async ({ browser }) => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await gotoReady(page, '/guides/');
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await context.close();
    }
  });

  test('the toggle switches and persists; a reload in dark never paints light', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((k) => localStorage.getItem(k), THEME_STORAGE_KEY)).toBe('dark');
    // Record the html class the moment <body> is first inserted, i.e. before first paint.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toMatch(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('a change in one tab reaches the other open tabs', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.goto(url('/guides/'));
    await b.goto(url('/1.9.5/guides/'));
    await a.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(b.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('both logos switch with the theme', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.locator('.navbar-brand .logo-light')).toBeVisible();
    await expect(page.locator('.navbar-brand .logo-dark')).toBeHidden();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('.navbar-brand .logo-dark')).toBeVisible();
    await expect(page.locator('.navbar-brand .logo-light')).toBeHidden();
  });
});

test('with localStorage throwing (private modes) the theme still works and nothing errors', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new Error('storage disabled');
      },
    });
  });
  await gotoReady(page, '/guides/vpn/wireguard/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

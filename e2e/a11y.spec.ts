import AxeBuilder from '@axe-core/playwright';
import { axe, LABEL_IN_NAME } from './axe';
import { expect, gotoReady, test, url } from './utils';

// One page of every type, both themes, desktop and phone widths.
const PAGES = ['/', '/guides/', '/guides/vpn/wireguard/', '/guides/pbx/api/cdr/', '/guides/network-settings/overview/', '/1.9.5/guides/vpn/ipsec/', '/no-such-page/'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    for (const p of PAGES) {
      test(`axe: no violations on ${p} (${colorScheme}, ${width} px)`, async ({ browser }) => {
        const context = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(url(p));
        await page.waitForLoadState('networkidle');
        const results = await axe(page).analyze();
        expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
        await context.close();
      });
    }
  }
}

test('the sweep enforces Label in Name: a control named other than its visible text is a violation', async ({ page }) => {
  await gotoReady(page, '/guides/');
  // The names the navbar controls had before: the check must catch them, or it is not really on.
  await page.locator('header .navbar-tools > .version-switcher summary').evaluate((el) => el.setAttribute('aria-label', 'Version 2.7.0, choose another version'));
  const results = await axe(page).include('header').analyze();
  expect(results.violations.map((v) => v.id)).toContain('label-content-name-mismatch');
});

test('the search dialog is an accessible modal with a listbox', async ({ page }) => {
  await gotoReady(page, '/guides/');
  await page.getByRole('button', { name: 'Search Docs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the guides' });
  await dialog.getByPlaceholder('Search Docs').fill('wireguard');
  await expect(dialog.getByRole('listbox')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.search-dialog').options(LABEL_IN_NAME).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  // Focus stays inside the dialog and Tab from the last control wraps to the input.
  let backToInput = false;
  for (let i = 0; i < 5 && !backToInput; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    backToInput = await dialog.getByPlaceholder('Search Docs').evaluate((el) => el === document.activeElement);
  }
  expect(backToInput).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Search Docs' })).toBeFocused();
});

test('a skip link leads to the content', async ({ page }) => {
  await page.goto(url('/guides/vpn/wireguard/'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

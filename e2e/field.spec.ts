import type { Page } from '@playwright/test';
import { expect, gotoReady, test, url } from './utils';

// Taking the guides to the field (issue #32): heading links and printing.
const WIREGUARD = '/guides/vpn/wireguard/';

test.describe('heading links', () => {
  test('every h2 and h3 links to itself, named after its section, outside the heading text', async ({ page }) => {
    await gotoReady(page, WIREGUARD);
    const link = page.getByRole('link', { name: 'Link to section: Client Fields' });
    await expect(link).toHaveAttribute('href', '#client-fields');
    // The heading keeps its id, its text and its accessible name: the link is beside it.
    const heading = page.getByRole('heading', { name: 'Client Fields', exact: true });
    await expect(heading).toHaveAttribute('id', 'client-fields');
    await expect(heading).toHaveText('Client Fields');
    const article = page.locator('article.doc-content');
    const headings = article.locator(':is(h2, h3)[id]');
    const anchors = article.locator('.heading-anchor');
    expect(await anchors.count()).toBe(await headings.count());
    // Hidden until hovered or focused on a pointer screen; keyboard focus shows it and Enter follows it.
    await expect(link).toHaveCSS('opacity', '0');
    await link.focus();
    await expect(link).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#client-fields$/);
    await expect(heading).toBeInViewport();
  });

  test('on a touch screen the link always shows', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(url(WIREGUARD));
    await expect(page.getByRole('link', { name: 'Link to section: Client Fields' })).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('no TOC entry, search hit or Markdown twin carries it', async ({ page, request }) => {
    await gotoReady(page, WIREGUARD);
    const toc = await page.locator('.toc-container .toc-link').allTextContents();
    expect(toc).toContain('Client Fields');
    for (const entry of toc) expect(entry).not.toMatch(/#|Link to section/);
    const twin = await (await request.get(url('/guides/vpn/wireguard.md'))).text();
    expect(twin).toContain('### Client Fields\n');
    expect(twin).not.toContain('Link to section');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the guides' });
    await dialog.getByPlaceholder('Search Docs').fill('client fields');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    for (const hit of await dialog.getByRole('option').allTextContents()) expect(hit).not.toContain('Link to section');
  });
});

/** Widest element box beyond the page's right edge (0 when nothing overflows the sheet). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Math.max(0, ...[...document.querySelectorAll('pre, .code-block, table, img')].map((el) => el.getBoundingClientRect().right - width));
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`print: the content alone on white, code wrapped (${colorScheme} theme)`, async ({ browser }) => {
    // A4 at 96 dpi less the sheet's margins: what the printed column is.
    const context = await browser.newContext({ colorScheme, viewport: { width: 690, height: 1000 } });
    const page = await context.newPage();
    await gotoReady(page, '/guides/pbx/api/cdr/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['header.navbar', '.doc-bar', '#sidebar-drawer', '.toc-container', '.page-actions', '.doc-footer', '.site-footer', '.heading-anchor']) {
      for (const el of await page.locator(chrome).all()) await expect(el, chrome).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.print-meta')).toHaveText(/^CDR API · DMSBG Docs, version 2\.7\.0 · https?:\/\/.+\/dmsbg\/guides\/pbx\/api\/cdr\/$/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('.code-block').first()).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    await expect(page.locator('.code-block pre').first()).toHaveCSS('white-space', 'pre-wrap');
    expect(await overflow(page)).toBeLessThanOrEqual(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.print-meta')).toBeHidden();
    await context.close();
  });
}

test('print: external links show their address, table rows and callouts stay whole', async ({ page }) => {
  await gotoReady(page, '/guides/administration/first-login/');
  await page.emulateMedia({ media: 'print' });
  const external = page.locator('article a[href^="http"]').first();
  const href = await external.getAttribute('href');
  expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
  await gotoReady(page, WIREGUARD);
  await expect(page.locator('article tr').first()).toHaveCSS('break-inside', 'avoid');
  await expect(page.locator('article .callout').first()).toHaveCSS('break-inside', 'avoid');
  await expect(page.locator('article img').first()).toHaveCSS('break-inside', 'avoid');
});

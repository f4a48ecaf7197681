import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { buildSiteIndex } from '../lib/content/site';
import { allRoutes } from '../lib/content/render/navigation';

export const site = buildSiteIndex(fileURLToPath(new URL('../content', import.meta.url)));
export const ROUTES = allRoutes(site);
export const url = (sitePath: string) => `/dmsbg${sitePath}`;

/**
 * Every test fails on a console error, an uncaught exception in the page, or a Content-Security-Policy
 * violation (the pages and their headers carry the site's policy: scripts/build/security-headers.mjs), but
 * for the console errors it names in `allowedConsoleErrors` (e.g. the requests a test's server drops).
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // A 404 document is the expected answer of the 404 tests; 503, of the offline page.
        if (m.type() === 'error' && !/status of (404|503)/.test(m.text()) && !allowedConsoleErrors.some((re) => re.test(m.text()))) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      // Chromium logs most violations as console errors too; the event also catches the rest.
      await page.exposeBinding('__cspViolation', (_source, text: string) => void errors.push(text));
      await page.addInitScript(() => {
        const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
        document.addEventListener('securitypolicyviolation', (e) => report(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`));
      });
      await use(errors);
      expect(errors, 'console errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Opens a site path (of the main export, or of the site at `origin`) and waits until the page is hydrated. */
export async function gotoReady(page: Page, sitePath: string, origin = '') {
  await page.goto(origin + url(sitePath));
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** The desktop version switcher (the mobile menu holds a second one). */
export const versionSwitcher = (page: Page) => page.locator('header .navbar-tools > .version-switcher');

export async function openVersionMenu(page: Page) {
  await versionSwitcher(page).locator('summary').click();
  return versionSwitcher(page).locator('.dropdown-panel');
}

/** Opens a doc page's "Page" menu (the Markdown, copy, print and offline actions) if it is closed. */
export async function openPageMenu(page: Page) {
  const menu = page.locator('.page-actions details.page-menu');
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
}

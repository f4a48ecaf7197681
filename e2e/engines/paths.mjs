// The reader's core paths, said once for every engine (firefox.test.mjs, webkit.test.mjs): the same
// selectors and behaviours as the Chromium specs (e2e/theme, search, client-navigation,
// doc-controls, version-switcher, mobile-navigation, routes and offline .spec.ts), checked on what
// the reader sees. One browser per engine and one page load per path (the theme's reload and the
// offline page aside); each path fails on a console error, an uncaught exception or a CSP violation
// in its page, and lets its page finish loading before the next path leaves it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { serveExport, until } from './harness.mjs';

// The site's own names (lib/theme/index.ts, components/search/SearchShell.tsx, e2e/utils.ts).
const THEME_STORAGE_KEY = 'dmsbg-theme-appearance';
const DIALOG = '[role="dialog"][aria-label="Search the guides"]';
const OPTION = `${DIALOG} [role="option"]`;
const PAGE_MENU = '.page-actions details.page-menu';
const VERSION_SWITCHER = 'header .navbar-tools > .version-switcher';
const SIDEBAR = 'nav[aria-label="Guides"]';
const SAVED_BADGE = /^✓ 1\.9\.5 saved for offline reading, \d+\.\d MB, updated \d{1,2} \w{3} \d{4}$/;

/** A line on the page a path failed on: where, what has focus, and the dialog or main text. */
const whatIsShown = () =>
  JSON.stringify({
    url: location.href,
    ready: document.documentElement.hasAttribute('data-ready'),
    focus: document.activeElement?.outerHTML.slice(0, 120),
    dialog: document.querySelector('[role="dialog"]')?.innerText.slice(0, 300),
    main: document.querySelector('main')?.innerText.slice(0, 200),
  });

/**
 * @param {string} name the engine, as the report names it
 * @param {(origin: string) => Promise<any>} launch harness.mjs's firefox or webkit
 * @param {{ port: number, offline: boolean | string, allowedErrors?: RegExp[] }} options `offline`: true,
 *   or why the engine cannot save a version for offline reading (the path is then skipped, saying so);
 *   `allowedErrors`: console errors the site is known to cause in this engine (each one a defect to fix).
 */
export function readerPaths(name, launch, { port, offline, allowedErrors = [] }) {
  describe(name, { concurrency: 1 }, () => {
    let site;
    let page;
    before(async () => {
      site = await serveExport(port);
      page = await launch(site.origin);
      console.log(`# ${name}: ${page.version}, site ${site.origin}`);
    });
    after(async () => {
      await page?.close();
      await site?.stop();
    });

    /** A path: its body, then the page settles, then no new console error may be there. */
    const path = (title, body, { allow = [], timeout = 60_000, skip } = {}) =>
      test(title, { timeout, skip }, async () => {
        const from = page.errors.length;
        try {
          await body();
          await page.settle();
        } catch (error) {
          // What the reader had in front of them, for the report.
          const seen = await page.evaluate(whatIsShown).catch((e) => `(the page did not answer: ${e.message})`);
          error.message += `\n    page: ${seen}\n    console errors: ${JSON.stringify(page.errors.slice(from))}`;
          throw error;
        } finally {
          // WebKit's console reaches the test through a pipe: give its last lines a moment.
          await new Promise((r) => setTimeout(r, 100));
        }
        const errors = page.errors.slice(from).filter((e) => ![...allowedErrors, ...allow].some((re) => re.test(e)));
        assert.deepEqual(errors, [], 'console errors, uncaught exceptions and CSP violations');
      });

    // First, in the browser's fresh profile: the worker registers from scratch. It then answers the
    // other paths' requests, as it does a returning reader's.
    path('the service worker registers with scope /dmsbg/ and controls the page', async () => {
      await page.goto('/guides/vpn/wireguard/');
      await page.ready();
      const scope = await until(() => page.evaluate(() => navigator.serviceWorker?.ready.then((r) => r.scope)), 'navigator.serviceWorker.ready', 15_000);
      assert.equal(scope, `${site.origin}/dmsbg/`);
      await until(() => page.evaluate(() => !!navigator.serviceWorker.controller), 'the worker to control the page', 15_000);
    });

    path('a doc page hydrates: the theme toggle switches, persists over a reload, and switches back', async () => {
      await page.goto('/guides/vpn/wireguard/');
      await page.ready();
      assert.equal(await page.h1(), 'WireGuard');
      const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
      assert.equal(await dark(), false, 'light by default');
      await page.click('button.theme-toggle[aria-label="Switch to dark theme"]');
      await until(dark, 'html.dark');
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), THEME_STORAGE_KEY), 'dark');
      await page.reload();
      // Dark from the first paint (the head's script), before hydration.
      assert.equal(await dark(), true, 'dark after a reload');
      await page.ready();
      await page.visible('button.theme-toggle[aria-label="Switch to light theme"]');
      await page.click('button.theme-toggle[aria-label="Switch to light theme"]');
      await until(async () => !(await dark()), 'html without .dark');
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), THEME_STORAGE_KEY), 'light');
    });

    path('Ctrl+K opens search; a query and Enter open its first result', async () => {
      await page.goto('/guides/');
      await page.ready();
      await page.press('Control+k');
      await page.visible(DIALOG);
      await until(() => page.evaluate((d) => document.activeElement?.matches(`${d} input[type="search"]`), DIALOG), 'the search box to have focus');
      await page.type('tailscale');
      await until(async () => (await page.find(OPTION))?.text.includes('Tailscale'), 'a first result "Tailscale"');
      // The final results (titles first, then the pages' text refines them), as e2e/search.spec.ts.
      await page.hidden(`${DIALOG} [role="status"][aria-label="Searching"]`);
      assert.equal(await page.evaluate((o) => document.querySelector(o).getAttribute('aria-selected'), OPTION), 'true');
      await page.press('Enter');
      await until(async () => (await page.pathname()) === '/dmsbg/guides/vpn/tailscale/' && (await page.h1()) === 'Tailscale', 'the Tailscale page');
      await page.hidden(DIALOG);
    });

    path('the sidebar navigates on the client, without loading a document', async () => {
      await page.goto('/guides/pbx/queues/');
      await page.ready();
      await page.evaluate(() => (window.__sameDocument = true));
      await page.click(`${SIDEBAR} a`, 'Block List');
      await until(async () => (await page.pathname()) === '/dmsbg/guides/pbx/block-list/' && (await page.h1()) === 'Block List', 'the Block List page');
      assert.equal(await page.evaluate(() => window.__sameDocument === true), true, 'the same document (a client-side navigation)');
      assert.equal((await page.find(`${SIDEBAR} a[aria-current="page"]`))?.text, 'Block List');
    });

    path('the Page menu opens with its actions and closes on Escape', async () => {
      await page.goto('/guides/vpn/wireguard/');
      await page.ready();
      await page.click(`${PAGE_MENU} > summary`);
      await until(() => page.evaluate((m) => document.querySelector(m).open, PAGE_MENU), 'the Page menu to open');
      for (const action of ['View as Markdown', 'Copy page', 'Print the whole guide']) await page.visible(`${PAGE_MENU} .page-action`, action);
      await page.press('Escape');
      await until(() => page.evaluate((m) => !document.querySelector(m).open, PAGE_MENU), 'the Page menu to close');
    });

    path('the version switcher takes the reader to the same page in 1.9.5', async () => {
      await page.goto('/guides/vpn/wireguard/');
      await page.ready();
      await page.click(`${VERSION_SWITCHER} summary`);
      await page.visible(`${VERSION_SWITCHER} .dropdown-panel a`, '1.9.5');
      await page.click(`${VERSION_SWITCHER} .dropdown-panel a`, '1.9.5');
      await until(async () => (await page.pathname()) === '/dmsbg/1.9.5/guides/vpn/wireguard/' && (await page.h1()) === 'WireGuard', 'WireGuard in 1.9.5');
      await until(async () => (await page.find(`${VERSION_SWITCHER} summary`))?.text.includes('1.9.5'), 'the switcher to show 1.9.5');
    });

    path('at 375 px the hamburger opens the full-screen menu and locks the page', async () => {
      await page.setViewport(375, 740);
      try {
        await page.goto('/guides/vpn/wireguard/');
        await page.ready();
        await page.hidden(SIDEBAR);
        await page.click('button.hamburger[aria-label="Open menu"]');
        await page.visible('#mobile-menu nav[aria-label="Mobile"] a', 'Documentation');
        const height = await page.evaluate(() => document.getElementById('mobile-menu').getBoundingClientRect().height);
        assert.ok(height > 600, `the menu covers the screen (${height} px)`);
        assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
        await page.click('button.hamburger[aria-label="Close menu"]');
        await page.hidden('#mobile-menu');
        assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
      } finally {
        await page.settle();
        await page.setViewport(1280, 800);
      }
    });

    path(
      'an unknown URL gets the 404 page with a link home',
      async () => {
        const status = await page.goto('/guides/no-such-page/');
        if (status !== null) assert.equal(status, 404);
        await page.visible('.not-found h1', 'PAGE NOT FOUND');
        assert.equal((await page.visible('.not-found .not-found-code')).text, '404');
        await page.visible('.not-found a', 'Take me home');
        assert.equal(await page.evaluate(() => document.querySelector('.not-found a').getAttribute('href')), '/dmsbg/');
        assert.equal(await page.pathname(), '/dmsbg/guides/no-such-page/');
      },
      // The 404 document itself (as e2e/utils.ts allows).
      { allow: [/status of 404/] },
    );

    path(
      'a version saved for offline reading opens offline, a page never visited included',
      async () => {
        await page.goto('/1.9.5/guides/vpn/ipsec/');
        await page.ready();
        await until(() => page.evaluate(() => !!navigator.serviceWorker?.controller), 'the worker to control the page', 15_000);
        // The offline control's code loads once the page is idle (components/offline/offlineControl.ts).
        await until(async () => (await page.find('.offline-save[data-state]')) !== null, 'the offline control', 15_000);
        await page.click(`${PAGE_MENU} > summary`);
        await page.click('.offline-save button', 'Save 1.9.5 for offline reading');
        await until(async () => SAVED_BADGE.test((await page.find('.offline-saved'))?.text ?? ''), 'the saved badge of 1.9.5', 90_000);
        await page.settle();
        // Offline: the server is gone, so every request the worker does not answer fails.
        await site.stop();
        try {
          await page.goto('/1.9.5/guides/pbx/queues/');
          assert.equal(await page.h1(), 'Queues');
          // Its scripts came from the saved copy too: the page hydrates, and search answers.
          await page.ready(15_000);
          await page.press('Control+k');
          await page.visible(DIALOG);
          await until(() => page.evaluate((d) => document.activeElement?.matches(`${d} input[type="search"]`), DIALOG), 'the search box to have focus');
          await page.type('wireguard');
          await until(async () => (await page.find(OPTION))?.text.includes('WireGuard'), 'a first result "WireGuard" offline');
          await page.press('Escape');
          await page.hidden(DIALOG);
          await page.settle();
        } finally {
          await site.start();
        }
      },
      { timeout: 120_000, skip: offline === true ? false : offline },
    );
  });
}

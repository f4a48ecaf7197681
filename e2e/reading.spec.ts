import type { Page } from '@playwright/test';
import { expect, test, gotoReady, openPageMenu, url } from './utils';

// The tests here click controls, so each waits for hydration first: a click that lands before
// Next's scripts have run (they load after the first paint) does nothing.
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

test.describe('navigation effects', () => {
  test('scroll-to-top appears once scrolled and takes the reader up', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 800);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('client navigation fires reload-content and shows progress only when slow', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await page.evaluate(() => {
      (window as unknown as { reloads: number }).reloads = 0;
      window.addEventListener('reload-content', () => (window as unknown as { reloads: number }).reloads++);
    });
    await page.locator('.pager-link.next').click();
    await expect(page).not.toHaveURL(/wireguard/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { reloads: number }).reloads)).toBe(1);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // A slow route payload: the bar appears after 200 ms and goes when the page arrives. Sidebar
    // links are not prefetched before hover, and Block List is not the pager's neighbour here, so
    // this navigation really waits for the network.
    await gotoReady(page, '/guides/pbx/queues/');
    await page.route('**/*.txt*', async (route) => {
      await new Promise((r) => setTimeout(r, 900));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Block List' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/pbx\/block-list\/$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
  });
});

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

test.describe('slow navigation', () => {
  /** Records, on every frame the browser paints, whether the bar shows and which page is shown. */
  const recordFrames = () => {
    const w = window as unknown as { frames: { t: number; bar: boolean; title: string }[]; clickedAt: number };
    w.frames = [];
    w.clickedAt = 0;
    window.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true });
    const tick = (t: number) => {
      w.frames.push({ t, bar: !!document.querySelector('#nprogress .bar'), title: document.querySelector('article h1')?.textContent ?? '' });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };

  for (const delay of [600, 1500]) {
    test(`page data ${delay} ms late: the old page keeps painting and the bar shows until the new page`, async ({ page }) => {
      await gotoReady(page, '/guides/pbx/queues/');
      await page.route('**/*.txt*', async (route) => {
        await new Promise((r) => setTimeout(r, delay));
        await route.continue();
      });
      await page.evaluate(recordFrames);
      await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Block List' }).click();
      await expect(page.locator('article h1')).toHaveText('Block List');
      const { frames, clickedAt } = await page.evaluate(() => {
        const w = window as unknown as { frames: { t: number; bar: boolean; title: string }[]; clickedAt: number };
        return { frames: w.frames, clickedAt: w.clickedAt };
      });
      const waiting = frames.filter((f) => f.t >= clickedAt && f.title === 'Queues');
      // The bar was painted over the old page while the reader waited...
      expect(waiting.filter((f) => f.bar).length).toBeGreaterThan(0);
      // ...and the page never froze: frames kept coming all through the wait.
      const gaps = waiting.slice(1).map((f, i) => f.t - waiting[i].t);
      expect(Math.max(...gaps)).toBeLessThan(250);
      expect(waiting.at(-1)!.t - clickedAt).toBeGreaterThan(delay - 200);
    });
  }

  test('page data already here: no bar flashes, and the page changes at once', async ({ page }) => {
    await gotoReady(page, '/guides/pbx/queues/');
    await page.evaluate(() => {
      const w = window as unknown as { barSeen: boolean };
      w.barSeen = false;
      new MutationObserver(() => (w.barSeen ||= !!document.querySelector('#nprogress'))).observe(document.body, { childList: true, subtree: true });
    });
    const link = page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Block List' });
    const payload = page.waitForResponse((r) => r.url().includes('/guides/pbx/block-list/') && r.url().includes('.txt'));
    await link.hover();
    await payload;
    await link.click();
    await expect(page.locator('article h1')).toHaveText('Block List');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false);
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

test.describe('motion and preloading', () => {
  const countTransitions = () => {
    const w = window as unknown as { transitions: number };
    w.transitions = 0;
    const original = document.startViewTransition?.bind(document);
    if (original) {
      document.startViewTransition = ((cb: () => void) => {
        w.transitions++;
        return original(cb);
      }) as typeof document.startViewTransition;
    }
  };

  /** Navigates with the pager, toggles the theme, and returns how many view transitions ran. */
  async function navigateAndToggle(page: import('@playwright/test').Page): Promise<number> {
    await page.addInitScript(countTransitions);
    await gotoReady(page, '/guides/vpn/wireguard/');
    // A transition runs when the next page's data is already here (pointing at the link fetches it).
    const payload = page.waitForResponse((r) => r.url().includes('.txt'));
    await page.locator('.pager-link.next').hover();
    await payload;
    await page.locator('.pager-link.next').click();
    await expect(page).not.toHaveURL(/wireguard/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    return page.evaluate(() => (window as unknown as { transitions: number }).transitions);
  }

  test('navigation and the theme toggle use view transitions', async ({ page }) => {
    expect(await navigateAndToggle(page)).toBe(2);
  });

  test('prefers-reduced-motion turns the transitions off', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    expect(await navigateAndToggle(await context.newPage())).toBe(0);
    await context.close();
  });

  test('sidebar links preload their route on hover', async ({ page }) => {
    await gotoReady(page, '/guides/pbx/queues/');
    const preload = page.waitForRequest((r) => r.url().includes('/dmsbg/guides/pbx/block-list/') && r.url().includes('.txt'));
    await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Block List' }).hover();
    await preload;
  });

  test('no page payload is fetched on load; links warm their route when pointed at', async ({ page }) => {
    const payloads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('.txt')) payloads.push(r.url());
    });
    for (const path of ['/', '/guides/vpn/wireguard/']) {
      await gotoReady(page, path);
      await page.waitForLoadState('networkidle');
    }
    expect(payloads).toEqual([]);
    const preload = page.waitForRequest((r) => r.url().includes('.txt'));
    await page.getByRole('navigation', { name: 'Pager' }).getByRole('link').last().hover();
    await preload;
  });

  test('social links beyond the third sit in a dropdown shown on hover', async ({ page }) => {
    await gotoReady(page, '/guides/');
    const more = page.locator('.social-more');
    const linkedin = more.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toBeHidden();
    await more.hover();
    await expect(linkedin).toBeVisible();
    await page.mouse.move(10, 500);
    await expect(linkedin).toBeHidden();
    await expect(page.locator('.social-links > a')).toHaveCount(3);
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

test.describe('layout stability', () => {
  /** Sums the layout shifts of each page load (the observer starts before the first paint). */
  const recordShifts = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  /** The shift from the first paint until newer versions and late controls have arrived. */
  const cls = async (page: Page, path: string) => {
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { cls: number }).cls);
  };

  for (const width of [375, 412, 1280]) {
    test(`no layout shift at ${width} px on any page type, in the oldest, a middle and the latest version`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await recordShifts(page);
      const paths = ['/1.9.5/guides/vpn/wireguard/', '/1.9.5/', '/1.9.5/guides/', '/2.6.9/guides/vpn/wireguard/', '/2.6.9/guides/upgrade/', '/guides/vpn/wireguard/', '/guides/whats-new/', '/guides/upgrade/', '/guides/glossary/', '/guides/administration/ports/', '/', '/guides/print/'];
      for (const path of paths) expect(await cls(page, path), path).toBe(0);
    });
  }
});

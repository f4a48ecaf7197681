// Moving between pages in the browser: progress bar, scroll-to-top, view transitions, preloading
// on hover, and what a client-side navigation fetches.
// The tests here click controls, so each waits for hydration first: a click that lands before
// Next's scripts have run (they load after the first paint) does nothing.
import { expect, test, gotoReady } from './utils';

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

test.describe('slow navigation', () => {
  /**
   * Records, on every frame the browser paints, whether the bar shows and which page is shown; and what
   * could freeze the page: view transitions started (one holds all painting until it ends) and long
   * tasks on the page's main thread.
   */
  const recordFrames = () => {
    const w = window as unknown as { frames: { t: number; bar: boolean; title: string }[]; clickedAt: number; transitions: number; longTasks: { start: number; duration: number }[] };
    w.frames = [];
    w.clickedAt = 0;
    w.transitions = 0;
    w.longTasks = [];
    window.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true });
    const start = document.startViewTransition?.bind(document);
    if (start) document.startViewTransition = ((update: ViewTransitionUpdateCallback) => (w.transitions++, start(update))) as typeof document.startViewTransition;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' });
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
      const { frames, clickedAt, transitions, longTasks } = await page.evaluate(() => {
        const w = window as unknown as { frames: { t: number; bar: boolean; title: string }[]; clickedAt: number; transitions: number; longTasks: { start: number; duration: number }[] };
        return { frames: w.frames, clickedAt: w.clickedAt, transitions: w.transitions, longTasks: w.longTasks };
      });
      const waiting = frames.filter((f) => f.t >= clickedAt && f.title === 'Queues');
      // The bar was painted over the old page while the reader waited...
      expect(waiting.filter((f) => f.bar).length).toBeGreaterThan(0);
      // ...and the page never froze: no view transition held its painting (one is for a payload that is
      // already here), no task of its own blocked it for long, and the old page was still painted at the
      // end of the wait. (Gaps between frames measure the machine, not the page: beside a CPU burner the
      // renderer went unscheduled for up to 400 ms with no long task on the page's thread.)
      expect(transitions).toBe(0);
      const lastWaiting = waiting.at(-1)!.t;
      expect(longTasks.filter((t) => t.start >= clickedAt && t.start < lastWaiting && t.duration >= 250)).toEqual([]);
      expect(lastWaiting - clickedAt).toBeGreaterThan(delay - 200);
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

test('a client-side navigation asks for no logo, icon or other unchanged asset', async ({ page }) => {
  await gotoReady(page, '/guides/vpn/wireguard/');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) requested.push(new URL(request.url()).pathname);
  });
  await page.locator('.pager-link.next').click();
  await expect(page).toHaveURL(/\/guides\/vpn\/tailscale\/$/);
  await expect(page.locator('article h1')).toHaveText('Tailscale');
  await page.waitForLoadState('networkidle');
  // Only the next page's payload and code it had not loaded yet: no images, icons or stylesheets again.
  expect(requested.filter((p) => !/\/index\.txt$/.test(p) && !/^\/dmsbg\/_next\/static\/chunks\//.test(p))).toEqual([]);
  expect(requested.filter((p) => /\.(svg|png|ico|css)$/.test(p))).toEqual([]);
});

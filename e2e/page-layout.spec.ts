// The page's regions: the query flags that hide them, the reading order, and no layout shift.
import type { Page } from '@playwright/test';
import { expect, test, gotoReady } from './utils';

test.describe('query flags', () => {
  for (const [flag, selector] of [
    ['navbar', 'header.navbar'],
    ['sidebar', '.sidebar'],
    ['outline', '.toc'],
    ['footer', '.site-footer'],
    ['footer', '.doc-footer .pager'],
    ['footer', '.doc-footer .last-updated'],
  ]) {
    test(`${flag}=0 hides ${selector}`, async ({ page }) => {
      await gotoReady(page, '/guides/vpn/wireguard/');
      await expect(page.locator(selector)).toBeVisible();
      await gotoReady(page, `/guides/vpn/wireguard/?${flag}=0`);
      await expect(page.locator(selector)).toBeHidden();
      await expect(page.locator('article h1')).toBeVisible();
    });
  }

  test('navbar=0&sidebar=0&outline=0&footer=0 leaves only the content', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/?navbar=0&sidebar=0&outline=0&footer=0');
    await expect(page.locator('article h1')).toBeVisible();
    const visible = await page.evaluate(() =>
      [...document.querySelectorAll('header, nav, aside, footer, .sidebar-container, .doc-bar, .version-banner')]
        .filter((el) => !el.closest('article') && (el as HTMLElement).offsetParent !== null)
        .map((el) => el.className || el.tagName),
    );
    expect(visible).toEqual([]);
  });

  test('the article takes the width a hidden sidebar and outline leave', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const withSidebar = (await page.locator('.doc-main').boundingBox())!;
    await gotoReady(page, '/guides/vpn/wireguard/?sidebar=0&outline=0');
    const alone = (await page.locator('.doc-main').boundingBox())!;
    expect(alone.x).toBeLessThan(withSidebar.x - 200);
    expect(alone.width).toBeGreaterThan(withSidebar.width + 400);
  });
});

test.describe('reading order', () => {
  test('the article comes before the sidebar, so the skip link and Tab reach it first', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const order = await page.evaluate(() => {
      const article = document.querySelector('article')!;
      const sidebar = document.querySelector('.sidebar')!;
      return article.compareDocumentPosition(sidebar) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    // Visually the sidebar is still on the left.
    const [sidebar, article] = await Promise.all([page.locator('.sidebar').boundingBox(), page.locator('article').boundingBox()]);
    expect(sidebar!.x).toBeLessThan(article!.x);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('article'))).toBe(true);
  });
});

test.describe('steps', () => {
  test('a step inside a step reads as its full number (6.1), in place of the browser\'s own "1."', async ({ page }) => {
    // WAN Priorities' failover test has numbered steps inside its numbered steps; its text refers to them as "step 3.1".
    await gotoReady(page, '/guides/network-settings/wan-wwan/priorities/');
    const inner = page.locator('article ol > li > ol > li').first();
    // What its number must be, from the page itself: the outer step's number, then its own place.
    const expected = await inner.evaluate((li) => {
      const place = (item: Element) => Number(item.parentElement!.getAttribute('start') ?? 1) + [...item.parentElement!.children].indexOf(item);
      return `${place(li.parentElement!.closest('li')!)}.${place(li)}.`;
    });
    expect(await inner.evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
    // Seen, and read out by a screen reader, at the start of the step.
    expect(await inner.ariaSnapshot()).toMatch(new RegExp(`^- listitem:\\s+- text: "?${expected.replaceAll('.', '\\.')} `));
    // The number hangs before the step like a list marker: the step's own text starts at the item's edge.
    const [itemLeft, textLeft] = await inner.evaluate((li) => {
      const range = document.createRange();
      range.selectNodeContents(li);
      return [li.getBoundingClientRect().left, range.getClientRects()[0].left];
    });
    expect(Math.abs(textLeft - itemLeft)).toBeLessThan(2);
  });
});

test.describe('layout stability', () => {
  /** Sums the layout shifts of each page load (the observer starts before the first paint). */
  const recordShifts = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { cls: number; moved: string[] };
      w.cls = 0;
      w.moved = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          if (e.hadRecentInput) continue;
          w.cls += e.value;
          // What moved, so a failure names it.
          for (const { node } of e.sources ?? []) w.moved.push(node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  /** The shift from the first paint until newer versions and late controls have arrived. */
  const cls = async (page: Page, path: string) => {
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { cls: number }).cls);
  };
  const moved = (page: Page) => page.evaluate(() => (window as unknown as { moved: string[] }).moved.join(', '));

  // Page types by version, the print page (every page of the version, megabytes) on its own: each group
  // keeps to its own timeout as the guides grow (all in one test passed 30 s on CI's two cores).
  const groups = {
    'any page type of the oldest version': ['/1.9.5/guides/vpn/wireguard/', '/1.9.5/', '/1.9.5/guides/'],
    'any page type of a middle version': ['/2.6.9/guides/vpn/wireguard/', '/2.6.9/guides/upgrade/'],
    'any page type of the latest version': ['/guides/vpn/wireguard/', '/guides/whats-new/', '/guides/upgrade/', '/guides/glossary/', '/guides/administration/ports/', '/'],
    'the print page': ['/guides/print/'],
  };
  for (const width of [375, 412, 1280]) {
    for (const [name, paths] of Object.entries(groups)) {
      test(`no layout shift at ${width} px on ${name}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 812 });
        await recordShifts(page);
        for (const path of paths) expect(await cls(page, path), `${path} moved: ${await moved(page)}`).toBe(0);
      });
    }
  }
});

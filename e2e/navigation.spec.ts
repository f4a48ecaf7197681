import { expect, openVersionMenu, test, url, versionSwitcher, gotoReady } from './utils';

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
    // The generated What's new and upgrade page follow the Introduction (lib/content/generated.ts).
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

test.describe('version switcher', () => {
  test('keeps the reader on the same page in the target version', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: '1.9.5' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/1\.9\.5\/guides\/vpn\/wireguard\/$/);
    await expect(versionSwitcher(page).locator('summary')).toContainText('1.9.5');
  });

  test("falls back to the target version's guides index when the page is missing there", async ({ page }) => {
    await gotoReady(page, '/guides/vpn/tailscale/');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: '2.6.0' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/2\.6\.0\/guides\/$/);
  });

  test('follows replaced pages between versions', async ({ page }) => {
    await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
    let menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: /2\.7\.0/ }).click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/vpn\/ipsec\/basic\/$/);
    menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: '2.6.9' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/2\.6\.9\/guides\/vpn\/ipsec\/$/);
  });
});

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

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a drawer opened from a button and closed on navigation', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/$/);
    await expect(sidebar).toBeHidden();
  });

  test("the drawer's close button sits in its own bar and covers no row of the list", async ({ page }) => {
    await gotoReady(page, '/guides/pbx/queues/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    const close = (await page.getByRole('button', { name: 'Close menu' }).boundingBox())!;
    const list = (await sidebar.boundingBox())!;
    // The list's scroll area starts below the button, so no row can ever slide under it.
    expect(close.y + close.height).toBeLessThanOrEqual(list.y + 1);
    await sidebar.evaluate((el) => el.scrollTo(0, 0));
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('the outline moves into an ON THIS PAGE dropdown that closes on an outside click', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await expect(page.locator('.toc')).toBeHidden();
    const toggle = page.locator('.local-toc > button');
    await toggle.click();
    const panel = page.locator('#local-toc-panel');
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(panel).toBeHidden();
  });

  test('the hamburger opens a full-screen menu that locks scrolling and closes at 768 px', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Documentation' })).toBeVisible();
    // Full screen: it covers the viewport below the bar.
    expect((await menu.boundingBox())!.height).toBeGreaterThan(600);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('older versions', () => {
  test('a banner names the version and links to the same page in the latest', async ({ page }) => {
    await gotoReady(page, '/2.6.0/guides/vpn/wireguard/');
    const banner = page.getByRole('note');
    await expect(banner).toContainText('You are reading the guides for DMSBG 2.6.0');
    await banner.getByRole('link', { name: 'Read this page for 2.7.0' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/vpn\/wireguard\/$/);
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('a page learns the latest release from the versions file, not from its own build', async ({ page }) => {
    // A release published after this page was built: the deployed versions file names it.
    await page.route('**/dmsbg/static/versions.json', async (route) => {
      const file = await (await route.fetch()).json();
      file.versions.unshift({ version: '2.8.0', slugs: file.versions[0].slugs, replaces: {} });
      await route.fulfill({ json: { ...file, defaultVersion: '2.8.0' } });
    });
    await gotoReady(page, '/2.6.0/guides/vpn/wireguard/');
    const latest = page.getByRole('note').getByRole('link', { name: /^Read / });
    await expect(latest).toHaveText('Read this page for 2.8.0');
    await expect(latest).toHaveAttribute('href', '/dmsbg/guides/vpn/wireguard/');
    const menu = await openVersionMenu(page);
    await expect(menu.getByRole('list').getByRole('link')).toHaveText(['2.8.0Latest', '2.7.0', '2.6.9', '2.6.0', '1.9.5']);
    await expect(menu.getByRole('link', { name: '2.7.0' })).toHaveAttribute('href', '/dmsbg/2.7.0/guides/vpn/wireguard/');
  });

  test('without JavaScript the banner and the switcher lead to this version and the latest release', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/2.6.0/guides/vpn/wireguard/'));
    await expect(page.getByRole('note')).toContainText('You are reading the guides for DMSBG 2.6.0, an older release.');
    await expect(page.getByRole('note').getByRole('link', { name: 'Read the latest release' })).toHaveAttribute('href', '/dmsbg/');
    await versionSwitcher(page).locator('summary').click();
    const links = versionSwitcher(page).locator('.dropdown-panel li a');
    await expect(links).toHaveText(['2.6.0', 'Latest release']);
    await expect(links.first()).toHaveAttribute('aria-current', 'true');
    await links.last().click();
    await expect(page).toHaveURL(/\/dmsbg\/$/);
    await context.close();
  });

  test('the banner follows replaced pages', async ({ page }) => {
    await gotoReady(page, '/1.9.5/guides/pbx/ivr/');
    await expect(page.getByRole('note').getByRole('link', { name: /^Read / })).toHaveAttribute('href', '/dmsbg/guides/pbx/sounds-and-ivr/');
    await gotoReady(page, '/2.6.9/guides/firewall/nat-rules/');
    await expect(page.getByRole('note').getByRole('link', { name: /^Read / })).toHaveAttribute('href', '/dmsbg/guides/firewall/custom-nat-rules/');
  });

  test("'New' badges are computed from the previous version", async ({ page }) => {
    await gotoReady(page, '/2.6.0/guides/network-settings/guest-lan/ipv4/');
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    await expect(sidebar.getByRole('link', { name: /Guest LAN IPv4/ })).toContainText('New');
    await gotoReady(page, '/2.6.9/guides/network-settings/guest-lan/ipv4/');
    await expect(page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: /Guest LAN IPv4/ })).not.toContainText('New');
    // Inside a closed group: located by text, not by role (closed <details> content is not exposed).
    await expect(page.locator('.sidebar a', { hasText: 'CDR API' })).toContainText('New');
  });
});

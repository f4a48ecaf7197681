import { execFileSync } from 'node:child_process';
import { expect, test, ROUTES, site, url, versionSwitcher } from './utils';

const SHALLOW_CLONE = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';

test.describe('routes', () => {
  test('every route of every version is exported and served', async ({ request }) => {
    expect(ROUTES.length).toBeGreaterThan(200);
    for (const route of ROUTES) {
      const res = await request.get(url(route));
      expect(res.status(), route).toBe(200);
      const html = await res.text();
      expect(html, route).toMatch(/<h1[^>]*>[^<]+/);
    }
  });

  test('default version has no segment; older versions are prefixed', async ({ page }) => {
    await page.goto(url('/guides/vpn/wireguard/'));
    await expect(page.locator('article h1')).toHaveText('WireGuard');
    await expect(versionSwitcher(page).locator('summary')).toContainText('2.7.0');
    await page.goto(url('/1.9.5/guides/vpn/wireguard/'));
    await expect(page.locator('article h1')).toHaveText('WireGuard');
    await expect(versionSwitcher(page).locator('summary')).toContainText('1.9.5');
    await expect(page).toHaveTitle('WireGuard | DMSBG Docs');
  });

  test('unknown URLs get the 404 page with status 404 and a home link of the right version', async ({ page }) => {
    const res = await page.goto(url('/guides/no-such-page/'));
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/dmsbg/');
    await page.goto(url('/1.9.5/guides/vpn/tailscale/'));
    await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/dmsbg/1.9.5/');
  });

  test("the 404 page has its own title, no noindex (the 404 status keeps it out of indexes) and is not carried by other pages", async ({ request }) => {
    for (const path of ['/guides/no-such-page/', '/404/']) {
      const res = await request.get(url(path));
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>404 | DMSBG Docs</title>');
      expect(html).not.toMatch(/<meta name="robots"[^>]*noindex/);
    }
    // Next embeds app/not-found.tsx in every page's RSC payload, so the real 404 page must not live there.
    const payload = await (await request.get(url('/guides/vpn/wireguard/index.txt'))).text();
    expect(payload).toContain('WireGuard');
    expect(payload).not.toContain('Take me home');
  });

  test('404 normalises the URL and replaces it with the canonical page', async ({ page }) => {
    const cases: [string, string, string][] = [
      ['/GUIDES/VPN/WireGuard.html', '/guides/vpn/wireguard/', 'WireGuard'],
      ['/1.9.5/Guides/VPN/IPsec', '/1.9.5/guides/vpn/ipsec/', 'IPsec'],
      ['/guides/index', '/guides/', 'Introduction'],
      ['/2.7.0/guides/vpn/tailscale', '/guides/vpn/tailscale/', 'Tailscale'],
    ];
    for (const [from, to, title] of cases) {
      await page.goto(url(from));
      await expect(page).toHaveURL(new RegExp(`/dmsbg${to.replace(/\./g, '\\.')}$`));
      await expect(page.locator('article h1')).toHaveText(title);
    }
  });

  test.describe("with the site's scripts blocked", () => {
    test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

    test('a near-miss URL reaches its page without them', async ({ page }) => {
      // The redirect runs while the 404 page is parsed: on a slow phone the scripts come seconds later.
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.goto(url('/1.9.5/Guides/VPN/IPsec.html?from=old#top'));
      await expect(page).toHaveURL(/\/dmsbg\/1\.9\.5\/guides\/vpn\/ipsec\/\?from=old#top$/);
      await expect(page.locator('article h1')).toHaveText('IPsec');
    });
  });

  test('the home page: hero, tagline, actions, three features, footer', async ({ page }) => {
    await page.goto(url('/'));
    await expect(page.locator('.hero-tagline')).toHaveText('One box, infinite solutions.');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dmsbg/guides/');
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('target', '_blank');
    await expect(page.locator('.feature-title')).toHaveText(['Unyielding Security', 'Stellar Performance', 'Constant Evolution']);
    await expect(page.locator('.site-footer')).toContainText('2025');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goto(url('/2.6.0/'));
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dmsbg/2.6.0/guides/');
  });

  test('Documentation is active inside the guides, Home outside (spec 2.5)', async ({ page }) => {
    await page.goto(url('/2.6.9/guides/vpn/wireguard/'));
    const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' });
    await expect(docs).toHaveAttribute('aria-current', 'page');
    await expect(docs).toHaveAttribute('href', '/dmsbg/2.6.9/guides/');
    await expect(page.getByRole('link', { name: 'DMSBG Docs 2.6.9 home' })).toHaveAttribute('href', '/dmsbg/2.6.9/');
  });

  test('doc page chrome: Last Updated, pager labels, copyright, no edit link without config', async ({ page }) => {
    await page.goto(url('/guides/vpn/wireguard/'));
    if (SHALLOW_CLONE) {
      // By design the date is hidden when git history is missing (it would show the clone date).
      await expect(page.locator('.last-updated')).toHaveCount(0);
    } else {
      await expect(page.locator('.last-updated')).toContainText('Last Updated');
      await expect(page.locator('.last-updated time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    }
    await expect(page.locator('.pager')).toContainText('Previous Page');
    await expect(page.locator('.pager')).toContainText('Next Page');
    await expect(page.locator('.edit-link')).toHaveCount(0);
    await expect(page.locator('.site-footer')).toContainText('Copyright © 2025');
  });

  test('versions listed in the switcher come from the content folders', async ({ page }) => {
    await page.goto(url('/'));
    await versionSwitcher(page).locator('summary').click();
    await expect(versionSwitcher(page).locator('.dropdown-panel li a')).toHaveText(site.versions.map((v) => new RegExp(`^${v.replace(/\./g, '\\.')}`)));
  });
});

// The deployment smoke subset: run against the Node server ('node' project) and against nginx with
// e2e/nginx.conf ('nginx' project). A host serving out/ must give readers exactly this.
import fs from 'node:fs';
import { expect, gotoReady, openVersionMenu, test, url } from './utils';
import { headersFor, parseHeaders } from '../scripts/cache-headers.mjs';

const cacheRules = parseHeaders(fs.readFileSync(new URL('../out/_headers', import.meta.url), 'utf8'));

test.describe('deployment smoke', () => {
  test('home, a default-version page and an old-version page', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await gotoReady(page, '/guides/vpn/wireguard/');
    await expect(page.locator('article h1')).toHaveText('WireGuard');
    await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
    await expect(page.locator('article h1')).toHaveText('IPsec');
  });

  test('an unknown page is the 404 page with status 404', async ({ page }) => {
    const res = await page.goto(url('/guides/no-such-page/'));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  });

  test('near-miss URLs end on the canonical page', async ({ page }) => {
    const cases: [string, string, string][] = [
      ['/GUIDES/VPN/WireGuard.html', '/guides/vpn/wireguard/', 'WireGuard'],
      ['/guides/vpn/wireguard.html', '/guides/vpn/wireguard/', 'WireGuard'],
      ['/guides/index', '/guides/', 'Introduction'],
      ['/guides/vpn/wireguard', '/guides/vpn/wireguard/', 'WireGuard'],
      ['/2.7.0/guides/vpn/tailscale', '/guides/vpn/tailscale/', 'Tailscale'],
    ];
    for (const [from, to, title] of cases) {
      await page.goto(url(from));
      await expect(page, from).toHaveURL(new RegExp(`/dmsbg${to.replace(/\./g, '\\.')}$`));
      await expect(page.locator('article h1')).toHaveText(title);
    }
  });

  test('search finds a page and the version switcher changes version', async ({ page }) => {
    await gotoReady(page, '/guides/');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the guides' });
    await dialog.getByPlaceholder('Search Docs').fill('wireguard');
    await expect(dialog.getByRole('option').first()).toContainText('WireGuard');
    await page.keyboard.press('Escape');
    await gotoReady(page, '/guides/vpn/wireguard/');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: '1.9.5' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/1\.9\.5\/guides\/vpn\/wireguard\/$/);
  });

  test('cache headers follow out/_headers: hashed files for a year, pages and payloads revalidated', async ({ page, request }) => {
    const assets: string[] = [];
    page.on('response', (r) => /\/_next\/static\/.+\.js$/.test(r.url()) && assets.push(r.url()));
    await gotoReady(page, '/guides/');
    const manifest = await (await request.get(url('/static/search-manifest.json'))).json();
    for (const path of [new URL(assets[0]).pathname, manifest['1.9.5'].outline, manifest['1.9.5'].text, '/dmsbg/guides/', '/dmsbg/guides/vpn/wireguard/index.txt', '/dmsbg/sitemap.xml']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe(headersFor(cacheRules, path)['cache-control']);
    }
    expect(headersFor(cacheRules, new URL(assets[0]).pathname)['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(cacheRules, '/dmsbg/guides/')['cache-control']).toBe('no-cache');
  });
});

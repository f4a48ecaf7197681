// The deployment smoke subset: run against the Node server ('node' project) and against nginx with
// e2e/nginx.conf, over HTTP ('nginx') and HTTPS ('nginx-tls'). A host serving out/ must give readers
// exactly this.
import fs from 'node:fs';
import { NGINX_TO_TLS_PORT } from './playwright.config';
import { expect, gotoReady, openVersionMenu, test, url } from './utils';
import { headersFor, parseHeaders } from '../scripts/build/cache-headers.mjs';
import { HSTS, SECURITY_HEADERS } from '../scripts/build/security-headers.mjs';

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
    // A version's search index: its outline, and the shards it names (a term shard and a text chunk).
    const { shards } = await (await request.get(manifest['1.9.5'].outline)).json();
    const index = [manifest['1.9.5'].outline, Object.values(shards.terms)[0] as string, shards.chunks[0].url];
    for (const path of [new URL(assets[0]).pathname, ...index, '/dmsbg/guides/', '/dmsbg/guides/vpn/wireguard/index.txt', '/dmsbg/sitemap.xml']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe(headersFor(cacheRules, path)['cache-control']);
    }
    expect(headersFor(cacheRules, new URL(assets[0]).pathname)['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(cacheRules, '/dmsbg/guides/')['cache-control']).toBe('no-cache');
  });

  test('security headers follow out/_headers on every kind of file and the 404 page; over HTTPS, HSTS and the redirect to it', async ({ request, baseURL }) => {
    const https = baseURL!.startsWith('https:');
    const names = ['content-security-policy', ...SECURITY_HEADERS.map(([name]) => name.toLowerCase())];
    for (const path of ['/dmsbg/guides/', '/dmsbg/guides/vpn/wireguard/index.txt', '/dmsbg/static/versions.json', '/dmsbg/sw.js', '/dmsbg/logo-light.svg', '/dmsbg/no-such-page/']) {
      const res = await request.get(path);
      const expected = headersFor(cacheRules, res.status() === 404 ? '/dmsbg/404.html' : path);
      for (const name of names) expect(res.headers()[name], `${path} ${name}`).toBe(expected[name]);
      expect(res.headers()['strict-transport-security'], path).toBe(https ? HSTS : undefined);
    }
    if (https) {
      const plain = await request.get(`http://localhost:${NGINX_TO_TLS_PORT}/dmsbg/guides/`, { maxRedirects: 0 });
      expect(plain.status()).toBe(301);
      expect(plain.headers().location).toBe(`${baseURL}/dmsbg/guides/`);
    }
  });
});

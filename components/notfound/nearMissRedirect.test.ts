import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { bundleNotFoundScript } from '@/lib/content/generated/scripts';
import { NOT_FOUND_ROUTES_ID, REDIRECTING_ATTRIBUTE, resolveNotFound, type NotFoundRoutes } from './resolveNotFound';

const SITE: NotFoundRoutes = {
  routes: ['/', '/guides/', '/guides/vpn/wireguard/', '/guides/vpn/tailscale/', '/1.9.5/', '/1.9.5/guides/vpn/ipsec/', '/hi/guides/vpn/wireguard/', '/hi/2.6.0/guides/vpn/wireguard/'],
  versions: ['2.7.0', '2.6.0', '1.9.5'],
  defaultVersion: '2.7.0',
  languages: ['hi'],
};

/** Runs the bundled script, as the 404 page inlines it, at `url`: where it sends the reader, if anywhere. */
function runAt(script: string, url: string, site: NotFoundRoutes | null = SITE) {
  const { pathname, search, hash } = new URL(url, 'https://docs.example');
  const replaced: string[] = [];
  const attributes = new Set<string>();
  const document = {
    getElementById: (id: string) => (id === NOT_FOUND_ROUTES_ID && site ? { textContent: JSON.stringify(site) } : null),
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
  };
  const location = { pathname, search, hash, replace: (to: string) => replaced.push(to) };
  vm.runInNewContext(script, { document, location });
  return { to: replaced, redirecting: attributes.has(REDIRECTING_ATTRIBUTE) };
}

test('the inlined script sends a near-miss URL to its page, keeping the query and #section', async () => {
  const script = await bundleNotFoundScript();
  const cases: [string, string][] = [
    ['/dmsbg/GUIDES/VPN/WireGuard.html', '/dmsbg/guides/vpn/wireguard/'],
    ['/dmsbg/guides/vpn/wireguard', '/dmsbg/guides/vpn/wireguard/'],
    ['/dmsbg/guides/index', '/dmsbg/guides/'],
    ['/dmsbg/2.7.0/guides/vpn/tailscale', '/dmsbg/guides/vpn/tailscale/'],
    ['/dmsbg/1.9.5/Guides/VPN/IPsec', '/dmsbg/1.9.5/guides/vpn/ipsec/'],
    ['/dmsbg//guides//vpn/wireguard/', '/dmsbg/guides/vpn/wireguard/'],
    ['/dmsbg/en/guides/vpn/wireguard/', '/dmsbg/guides/vpn/wireguard/'],
    ['/dmsbg/2.6.0/hi/guides/vpn/wireguard/', '/dmsbg/hi/2.6.0/guides/vpn/wireguard/'],
    ['/dmsbg/guides/vpn/wireguard?x=1#peers', '/dmsbg/guides/vpn/wireguard/?x=1#peers'],
  ];
  for (const [from, to] of cases) assert.deepEqual(runAt(script, from), { to: [to], redirecting: true }, from);
});

test('the inlined script leaves the 404 page alone where no page matches, or outside the site', async () => {
  const script = await bundleNotFoundScript();
  for (const path of ['/dmsbg/guides/no-such-page/', '/dmsbg/1.9.5/guides/vpn/tailscale/', '/elsewhere/guides/vpn/wireguard', '/dmsbg/guides/vpn/']) {
    assert.deepEqual(runAt(script, path), { to: [], redirecting: false }, path);
  }
  // A page without its routes (none to compare with) stays too.
  assert.deepEqual(runAt(script, '/dmsbg/GUIDES/', null), { to: [], redirecting: false });
});

test('the page links home in the language and version its path names', () => {
  assert.deepEqual(resolveNotFound('/dmsbg/hi/2.6.0/guides/gone/', [], SITE.versions, SITE.defaultVersion, SITE.languages), { redirect: null, home: '/hi/2.6.0/', lang: 'hi', version: '2.6.0' });
  assert.deepEqual(resolveNotFound('/dmsbg/guides/gone/', SITE.routes, SITE.versions, SITE.defaultVersion, SITE.languages), { redirect: null, home: '/', lang: 'en', version: '2.7.0' });
});

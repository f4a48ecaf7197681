import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalPath, docHref, homeHref, normalizePath, parsePath, stripBasePath, withBasePath } from './index';

const versions = ['2.7.0', '2.6.9', '2.6.0', '1.9.5'];

test('normalizePath: case, trailing slash, .html and /index (spec 2.1)', () => {
  assert.equal(normalizePath('/GUIDES/VPN/WireGuard.html'), '/guides/vpn/wireguard/');
  assert.equal(normalizePath('/guides/vpn/wireguard'), '/guides/vpn/wireguard/');
  assert.equal(normalizePath('/guides/vpn/wireguard/'), '/guides/vpn/wireguard/');
  assert.equal(normalizePath('/1.9.5/guides/index'), '/1.9.5/guides/');
  assert.equal(normalizePath('/guides/index.html'), '/guides/');
  assert.equal(normalizePath('/guides//vpn?x=1#y'), '/guides/vpn/');
  assert.equal(normalizePath(''), '/');
});

test('base path is added once and stripped case-insensitively', () => {
  assert.equal(withBasePath('/guides/'), '/dmsbg/guides/');
  assert.equal(withBasePath('/dmsbg/guides/'), '/dmsbg/guides/');
  assert.equal(withBasePath('https://x.io/'), 'https://x.io/');
  assert.equal(stripBasePath('/DMSBG/guides/'), '/guides/');
  assert.equal(stripBasePath('/dmsbg'), '/');
  assert.equal(stripBasePath('/other/'), null);
});

test('the default version has no segment; older versions are prefixed', () => {
  assert.equal(homeHref('2.7.0', '2.7.0'), '/');
  assert.equal(homeHref('1.9.5', '2.7.0'), '/1.9.5/');
  assert.equal(docHref('2.7.0', '2.7.0', 'vpn/wireguard'), '/guides/vpn/wireguard/');
  assert.equal(docHref('2.6.0', '2.7.0', ''), '/2.6.0/guides/');
});

test('parsePath and canonicalPath find version and page', () => {
  assert.deepEqual(parsePath('/1.9.5/GUIDES/vpn/ipsec.html', versions, '2.7.0'), { version: '1.9.5', kind: 'guides', slug: 'vpn/ipsec' });
  assert.deepEqual(parsePath('/', versions, '2.7.0'), { version: '2.7.0', kind: 'home', slug: '' });
  assert.deepEqual(parsePath('/2.6.9/', versions, '2.7.0'), { version: '2.6.9', kind: 'home', slug: '' });
  assert.equal(parsePath('/nope/x', versions, '2.7.0').kind, 'other');
  // An explicit default-version segment canonicalises to the unprefixed path.
  assert.equal(canonicalPath(parsePath('/2.7.0/guides/vpn/wireguard', versions, '2.7.0'), '2.7.0'), '/guides/vpn/wireguard/');
});

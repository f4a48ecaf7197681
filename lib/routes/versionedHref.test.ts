import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isExternal, versionedHref } from './index';

test('links to other sites, #hash and relative links stay as written', () => {
  for (const link of ['https://difuse.io/', 'mailto:support@difuse.io', '//cdn.example.com/x', '#setup', 'notes.md']) {
    assert.equal(versionedHref(link, '/1.9.5'), link);
  }
  assert.ok(isExternal('tel:+100') && isExternal('//x.io') && !isExternal('/guides/') && !isExternal('#a'));
});

test('a site link is version-neutral: it leads into the reader version, with the trailing slash', () => {
  assert.equal(versionedHref('/guides/vpn/wireguard', '/1.9.5'), '/1.9.5/guides/vpn/wireguard/');
  assert.equal(versionedHref('/guides/vpn/wireguard/#peers', '/1.9.5'), '/1.9.5/guides/vpn/wireguard/#peers');
  assert.equal(versionedHref('/guides/vpn/wireguard#peers', ''), '/guides/vpn/wireguard/#peers');
  assert.equal(versionedHref('/guides/?tab=1', '/2.6.0'), '/2.6.0/guides/?tab=1');
  assert.equal(versionedHref('/', '/2.6.0'), '/2.6.0/');
  assert.equal(versionedHref('/', ''), '/');
});

test('files under public/ are the same for every version and get the base path', () => {
  assert.equal(versionedHref('/images/vpn/wireguard-topologies.svg', '/1.9.5'), '/dmsbg/images/vpn/wireguard-topologies.svg');
  assert.equal(versionedHref('/files/config.txt#top', ''), '/dmsbg/files/config.txt#top');
});

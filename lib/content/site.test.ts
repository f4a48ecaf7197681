// The site index: versions from the folders and versions.json (navigation.test.ts covers the
// sidebar, pager and links between versions).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildSiteIndex, listVersions } from './site';
import { allRoutes } from './navigation';
import { exportedRoutes } from './render';
import { tempContent } from './tempContent';

const FIXTURE = path.resolve('e2e/fixtures/content');

test('versions come from the folders; a new folder is a new version with no code change', () => {
  const { versions, defaultVersion } = listVersions(FIXTURE);
  assert.deepEqual(versions, ['2.8.0', '2.7.0', '2.6.0']);
  assert.equal(defaultVersion, '2.8.0');
  const site = buildSiteIndex(FIXTURE);
  assert.deepEqual(allRoutes(site), [
    '/', '/guides/', '/guides/kiosk/', '/guides/release-notes/', '/guides/vpn/mesh/', '/guides/vpn/wireguard/', '/guides/whats-new/', '/guides/upgrade/',
    '/2.7.0/', '/2.7.0/guides/', '/2.7.0/guides/vpn/wireguard/', '/2.7.0/guides/whats-new/', '/2.7.0/guides/upgrade/',
    '/2.6.0/', '/2.6.0/guides/', '/2.6.0/guides/vpn/pptp/', '/2.6.0/guides/vpn/wireguard/',
  ]);
});

test('the export renders every route: version by version, oldest first, each print page after its version, the generated pages last', () => {
  const site = buildSiteIndex(FIXTURE);
  const routes = exportedRoutes(site);
  const prints = ['/guides/print/', '/2.7.0/guides/print/', '/2.6.0/guides/print/'];
  assert.deepEqual([...routes].sort(), [...allRoutes(site), ...prints, '/not-found/'].sort());
  assert.deepEqual(routes, [
    '/2.6.0/', '/2.6.0/guides/', '/2.6.0/guides/vpn/pptp/', '/2.6.0/guides/vpn/wireguard/', '/2.6.0/guides/print/',
    '/2.7.0/', '/2.7.0/guides/', '/2.7.0/guides/vpn/wireguard/', '/2.7.0/guides/print/',
    '/', '/guides/', '/guides/kiosk/', '/guides/release-notes/', '/guides/vpn/mesh/', '/guides/vpn/wireguard/', '/guides/print/',
    '/2.7.0/guides/whats-new/', '/2.7.0/guides/upgrade/', '/guides/whats-new/', '/guides/upgrade/',
    '/not-found/',
  ]);
});

test('versions.json sets order and default', () => {
  const dir = tempContent({
    'versions.json': '{ "default": "2.7.0", "order": ["2.7.0", "3.0.0"] }',
    '3.0.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '3.0.0/guides/index.mdx': '---\ntitle: Introduction\n---\n',
  });
  assert.deepEqual(listVersions(dir), { versions: ['2.7.0', '3.0.0'], defaultVersion: '2.7.0' });
});

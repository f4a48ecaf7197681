// The site index: versions from the folders and versions.json (navigation.test.ts covers the
// sidebar, pager and links between versions).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { ContentError } from '../errors';
import { buildSiteIndex, listVersions } from '../site';
import { allRoutes, languageRoutes } from '../render/navigation';
import { exportedRoutes } from '../render/render';
import { tempContent } from '../tempContent';

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
  const languagePrints = ['ar', 'hi'].flatMap((lang) => ['/guides/print/', '/2.7.0/guides/print/', '/2.6.0/guides/print/'].map((p) => `/${lang}${p}`));
  // The fixture has languages, so it has the translation status page.
  assert.deepEqual([...routes].sort(), [...allRoutes(site), ...languageRoutes(site), ...prints, ...languagePrints, '/i18n-status/', '/not-found/'].sort());
  // Every other language's pages come after English's, whose versions are prepared by then.
  assert.deepEqual(routes, [
    '/2.6.0/', '/2.6.0/guides/', '/2.6.0/guides/vpn/pptp/', '/2.6.0/guides/vpn/wireguard/', '/2.6.0/guides/print/',
    '/2.7.0/', '/2.7.0/guides/', '/2.7.0/guides/vpn/wireguard/', '/2.7.0/guides/print/',
    '/', '/guides/', '/guides/kiosk/', '/guides/release-notes/', '/guides/vpn/mesh/', '/guides/vpn/wireguard/', '/guides/print/',
    '/2.7.0/guides/whats-new/', '/2.7.0/guides/upgrade/', '/guides/whats-new/', '/guides/upgrade/',
    ...languageRoutes(site),
    ...languagePrints,
    '/i18n-status/',
    '/not-found/',
  ]);
  // A site in one language has none.
  assert.ok(!exportedRoutes(buildSiteIndex(path.resolve('content'))).includes('/i18n-status/'));
});

test('every page exists in every language of content/i18n/, translated or not, under its code', () => {
  const site = buildSiteIndex(FIXTURE);
  const english = allRoutes(site);
  assert.deepEqual(languageRoutes(site), [...english.map((r) => `/ar${r}`), ...english.map((r) => `/hi${r}`)]);
});

test('versions.json sets order and default', () => {
  const dir = tempContent({
    'versions.json': '{ "default": "2.7.0", "order": ["2.7.0", "3.0.0"] }',
    '3.0.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '3.0.0/guides/index.mdx': '---\ntitle: Introduction\n---\n',
  });
  assert.deepEqual(listVersions(dir), { versions: ['2.7.0', '3.0.0'], defaultVersion: '2.7.0' });
});

test('a bad versions.json fails with the file, the line and the reason', () => {
  const home = { '3.0.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n', '3.0.0/guides/index.mdx': '---\ntitle: Introduction\n---\n' };
  const cases: [string, number, string][] = [
    ['{\n  "default": "2.7",\n  "order": ["2.7.0"]\n}', 2, 'default: must be a version folder name (2.7.0)'],
    ['{\n  "default": "2.7.0",\n  "order": [\n    "2.7.0",\n    "latest"\n  ]\n}', 5, 'order[1]: must be a version folder name (2.7.0)'],
    ['{\n  "order": [\n    "2.7.0",\n    "3.0.0",\n    "2.7.0"\n  ]\n}', 2, 'order: lists a version twice'],
    ['{\n  "default": "2.7.0",\n  "latest": "3.0.0"\n}', 3, "unknown field 'latest'"],
    ['{\n  "order": [\n    "3.0.0",\n    "2.9.0"\n  ]\n}', 4, "order lists '2.9.0' but content/2.9.0/ does not exist"],
    ['{\n  "order": ["3.0.0"],\n  "default": "2.9.0"\n}', 3, "default version '2.9.0' has no folder"],
    ['{\n  "default": "2.7.0"\n  "order": []\n}', 3, 'invalid JSON'],
  ];
  for (const [config, line, reason] of cases) {
    const dir = tempContent({ ...home, 'versions.json': config });
    assert.throws(
      () => listVersions(dir),
      (error: unknown) => {
        assert.ok(error instanceof ContentError, String(error));
        assert.equal(error.file, path.join(dir, 'versions.json'));
        assert.equal(`${error.line}: ${error.reason.slice(0, reason.length)}`, `${line}: ${reason}`, config);
        return true;
      },
    );
  }
});

test('the content step prints a bad content JSON file as file:line: reason and exits 1 without a stack', () => {
  const dir = tempContent({ 'versions.json': '{\n  "default": "2.7.0",\n  "order": ["2.7.0", "2.9.0"]\n}\n' });
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/prepare.ts'], { encoding: 'utf8', env: { ...process.env, DMSBG_CONTENT_DIR: dir, DMSBG_PUBLIC_DIR: dir } });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /versions\.json:3: order lists '2\.9\.0' but content\/2\.9\.0\/ does not exist/);
  assert.doesNotMatch(run.stderr, /^\s+at /m, 'no stack trace');
});

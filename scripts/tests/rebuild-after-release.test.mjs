// `npm run test:rebuild`: the render cache and the reused compile on real builds of a copy of the e2e
// fixture. After a release (a new version folder, made the default) and an edit, Next renders again
// exactly the pages whose output changes (without compiling the unchanged code again), the build
// restores the rest, and the export is byte for byte the one a cold build that renders every page
// writes. 'before' compiles with its modules in Rspack's cache and the last build compiles cold, so
// a compile restored from the cache must give the same bytes as a fresh one. Six builds of a 10-page
// site (~25 s).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { assertSameExport, buildInto } from './build-fixture.mjs';
import { CACHE_DIR, RENDER_PLAN_FILE } from '../../lib/config/paths.mjs';

const TMP = path.resolve('e2e/.tmp/rebuild');
const CONTENT = path.join(TMP, 'content');
const PLAN = RENDER_PLAN_FILE;

/** Builds the copy; moves its export to TMP/<name>; returns the render plan (null with the cache off). */
function build(name, env = {}) {
  const times = buildInto(path.join(TMP, name), { DMSBG_CONTENT_DIR: CONTENT, ...env });
  compiles.push(!times['next build (pages only)']);
  if (!fs.existsSync(PLAN)) return null;
  const plan = JSON.parse(fs.readFileSync(PLAN, 'utf8'));
  return Object.fromEntries(plan.routes.map((r) => [r.route, r.cached ? 'restored' : 'rendered']));
}

/** The build id an export's pages name (its folder under _next/static). */
const buildIdOf = (name) => fs.readdirSync(path.join(TMP, name, '_next/static')).find((f) => !['chunks', 'css', 'media'].includes(f));

/** Per build: did Next compile the code. */
const compiles = [];

const edit = (file, from, to) => {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} has ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
};

test('after a release, then an edit, only changed pages render again, and the export equals a full render', () => {
  fs.rmSync(TMP, { recursive: true, force: true });
  fs.cpSync('e2e/fixtures/content', CONTENT, { recursive: true });
  // Whatever .next held before, 'before' compiles with this code's modules in Rspack's cache.
  // 'prime' starts with nothing saved, so its pages record their own keys as they render
  // (scripts/next/renderCache.ts): 'before' finds every page under them.
  fs.rmSync(path.join(CACHE_DIR, 'render'), { recursive: true, force: true });
  assert.equal(build('prime'), null, 'with nothing saved, route collection writes no plan');
  const saved = fs.readdirSync(path.join(CACHE_DIR, 'render')).length;
  const before = build('before', { DMSBG_REUSE_COMPILE: 'off' });
  // Should this ever fail again (once, in a fresh-clone CI on a loaded machine), the message tells a changed
  // code id (the build ids differ) from a changed plan, metadata or client files (same ids).
  const why = `${saved} files saved after 'prime'; build ids ${buildIdOf('prime')} then ${buildIdOf('before')}`;
  assert.deepEqual(new Set(Object.entries(before).filter(([r]) => r !== '/not-found/').map(([, how]) => how)), new Set(['restored']), `the keys a cold build recorded (${why})`);
  const again = build('again');
  assert.deepEqual(new Set(Object.entries(again).filter(([r]) => r !== '/not-found/').map(([, how]) => how)), new Set(['restored']), 'nothing changed: every page is restored');

  // The release: 2.9.0 is a copy of 2.8.0 and becomes the default; 2.8.0 moves to /2.8.0/.
  fs.cpSync(path.join(CONTENT, '2.8.0'), path.join(CONTENT, '2.9.0'), { recursive: true });
  const release = build('release');
  assert.equal(release['/2.7.0/'], 'restored', 'an older version is untouched by a release');
  assert.equal(release['/2.7.0/guides/vpn/wireguard/'], 'restored');
  assert.equal(release['/guides/whats-new/'], 'rendered', "the release's What's new");
  assert.equal(release['/2.8.0/guides/vpn/mesh/'], 'rendered', 'the old default, at its new URL');
  assert.equal(release['/guides/vpn/mesh/'], 'rendered', 'the new default');
  assert.equal(release['/not-found/'], 'rendered', 'the 404 page lists every route');

  // An edit to a 2.7.0 page's title, which 2.7.0's sidebar and search index also carry.
  edit(path.join(CONTENT, '2.7.0/guides/vpn/wireguard.mdx'), 'title: WireGuard\n', 'title: WireGuard tunnels\n');
  const edited = build('edited');
  assert.equal(edited['/2.7.0/guides/vpn/wireguard/'], 'rendered', 'the edited page');
  assert.equal(edited['/2.7.0/guides/'], 'rendered', 'a page whose sidebar changed');
  assert.equal(edited['/2.8.0/guides/vpn/wireguard/'], 'restored', 'the same page in another version');
  assert.equal(edited['/guides/'], 'restored');

  // A cold build that renders every page: without .next (Next's compile, the page cache) and the render cache.
  fs.rmSync('.next', { recursive: true, force: true });
  assert.equal(build('full', { DMSBG_RENDER_CACHE: 'off' }), null);
  const after = path.join(TMP, 'edited');
  assertSameExport(after, path.join(TMP, 'full'), 'a build that renders every page');
  assert.match(fs.readFileSync(path.join(after, '2.7.0/guides/index.html'), 'utf8'), /WireGuard tunnels/);
  // The code did not change: only 'before' (made to) and the cold build compiled it.
  assert.deepEqual(compiles.slice(1), [true, false, false, false, true]);
});

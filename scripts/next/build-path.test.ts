import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildPath, bundler, installedNextVersion, installedVersion, rspackMismatch } from './build-path.mjs';

test('the fast path runs on the Next 15.5 releases it was written for', () => {
  for (const version of ['15.5.0', '15.5.29', '15.5.30-canary.1']) assert.deepEqual(buildPath(version, {}), { plain: false, args: [] });
});

test('DMSBG_PLAIN_NEXT=1 takes the plain path silently, on any Next', () => {
  assert.deepEqual(buildPath('15.5.29', { DMSBG_PLAIN_NEXT: '1' }), { plain: true, args: [] });
  assert.deepEqual(buildPath('16.0.0', { DMSBG_PLAIN_NEXT: '1' }), { plain: true, args: ['--webpack'] });
});

test('any other Next takes the plain path and says so in one line', () => {
  for (const version of ['16.0.0', '15.6.0', '15.4.7', '14.2.3', '16.0.0-canary.5']) {
    const { plain, args, message } = buildPath(version, {});
    assert.equal(plain, true, version);
    assert.deepEqual(args, version.startsWith('16') ? ['--webpack'] : [], `${version}: Next 16 builds with the bundler next.config.mjs sets up, not Turbopack`);
    assert.equal(message, `build: next ${version} is not a version the fast path was written for (15.5.x); building with Next's plain build (if our bundler setup fails on it, DMSBG_NEXT_HOOKS=0 builds with Next as it ships)`);
  }
});

test('DMSBG_NEXT_HOOKS=0 takes the plain path on any Next, with no bundler flag of ours (Next picks its own)', () => {
  for (const version of ['15.5.29', '16.0.0']) assert.deepEqual(buildPath(version, { DMSBG_NEXT_HOOKS: '0' }), { plain: true, args: [] }, version);
  assert.equal(buildPath('15.5.29', { DMSBG_NEXT_HOOKS: '1' }).plain, false);
});

test('the installed Next is one the fast path was written for (else this checkout builds plain)', () => {
  assert.equal(buildPath(installedNextVersion(), {}).plain, false, `next ${installedNextVersion()}`);
});

test('DMSBG_BUNDLER is rspack by default, webpack on request, and nothing else', () => {
  assert.equal(bundler({}), 'rspack');
  assert.equal(bundler({ DMSBG_BUNDLER: 'webpack' }), 'webpack');
  assert.throws(() => bundler({ DMSBG_BUNDLER: 'turbopack' }), /use rspack/);
});

test('a next-rspack made for another Next minor is named, with the way out', () => {
  assert.equal(rspackMismatch('15.5.29', '15.5.23'), undefined);
  assert.equal(rspackMismatch(installedNextVersion(), installedVersion('next-rspack')), undefined, 'the installed pair matches');
  assert.equal(
    rspackMismatch('16.2.0', '15.5.23'),
    'build: next-rspack 15.5.23 is made for Next 15.5, not 16.2.0; install the next-rspack for this Next, or build with DMSBG_BUNDLER=webpack',
  );
});

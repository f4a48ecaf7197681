// `npm run test:reproducible`: the same commit builds the same bytes wherever it is checked out.
// Builds the e2e fixture content with the site's own settings in two copies of this checkout at
// different paths, with different time zones and locales, and compares the exports file by file;
// then builds the second copy again from its warm Rspack cache (as a CI that keeps .next/cache
// does), which must give the same bytes as the cold builds.
// Each copy holds the working tree as it is (committed or not, with its files' times, so "Last
// Updated" reads the same), the git history, and node_modules as hard links (a symlink would
// resolve back into this checkout). Two cold builds of a 10-page site (~15 s).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { assertSameExport, buildInto, relativeFiles as files } from './build-fixture.mjs';

const ROOT = process.cwd();
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-reproducible-'));

/** A copy of the checkout at `dir`: tracked and untracked (not ignored) files, .git, node_modules. */
function checkout(dir) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    // Deleted in the working tree but not yet in git; or a linked node_modules (a worktree's), copied below.
    if (!fs.existsSync(file) || file === 'node_modules') continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.cpSync(file, path.join(dir, file), { preserveTimestamps: true });
  }
  fs.cpSync('.git', path.join(dir, '.git'), { recursive: true, preserveTimestamps: true });
  execFileSync('cp', ['-al', fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules')]);
}

/** Builds the fixture content in `dir` and moves the export to `dir`/`name`. */
function buildFixture(dir, name, env) {
  buildInto(path.join(dir, name), env, dir);
  return path.join(dir, name);
}

test('the fixture builds byte for byte the same in two checkouts at different paths, time zones and locales, cold or from the cache', { timeout: 300_000 }, () => {
  try {
    const a = path.join(TMP, 'a');
    const b = path.join(TMP, 'another', 'checkout-at-a-longer-path');
    checkout(a);
    checkout(b);
    const outA = buildFixture(a, 'export', { TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' });
    const outB = buildFixture(b, 'export', { TZ: 'Pacific/Kiritimati', LANG: 'de_DE.UTF-8', LC_ALL: '' });
    assertSameExport(outB, outA, 'another path');
    // Neither export names the folder it was built in.
    const leaks = files(outB).filter((f) => fs.readFileSync(path.join(outB, f), 'latin1').includes(b));
    assert.deepEqual(leaks, [], 'files that name the checkout path');
    // Next compiles again, reading the modules from Rspack's cache.
    assertSameExport(buildFixture(b, 'export-warm', { DMSBG_REUSE_COMPILE: 'off' }), outA, 'a compile from the cache');
  } finally {
    fs.rmSync(TMP, { recursive: true, force: true });
  }
});

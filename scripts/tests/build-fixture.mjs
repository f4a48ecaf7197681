// For the build tests (Node's test runner): build the e2e fixture content in this checkout (or a
// copy of it) and compare exports.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exportFiles } from '../../lib/files/exportFiles.mjs';

/**
 * `node scripts/build.mjs` in `dir` with `env` on top of this process's; moves the export to `to`.
 * Returns the step times it wrote (.next/build-times.json).
 */
export function buildInto(to, env = {}, dir = process.cwd()) {
  const settings = { DMSBG_CONTENT_DIR: 'e2e/fixtures/content', ...env };
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...settings } });
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(path.join(dir, 'out'), to);
  return JSON.parse(fs.readFileSync(path.join(dir, '.next/build-times.json'), 'utf8'));
}

/** The export's files, relative to it, in name order. */
export const relativeFiles = (dir) => exportFiles(dir).map((f) => path.relative(dir, f)).sort();

/** The same file names and every file the same bytes. */
export function assertSameExport(actual, expected, what) {
  assert.deepEqual(relativeFiles(actual), relativeFiles(expected), `${what}: the same file names (hashed names included)`);
  const differ = relativeFiles(expected).filter((f) => !fs.readFileSync(path.join(actual, f)).equals(fs.readFileSync(path.join(expected, f))));
  assert.deepEqual(differ, [], `${what}: files whose bytes differ`);
}

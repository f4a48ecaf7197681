// The content against the product catalogue (../shared/catalogue.json beside the checkout): every
// page of every version present, with its required headings and real prose, and no page in a
// version that does not have it. Skipped only where the shared folder is not checked out.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const checker = path.resolve('../shared/tools/check-content.mjs');

test('content matches ../shared/catalogue.json for every version', { skip: !fs.existsSync(checker) && 'no ../shared checkout' }, () => {
  const run = spawnSync(process.execPath, [checker, '--summary'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /\n(\d+) passed, 0 failed\n?$/);
});

// The content step's two-stage barrier: written pages render once every written page is prepared,
// generated pages only once those are too.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-prepared-'));
process.env.DMSBG_CACHE_DIR = root;
const { awaitPrepared, markPrepared } = await import('./prepared');

/** Runs `wait` as if the barrier's 300 s had passed by its second look at the clock. */
function withTimeout(wait: () => void) {
  const now = Date.now;
  let calls = 0;
  Date.now = () => now() + (calls++ ? 300_001 : 0);
  try {
    wait();
  } finally {
    Date.now = now;
  }
}
after(() => fs.rmSync(root, { recursive: true, force: true }));

test("a version's pages pass once it is prepared; every written page at 'written'; a generated page waits for 'all'", async () => {
  markPrepared({ versions: ['2.6.0'] });
  awaitPrepared({ version: '2.6.0' });
  assert.throws(() => withTimeout(() => awaitPrepared({ version: '2.7.0' })), /did not reach/);
  markPrepared({ versions: ['2.6.0'], stage: 'written' });
  awaitPrepared('written');
  awaitPrepared({ version: '2.7.0' });
  // The step reaches 'all' a moment later, from another process (as in a build).
  const file = path.join(root, 'prepared.json');
  const later = spawn(process.execPath, ['-e', `setTimeout(() => require('fs').writeFileSync(${JSON.stringify(file)}, JSON.stringify({ versions: ['2.6.0'], stage: 'all' })), 300)`]);
  const exited = new Promise((resolve) => later.on('exit', resolve));
  const started = Date.now();
  awaitPrepared('all');
  assert.ok(Date.now() - started >= 200, 'waited for the generated pages');
  assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).stage, 'all');
  await exited;
  // Past 'all', both stages pass at once.
  awaitPrepared('written');
  awaitPrepared('all');
});

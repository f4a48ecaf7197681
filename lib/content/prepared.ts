// Server only: the content step's barrier. `npm run build` runs the content step (prepare.ts) beside
// `next build`'s compile; a page rendered before the step is done waits here, so it renders from the
// page cache instead of compiling its MDX a second time in each of Next's workers.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PREPARED_FILE } from '../config/paths.mjs';

let prepared = false;
/** Returns once the content step has written its barrier (at once after the first time, except in `next dev`). */
export function awaitPrepared(): void {
  if (prepared && process.env.NODE_ENV !== 'development') return;
  const until = Date.now() + 300_000;
  while (!fs.existsSync(PREPARED_FILE)) {
    if (Date.now() > until) throw new Error(`content: ${PREPARED_FILE} was not written (did the content step fail?)`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  prepared = true;
}

/** Written whole under another name, then renamed: a page waiting for it never reads half a file. */
export function markPrepared(): void {
  fs.mkdirSync(path.dirname(PREPARED_FILE), { recursive: true });
  const tmp = `${PREPARED_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ pid: process.pid }));
  fs.renameSync(tmp, PREPARED_FILE);
}

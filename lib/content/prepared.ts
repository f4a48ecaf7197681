// Server only: the content step's barrier. `npm run build` runs the content step (prepare.ts) beside
// `next build`'s compile; a page rendered before the step is done waits here, so it renders from the
// page cache instead of compiling its MDX a second time in each of Next's workers. The barrier has two
// stages: every written page prepared ('written'), then the generated pages too ('all': What's new,
// Upgrading, Glossary, whose bodies the step makes by comparing versions). Written pages render
// while the step makes those.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PREPARED_FILE } from '../config/paths.mjs';

export type PreparedStage = 'written' | 'all';

/** The stage the barrier file says, or undefined before the step has written it. */
function stageNow(): PreparedStage | undefined {
  try {
    return (JSON.parse(fs.readFileSync(PREPARED_FILE, 'utf8')) as { stage: PreparedStage }).stage;
  } catch {
    return undefined;
  }
}

let passed: PreparedStage | undefined;
const reached = (now: PreparedStage | undefined, stage: PreparedStage) => now === 'all' || now === stage;

/** Returns once the content step has reached `stage` (at once after the first time, except in `next dev`). */
export function awaitPrepared(stage: PreparedStage = 'written'): void {
  if (reached(passed, stage) && process.env.NODE_ENV !== 'development') return;
  const until = Date.now() + 300_000;
  for (let now = stageNow(); !reached(now, stage); now = stageNow()) {
    if (Date.now() > until) throw new Error(`content: ${PREPARED_FILE} did not reach '${stage}' (did the content step fail?)`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  passed = stageNow();
}

/** Written whole under another name, then renamed: a page waiting for it never reads half a file. */
export function markPrepared(stage: PreparedStage): void {
  fs.mkdirSync(path.dirname(PREPARED_FILE), { recursive: true });
  const tmp = `${PREPARED_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ pid: process.pid, stage }));
  fs.renameSync(tmp, PREPARED_FILE);
}

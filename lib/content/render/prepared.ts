// Server only: the content step's barrier. `npm run build` runs the content step (prepare.ts) beside
// `next build`'s compile; a page rendered before the step is done waits here, so it renders from the
// page cache instead of compiling its MDX a second time in each of Next's workers. The step reports
// in stages: each version's written pages as they are done (oldest version first, the order the
// export renders them in), then every written page ('written'), then the generated pages too ('all':
// What's new, Upgrading, Glossary, whose bodies the step makes by comparing versions). A page waits
// only for what it is made of.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PREPARED_FILE } from '../../config/paths.mjs';

export type PreparedStage = 'written' | 'all';
interface Progress {
  /** Versions whose written pages are all in the page cache. */
  versions: string[];
  stage?: PreparedStage;
}
/** What a render waits for: the written pages of one version, every written page, or every page. */
export type Wait = { version: string } | PreparedStage;

/** The step's progress, or undefined before it has written any. */
function progressNow(): Progress | undefined {
  try {
    return JSON.parse(fs.readFileSync(PREPARED_FILE, 'utf8')) as Progress;
  } catch {
    return undefined;
  }
}

const reached = (now: Progress | undefined, wait: Wait): boolean => {
  if (!now) return false;
  if (now.stage === 'all') return true;
  if (typeof wait === 'object') return now.stage === 'written' || now.versions.includes(wait.version);
  return now.stage === wait;
};

let passed: Progress | undefined;

/** Returns once the content step has prepared what `wait` names (at once when known passed, except in `next dev`). */
export function awaitPrepared(wait: Wait = 'written'): void {
  if (reached(passed, wait) && process.env.NODE_ENV !== 'development') return;
  const until = Date.now() + 300_000;
  let now = progressNow();
  while (!reached(now, wait)) {
    if (Date.now() > until) throw new Error(`content: ${PREPARED_FILE} did not reach ${JSON.stringify(wait)} (did the content step fail?)`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    now = progressNow();
  }
  passed = now;
}

/** Written whole under another name, then renamed: a page waiting for it never reads half a file. */
export function markPrepared(progress: Progress): void {
  fs.mkdirSync(path.dirname(PREPARED_FILE), { recursive: true });
  const tmp = `${PREPARED_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ pid: process.pid, ...progress }));
  fs.renameSync(tmp, PREPARED_FILE);
}

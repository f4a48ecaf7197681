// Server only: last-updated times from one batched `git log` over the content folder.
import 'server-only';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lasting } from '../lasting';

/** Git's times, read again at most every 30 s in `npm run dev` (three git processes cost ~150 ms of an edit's render). */
const gitTimes = lasting('git times', () => ({ times: undefined as Map<string, number> | null | undefined, readAt: 0 }));
const DEV_REFRESH_MS = 30_000;

function readGitTimes(contentDir: string): Map<string, number> | null {
  try {
    const cwd = path.dirname(contentDir);
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    if (git('rev-parse', '--is-shallow-repository').trim() === 'true') {
      // A shallow clone would date every page to the clone's one commit (vitepress#343).
      console.warn('[content] shallow git clone: "Last Updated" dates are hidden; clone with full history to show them');
      return null;
    }
    const root = git('rev-parse', '--show-toplevel').trim();
    const out = git('log', '--format=%x00%ct', '--name-only', '--', contentDir);
    const times = new Map<string, number>();
    let current = 0;
    for (const line of out.split('\n')) {
      if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
      else if (line.trim()) {
        const file = path.join(root, line.trim());
        if (!times.has(file)) times.set(file, current);
      }
    }
    return times;
  } catch {
    return new Map();
  }
}

/** ISO time of the newest commit touching the file; file mtime when uncommitted; none in a shallow clone. */
export function lastUpdated(file: string, contentDir: string): string | undefined {
  const stale = process.env.NODE_ENV === 'development' && Date.now() - gitTimes.readAt > DEV_REFRESH_MS;
  if (gitTimes.times === undefined || stale) Object.assign(gitTimes, { times: readGitTimes(contentDir), readAt: Date.now() });
  const times = gitTimes.times!;
  if (times === null) return undefined;
  const time = times.get(path.resolve(file)) ?? fs.statSync(file).mtimeMs;
  return new Date(time).toISOString();
}

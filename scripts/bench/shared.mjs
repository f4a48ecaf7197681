// What the bench's measures share: the port, Chromium, the static server, `npm run build`, sizes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { exportFiles } from '../../lib/files/exportFiles.mjs';

export const PORT = Number(process.env.BENCH_PORT) || 4180;
export const ORIGIN = `http://localhost:${PORT}`;
export const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Runs `fn` with a Chromium that is closed after it. */
export async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** The export in out/ served with gzip at ORIGIN, as the CDN serves it, until stop(). */
export async function serveExport() {
  const server = spawn('node', ['scripts/tools/serve.mjs', '--port', String(PORT), '--gzip'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 800));
  return { stop: () => server.kill() };
}

/**
 * Writes out what earlier steps left in memory before a timed build: a build that started while the
 * previous one's ~50-100 MB of output were still being written back ran up to ~1 s slower, so the
 * order of the builds in a run biased their times. Every timed build (ours and Rspress's) starts so.
 */
export function settleDisk() {
  spawnSync('sync');
}

/**
 * `npm run build` (cold: as in a fresh clone, without .next, so without Next's or the page cache, and
 * without the files the content step writes into public/static); returns the step times.
 */
export function build({ cold, content, publicDir, env: extra } = {}) {
  if (cold) for (const dir of ['.next', 'public/static']) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync('out', { recursive: true, force: true });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
  if (content) Object.assign(env, { DMSBG_CONTENT_DIR: content, DMSBG_PUBLIC_DIR: publicDir });
  settleDisk();
  const t = Date.now();
  const run = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'pipe'], env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}`);
  const times = JSON.parse(fs.readFileSync('.next/build-times.json', 'utf8'));
  return { ...times, total: (Date.now() - t) / 1000 };
}

/** The pages and bytes of out/. */
export const exportStats = () => {
  const all = exportFiles('out');
  const pages = all.filter((f) => f.endsWith('index.html')).length;
  const bytes = all.reduce((a, f) => a + fs.statSync(f).size, 0);
  return { pages, bytes, bytesPerPage: Math.round(bytes / pages) };
};

/** A step-time split for a table cell: "search 4.7, next build 7.8, post-build 0.4". */
export const split = (t) => Object.entries(t).filter(([k]) => k !== 'total').map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');

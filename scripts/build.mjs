// `npm run build`: the build steps in order, each timed. Prints one line per step and the total,
// and writes the split to .next/build-times.json (the bench reads it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  ['search', ['npx', 'tsx', 'scripts/build-search.ts']],
  ['next build', ['npx', 'next', 'build']],
  ['export-404', ['node', 'scripts/export-404.mjs']],
  ['startup-scripts', ['node', 'scripts/startup-scripts.mjs']],
  ['export-markdown', ['npx', 'tsx', 'scripts/export-markdown.ts', 'out']],
  ['build-offline', ['npx', 'tsx', 'scripts/build-offline.ts', 'out']],
  ['copy-public', ['node', 'scripts/copy-public.mjs', 'out']],
  ['cache-headers', ['node', 'scripts/cache-headers.mjs', 'out']],
];

const times = {};
const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  const t = Date.now();
  // One build mode for every step, so the page cache the search step fills is the one pages read.
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  times[name] = (Date.now() - t) / 1000;
  if (run.status !== 0) process.exit(run.status ?? 1);
}
times.total = (Date.now() - started) / 1000;
console.log(`build: ${Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')}`);
fs.writeFileSync('.next/build-times.json', JSON.stringify(times));

// `npm run dev`: next dev for writers. Watches content/ and rewrites the search indexes and their
// manifest on every edit; the routes import that manifest, so the open page reloads with the edit.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const buildSearch = () =>
  spawnSync('npx', ['tsx', 'scripts/build-search.ts'], { stdio: 'inherit', env: { ...process.env, DMSBG_DEV_STAMP: String(Date.now()) } });

buildSearch();
const next = spawn('npx', ['next', 'dev', '--turbopack', ...process.argv.slice(2)], { stdio: 'inherit' });
let timer;
fs.watch('content', { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(buildSearch, 200);
});
const stop = () => next.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', (code) => process.exit(code ?? 0));

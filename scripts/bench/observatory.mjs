// The MDN HTTP Observatory (npm @mdn/mdn-http-observatory) against the export as the Node server
// (scripts/serve.mjs) and nginx (e2e/nginx.conf) serve it: grade, score and every test. Part of
// `npm run bench`; on its own: `node scripts/bench/observatory.mjs [--port N]` (default 4182 and
// 4183) after `npm run build`. Both servers speak plain HTTP, so the HSTS and redirect-to-HTTPS
// tests fail; every other test must pass.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const SCRATCH = '.bench/nginx';

/**
 * The package's install script downloads the HSTS preload list (this machine cannot reach it, so
 * it is installed with --ignore-scripts); the scanner only reads the file: an empty list will do,
 * as no host here is preloaded.
 */
function ensurePreloadList() {
  const main = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory');
  const file = path.join(path.dirname(main), '..', 'conf', 'hsts-preload.json');
  if (!fs.existsSync(file)) fs.writeFileSync(file, '{}\n');
}

/** nginx with e2e/nginx.conf, moved to `port` and to scratch folders under .bench (the e2e suite's own stay untouched). */
function startNginx(port, outDir) {
  fs.mkdirSync(`${SCRATCH}/www`, { recursive: true });
  fs.rmSync(`${SCRATCH}/www/dmsbg`, { force: true });
  fs.symlinkSync(path.resolve(outDir), `${SCRATCH}/www/dmsbg`);
  const conf = fs.readFileSync('e2e/nginx.conf', 'utf8').replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`).replaceAll('e2e/.tmp/', `${SCRATCH}/`);
  fs.writeFileSync(`${SCRATCH}/nginx.conf`, conf);
  return spawn(NGINX, ['-p', `${process.cwd()}/`, '-c', `${SCRATCH}/nginx.conf`], { stdio: 'ignore' });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`observatory: ${url} does not answer`);
}

/** One scan: the grade, score and each test's result (host with port; the scanner starts at / and follows the redirect to /dmsbg/). */
async function scanHost(host) {
  const { scan } = await import('@mdn/mdn-http-observatory');
  const { scan: summary, tests } = await scan(host);
  return {
    grade: summary.grade,
    score: summary.score,
    passed: summary.testsPassed,
    quantity: summary.testsQuantity,
    tests: Object.values(tests).map((t) => ({ name: t.constructor.name, pass: t.pass, result: t.result })),
  };
}

/**
 * Scans the export in `outDir` served by each server in turn.
 * @param {{ outDir?: string, port?: number }} [options]
 */
export async function observatory({ outDir = 'out', port = 4182 } = {}) {
  ensurePreloadList();
  const servers = [
    ['Node server (scripts/serve.mjs)', port, () => spawn('node', ['scripts/serve.mjs', '--dir', outDir, '--port', String(port)], { stdio: 'ignore' })],
    ['nginx (e2e/nginx.conf)', port + 1, () => startNginx(port + 1, outDir)],
  ];
  const results = {};
  for (const [name, at, start] of servers) {
    const child = start();
    try {
      await waitFor(`http://localhost:${at}/dmsbg/`);
      results[name] = await scanHost(`localhost:${at}`);
    } finally {
      child.kill();
    }
  }
  return results;
}

/** The results as Markdown tables. */
export function observatoryTables(results) {
  return Object.entries(results).flatMap(([name, r]) => [
    `| Observatory: ${name} | ${r.grade} (${r.score}/100), ${r.passed} of ${r.quantity} tests pass |`,
    '| --- | --- |',
    ...r.tests.map((t) => `| ${t.name} | ${t.pass ? 'pass' : 'FAIL'}: ${t.result} |`),
    '',
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--port');
  console.log(observatoryTables(await observatory({ port: at > 0 ? Number(process.argv[at + 1]) : undefined })).join('\n'));
}

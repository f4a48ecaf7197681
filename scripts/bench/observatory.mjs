// The MDN HTTP Observatory (npm @mdn/mdn-http-observatory) against the export as the Node server
// (scripts/tools/serve.mjs) and nginx (e2e/nginx.conf) serve it: grade, score and every test. Part of
// `npm run bench`; on its own: `node scripts/bench/observatory.mjs [--port N]` after `npm run build`
// (ports N to N + 3, default 4182). The Node server and the first nginx speak plain HTTP, so their
// HSTS and redirect-to-HTTPS tests fail; the second nginx is e2e/nginx.conf's HTTPS site (a
// self-signed certificate the scanner is told to trust), where every test must pass.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { certificateCommand, PROGRAMS, programPath } from '../tools/test-prerequisites.mjs';

const NGINX = programPath(PROGRAMS[1]);
const SCRATCH = '.bench/nginx';
/** e2e/nginx.conf's ports: HTTP, HTTP redirecting to HTTPS, HTTPS. */
const E2E_PORTS = [4176, 4191, 4192];
const CERTIFICATE = `${SCRATCH}/.tmp/tls/localhost.pem`;
/** The package's src/ folder (resolved when used: `--no-observatory` runs the bench without it). */
const packageSrc = () => path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory'));

/**
 * The package's install script downloads the HSTS preload list (this machine cannot reach it, so
 * install scripts are off for it: package.json, allowScripts); the scanner only reads the file: an
 * empty list will do, as no host here is preloaded.
 */
function ensurePreloadList() {
  const file = path.join(packageSrc(), '..', 'conf', 'hsts-preload.json');
  if (!fs.existsSync(file)) fs.writeFileSync(file, '{}\n');
}

/** e2e/nginx.conf with its ports moved to port + 1 (HTTP), + 2 (redirects to HTTPS) and + 3 (HTTPS), its files under .bench. */
function startNginx(port, outDir) {
  fs.mkdirSync(`${SCRATCH}/www`, { recursive: true });
  fs.rmSync(`${SCRATCH}/www/dmsbg`, { force: true });
  fs.symlinkSync(path.resolve(outDir), `${SCRATCH}/www/dmsbg`);
  execSync(certificateCommand(path.dirname(CERTIFICATE)));
  for (const file of ['nginx.conf', 'dmsbg-site.conf']) {
    const text = fs.readFileSync(`e2e/${file}`, 'utf8').replace(/\b(4176|4191|4192)\b/g, (p) => String(port + E2E_PORTS.indexOf(Number(p)) + 1));
    fs.writeFileSync(`${SCRATCH}/${file}`, text.replaceAll('e2e/.tmp/', `${SCRATCH}/`));
  }
  return spawn(NGINX, ['-p', `${process.cwd()}/`, '-c', `${SCRATCH}/nginx.conf`], { stdio: 'ignore' });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`observatory: ${url} does not answer`);
}

/**
 * The package's scan() (src/scanner/index.js), with ports: its own passes none to the retriever.
 * The scanner starts at / and follows the redirect to /dmsbg/.
 */
async function scan(httpPort, httpsPort) {
  const load = (file) => import(pathToFileURL(path.join(packageSrc(), file)).href);
  const [{ retrieve }, { ALL_TESTS, NUM_TESTS }, { getGradeForScore, getScoreModifier }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] = await Promise.all(
    ['retriever/retriever.js', 'constants.js', 'grader/grader.js', 'grader/charts.js'].map(load),
  );
  const requests = await retrieve('localhost', { httpPort, httpsPort });
  if (!requests.responses.auto) throw new Error(`observatory: nothing answers on ports ${httpPort} and ${httpsPort}`);
  const tests = ALL_TESTS.map((test) => test(requests));
  const modifiers = tests.map((t) => (t.result ? getScoreModifier(t.result) : 0));
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + modifiers.reduce((a, b) => a + b, 0) : uncurved);
  return {
    grade,
    score,
    passed: tests.filter((t) => t.pass).length,
    quantity: NUM_TESTS,
    tests: tests.map((t) => ({ name: t.constructor.name, pass: t.pass, result: t.result })),
  };
}

/** A scan in a fresh Node process, which trusts the bench's self-signed certificate (Node reads NODE_EXTRA_CA_CERTS at start only). */
function scanInChild(httpPort, httpsPort) {
  const child = spawnSync(process.execPath, [new URL(import.meta.url).pathname, '--scan', String(httpPort), String(httpsPort)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: path.resolve(CERTIFICATE) },
  });
  if (child.status !== 0) throw new Error(`observatory: the scan failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

/**
 * Scans the export in `outDir` served by each server in turn.
 * @param {{ outDir?: string, port?: number }} [options]
 */
export async function observatory({ outDir = 'out', port = 4182 } = {}) {
  ensurePreloadList();
  const results = {};
  const node = spawn('node', ['scripts/tools/serve.mjs', '--dir', outDir, '--port', String(port)], { stdio: 'ignore' });
  try {
    await waitFor(`http://localhost:${port}/dmsbg/`);
    // No HTTPS on that port: the scanner's HTTPS request fails, as it would on a host without TLS.
    results['Node server (scripts/tools/serve.mjs)'] = scanInChild(port, port);
  } finally {
    node.kill();
  }
  const nginx = startNginx(port, outDir);
  try {
    await waitFor(`http://localhost:${port + 1}/dmsbg/`);
    results['nginx (e2e/nginx.conf), HTTP only'] = scanInChild(port + 1, port + 1);
    results['nginx (e2e/nginx.conf), HTTPS'] = scanInChild(port + 2, port + 3);
  } finally {
    nginx.kill();
  }
  return results;
}

/** The bench's measure: the grade and every test, a column a server. */
export default {
  title: 'MDN HTTP Observatory ...',
  skip: '--no-observatory',
  async run(result) {
    result.observatory = await observatory({ port: (Number(process.env.BENCH_PORT) || 4180) + 2 });
  },
  report: ({ observatory: servers }) => {
    const columns = Object.values(servers);
    const tests = columns[0].tests.map((t) => t.name);
    return {
      observatory: [
        `| Grade (score), tests passed | ${columns.map((r) => `${r.grade} (${r.score}/100), ${r.passed} of ${r.quantity}`).join(' | ')} |`,
        ...tests.map((name) => `| ${name} | ${columns.map((r) => (r.tests.find((t) => t.name === name)?.pass ? 'pass' : 'FAIL')).join(' | ')} |`),
      ],
    };
  },
};

/** The results as Markdown tables. */
export function observatoryTables(results) {
  return Object.entries(results).flatMap(([name, r]) => [
    `| Observatory: ${name} | ${r.grade} (${r.score}/100), ${r.passed} of ${r.quantity} tests pass |`,
    '| --- | --- |',
    ...r.tests.map((t) => `| ${t.name} | ${t.pass ? 'pass' : 'FAIL'}: ${t.result} |`),
    '',
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = (flag) => process.argv.indexOf(flag) + 1;
  if (at('--scan')) {
    ensurePreloadList();
    console.log(JSON.stringify(await scan(Number(process.argv[at('--scan')]), Number(process.argv[at('--scan') + 1]))));
  } else {
    console.log(observatoryTables(await observatory({ port: at('--port') ? Number(process.argv[at('--port')]) : undefined })).join('\n'));
  }
}

// Search on a phone on the benchmark corpus, ours beside Rspress 2.0.22's (each built from the same
// 4-version corpus: ours into out/, Rspress's as the corpus measure sets it up), with the phone
// measure's emulation and clocks (phone-search.mjs): a title query and a body-only query in the
// default version, the visits alternating between the two sites. Starlight's figures on the same
// corpus are in docs/performance.md (measured by hand: it is not installed here).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { corpus, CORPUS_PUBLIC, rspressScratch } from './corpus.mjs';
import { median, SEARCH_UI, tapToFirstResult } from './phone-search.mjs';
import { build, kb, PORT, serveExport, withBrowser } from './shared.mjs';

const RUNS = 5;
/** In a title ("IPsec ...") and, for the body-only one, in no title or heading of the corpus. */
const QUERIES = { title: 'ipsec', 'body-only': 'carefully' };
const RSPRESS_PORT = PORT + 6;

export default {
  skip: '--no-corpus-search',
  async run(result, options) {
    build({ content: corpus(4), publicDir: CORPUS_PUBLIC });
    const rspressDir = options.includes('--no-rspress') ? undefined : (process.env.BENCH_RSPRESS_DIR ?? rspressScratch());
    if (rspressDir && !fs.existsSync(path.join(rspressDir, 'doc_build/index.html'))) {
      execSync('npx rspress build', { cwd: rspressDir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
    }
    const server = await serveExport();
    const rspress = rspressDir && spawn('node', ['scripts/tools/serve.mjs', '--dir', path.join(rspressDir, 'doc_build'), '--port', String(RSPRESS_PORT), '--gzip'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 800));
    try {
      result.corpusSearch = await withBrowser(async (browser) => {
        const sites = { ours: { path: '/guides/', ui: SEARCH_UI.ours, origin: undefined } };
        if (rspress) sites.rspress = { path: '/', ui: SEARCH_UI.rspress, origin: `http://localhost:${RSPRESS_PORT}` };
        const rows = {};
        for (const [kind, query] of Object.entries(QUERIES)) {
          const runs = Object.fromEntries(Object.keys(sites).map((s) => [s, []]));
          for (let i = 0; i < RUNS; i++) for (const [name, s] of Object.entries(sites)) runs[name].push(await tapToFirstResult(browser, s.path, query, s.ui, s.origin));
          for (const [name, r] of Object.entries(runs)) {
            const mid = (key) => median(r.map((x) => x[key]));
            rows[`${name} ${kind}`] = { query, runs: r, ms: mid('ms'), readerMs: mid('readerMs'), bytes: mid('bytes'), keyMedian: mid('keyMedian'), keyMax: mid('keyMax') };
          }
        }
        return rows;
      });
    } finally {
      server.stop();
      rspress?.kill();
    }
  },
  report: (result) => ({
    buildSpeed: Object.entries(result.corpusSearch).map(
      ([name, p]) =>
        `| Search on a phone, corpus, ${name} ("${p.query}"): reader's clock (before the tap to a visible result containing it), median of ${p.runs.length} (runs); tap to first option; bytes; per-key input delay median / max | ${p.readerMs} ms (${p.runs.map((r) => r.readerMs).join(', ')}); ${p.ms} ms; ${kb(p.bytes)}; ${p.keyMedian} / ${p.keyMax} ms |`,
    ),
  }),
};

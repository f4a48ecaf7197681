// Search on a phone on the benchmark corpus (its 4 versions, built into out/ by our build), with the
// phone measure's emulation and clocks (phone-search.mjs): a title query and a body-only query in the
// default version, to set beside Rspress's and Starlight's on the same corpus (docs/performance.md).
import { corpus, CORPUS_PUBLIC } from './corpus.mjs';
import { median, tapToFirstResult } from './phone-search.mjs';
import { build, kb, serveExport, withBrowser } from './shared.mjs';

const RUNS = 5;
/** In a title ("IPsec ...") and, for the body-only one, in no title or heading of the corpus. */
const QUERIES = { title: 'ipsec', 'body-only': 'carefully' };

export default {
  skip: '--no-corpus-search',
  async run(result) {
    build({ content: corpus(4), publicDir: CORPUS_PUBLIC });
    const server = await serveExport();
    try {
      result.corpusSearch = await withBrowser(async (browser) => {
        const byQuery = {};
        for (const [kind, query] of Object.entries(QUERIES)) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) runs.push(await tapToFirstResult(browser, '/guides/', query));
          const mid = (key) => median(runs.map((r) => r[key]));
          byQuery[kind] = { query, runs, ms: mid('ms'), readerMs: mid('readerMs'), bytes: mid('bytes'), keyMedian: mid('keyMedian'), keyMax: mid('keyMax') };
        }
        return byQuery;
      });
    } finally {
      server.stop();
    }
  },
  report: (result) => ({
    buildSpeed: Object.entries(result.corpusSearch).map(
      ([kind, p]) =>
        `| Search on a phone, corpus, ${kind} ("${p.query}"): reader's clock (before the tap to a visible result containing it), median of ${p.runs.length} (runs); tap to first option; bytes; per-key input delay median / max | ${p.readerMs} ms (${p.runs.map((r) => r.readerMs).join(', ')}); ${p.ms} ms; ${kb(p.bytes)}; ${p.keyMedian} / ${p.keyMax} ms |`,
    ),
  }),
};

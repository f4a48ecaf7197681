// `npm run bench`: cold build time, export size, each version's print page size, first-load bytes per page (gzip, by type), search
// index sizes, search ranking and in-page search latency, Lighthouse, the cold build and first-load
// JS with Next's own webpack beside the default's, the MDN HTTP Observatory against the export
// served by Node and nginx, the bytes of a saved version and of its update after a one-page edit,
// the build with one language added;
// then build speed on the benchmark corpus
// (../shared/bench-corpus, generated into .bench/): cold build, rebuild after adding a version,
// 4/8/16-version scale, and the dev server's edit-to-screen time. Prints tables and writes
// bench/results.json. Not a test: numbers are for comparing runs on the same machine.
// One module a measure in scripts/bench/ (run in the order below; each adds rows to the tables);
// a new measure is a new module in MEASURES.
// Options: --no-lighthouse, --no-observatory, --no-webpack, --no-offline, --no-language, --no-corpus-search, --no-scale (skip the 8- and
// 16-version builds), --no-dev, --no-rspress (skip building the corpus with Rspress 2.0.22, which it
// installs into .bench/rspress on first use), --only <measure>[,<measure>...] (run only those, by
// module name, e.g. `--only phone-search`; they use the export in out/ as it is). BENCH_PORT
// (default 4180) serves the export; the dev server uses BENCH_PORT + 1, the Observatory's servers
// BENCH_PORT + 2 to + 5.
import fs from 'node:fs';
import corpus from './corpus.mjs';
import corpusSearch from './corpus-search.mjs';
import dev from './dev.mjs';
import firstLoad from './first-load.mjs';
import language from './language.mjs';
import lighthouse from './lighthouse.mjs';
import observatory from './observatory.mjs';
import offline from './offline.mjs';
import printPage from './print-page.mjs';
import phoneSearch from './phone-search.mjs';
import scale from './scale.mjs';
import search from './search.mjs';
import siteBuild from './site-build.mjs';
import webpack from './webpack.mjs';

/** @typedef {{ title?: string, skip?: string, run: (result: object, options: string[]) => Promise<void>, report: (result: object) => Record<string, string[]> }} Measure */
/** @type {Record<string, Measure>} by module name, run in this order */
const MEASURES = {
  'site-build': siteBuild,
  'print-page': printPage,
  'first-load': firstLoad,
  search,
  'phone-search': phoneSearch,
  lighthouse,
  observatory,
  webpack,
  offline,
  language,
  corpus,
  'corpus-search': corpusSearch,
  scale,
  dev,
};

/** The printed tables, in order, with their headers; a measure's report adds rows to them by name. */
const TABLES = {
  measure: ['| Measure | Value |', '| --- | --- |'],
  firstLoad: ['| First load (gzip) | HTML | JS | CSS | Fonts | Images | Other | Total | Requests |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |'],
  observatory: ['| MDN HTTP Observatory | Node server (HTTP) | nginx (HTTP) | nginx (HTTPS) |', '| --- | --- | --- | --- |'],
  bundlers: ['| Bundler (site; cold build, first-load JS gzip) | Build | / | /guides/vpn/wireguard/ | /1.9.5/guides/vpn/ipsec/ | /no-such-page/ |', '| --- | --- | --- | --- | --- | --- |'],
  buildSpeed: ['| Build speed (benchmark corpus) | Value |', '| --- | --- |'],
  scale: ['| Versions | Pages | Cold build | Build per page | Export size | Export per page |', '| --- | --- | --- | --- | --- | --- |'],
};

const options = process.argv.slice(2);
const only = options.includes('--only') ? options[options.indexOf('--only') + 1].split(',') : undefined;
for (const name of only ?? []) if (!MEASURES[name]) throw new Error(`bench: no measure ${name} (${Object.keys(MEASURES).join(', ')})`);
const result = {};
const ran = [];
for (const [name, measure] of Object.entries(MEASURES)) {
  if (only ? !only.includes(name) : measure.skip && options.includes(measure.skip)) continue;
  if (measure.title) console.log(measure.title);
  await measure.run(result, options);
  ran.push(measure);
}
const rows = Object.fromEntries(Object.keys(TABLES).map((t) => [t, []]));
for (const measure of ran) for (const [table, lines] of Object.entries(measure.report(result))) rows[table].push(...lines);
const tables = Object.entries(TABLES).filter(([t]) => rows[t].length).map(([t, header]) => [...header, ...rows[t]].join('\n'));
console.log(tables.join('\n\n'));
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));

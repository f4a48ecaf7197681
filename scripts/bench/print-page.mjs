// The print page of each version (every guide on one page, lib/content/outputs/print.ts): its HTML and its
// RSC payload (fetched only on a client navigation to it), raw and gzip. Reads the export in out/.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { kb } from './shared.mjs';

const sizes = (file) => {
  const raw = fs.readFileSync(file);
  return { raw: raw.length, gzip: zlib.gzipSync(raw).length };
};

export default {
  async run(result) {
    const { default: defaultVersion, order } = JSON.parse(fs.readFileSync('content/versions.json', 'utf8'));
    const dirOf = (v) => (v === defaultVersion ? 'out/guides/print' : path.join('out', v, 'guides/print'));
    result.printPages = Object.fromEntries(order.map((v) => [v, { html: sizes(path.join(dirOf(v), 'index.html')), payload: sizes(path.join(dirOf(v), 'index.txt')) }]));
  },
  report: (result) => ({
    measure: Object.entries(result.printPages).map(
      ([v, s]) => `| Print page ${v} (HTML raw / gzip; payload raw / gzip) | ${kb(s.html.raw)} / ${kb(s.html.gzip)}; ${kb(s.payload.raw)} / ${kb(s.payload.gzip)} |`,
    ),
  }),
};

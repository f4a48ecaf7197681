// The site's cold build: its time, the export's size and files, and the search indexes' sizes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { exportFiles } from '../../lib/files/exportFiles.mjs';
import { build, kb } from './shared.mjs';

export default {
  title: 'Cold build ...',
  async run(result) {
    result.coldBuildSeconds = build({ cold: true }).total;
    const files = exportFiles('out');
    result.exportBytes = files.reduce((a, f) => a + fs.statSync(f).size, 0);
    result.exportFiles = files.length;
    result.searchIndexes = Object.fromEntries(
      files
        .filter((f) => /search_index\./.test(f))
        .map((f) => {
          const raw = fs.readFileSync(f);
          return [path.basename(f).split('.').slice(1, -2).join('.'), { raw: raw.length, gzip: zlib.gzipSync(raw).length }];
        }),
    );
  },
  report: (result) => ({
    measure: [
      `| Cold build (all versions) | ${result.coldBuildSeconds.toFixed(1)} s |`,
      `| Export size / files | ${(result.exportBytes / 1048576).toFixed(1)} MB / ${result.exportFiles} |`,
      ...Object.entries(result.searchIndexes).map(([v, s]) => `| Search index ${v} (raw / gzip) | ${kb(s.raw)} / ${kb(s.gzip)} |`),
    ],
  }),
};

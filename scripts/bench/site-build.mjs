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
    // Per version and kind of file (outline, term shards, text chunks, vocabulary): count, total and largest, raw and gzip.
    result.searchIndexes = {};
    for (const f of files.filter((f) => /search_index\./.test(f))) {
      const [, version, part] = /^search_index\.(.+)\.([a-z]+)(?:-[0-9a-f]+)?\.[0-9a-f]{10}\.json$/.exec(path.basename(f)) ?? [];
      if (!version) continue;
      const raw = fs.readFileSync(f);
      const gzip = zlib.gzipSync(raw).length;
      const kind = ((result.searchIndexes[version] ??= {})[part] ??= { files: 0, raw: 0, gzip: 0, largestGzip: 0 });
      kind.files++;
      kind.raw += raw.length;
      kind.gzip += gzip;
      kind.largestGzip = Math.max(kind.largestGzip, gzip);
    }
  },
  report: (result) => ({
    measure: [
      `| Cold build (all versions) | ${result.coldBuildSeconds.toFixed(1)} s |`,
      `| Export size / files | ${(result.exportBytes / 1048576).toFixed(1)} MB / ${result.exportFiles} |`,
      ...Object.entries(result.searchIndexes).map(
        ([v, parts]) =>
          `| Search index ${v}: files, gzip in all (largest file) | ${Object.entries(parts)
            .map(([part, s]) => `${part} ${s.files}, ${kb(s.gzip)} (${kb(s.largestGzip)})`)
            .join('; ')} |`,
      ),
    ],
  }),
};

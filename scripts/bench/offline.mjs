// Offline reading: what a saved version takes on the device, and what bringing it up to date
// fetches after a deploy that edits one page. Builds the site twice from a copy of content/ (file
// times kept, so only the edited page's "Last Updated" moves), the second time with one 2.7.0 page
// edited, and compares the offline manifests (scripts/build/build-offline.ts): the files whose hash
// changed, or that are new, are what an update fetches (lib/offline/store.ts). Leaves the edited
// copy's export in out/.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, kb } from './shared.mjs';

const VERSION = '2.7.0';
const EDITED = 'guides/vpn/wireguard.mdx';
const SCRATCH = '.bench/offline';

/** Raw and gzip bytes of export URLs (a folder's URL is its index.html). */
function sizes(urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const rel = url.replace(/^\/dmsbg\//, '');
    const bytes = fs.readFileSync(path.join('out', rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes).length;
  }
  return { raw, gzip };
}

const manifest = () => JSON.parse(fs.readFileSync(`out/static/offline/${VERSION}.json`, 'utf8'));

export default {
  title: 'Offline: a saved version, and an update after a one-page edit ...',
  skip: '--no-offline',
  async run(result) {
    fs.rmSync(SCRATCH, { recursive: true, force: true });
    const content = path.join(SCRATCH, 'content');
    fs.cpSync('content', content, { recursive: true, preserveTimestamps: true });
    build({ content, publicDir: 'public' });
    const before = manifest();
    fs.appendFileSync(path.join(content, VERSION, EDITED), '\nOne more sentence, to measure what an update of a saved copy fetches.\n');
    build({ content, publicDir: 'public' });
    const after = manifest();
    const urls = Object.keys(after.files);
    const changed = urls.filter((url) => before.files[url]?.hash !== after.files[url].hash);
    result.offline = { version: VERSION, files: urls.length, saved: sizes(urls), updateFiles: changed, update: sizes(changed) };
    fs.rmSync(SCRATCH, { recursive: true, force: true });
  },
  report: ({ offline: o }) => ({
    measure: [
      `| Saved ${o.version} for offline reading: stored / fetched (gzip) | ${kb(o.saved.raw)} / ${kb(o.saved.gzip)}, ${o.files} files |`,
      `| Update of a saved ${o.version} after a one-page edit: fetched (gzip) | ${kb(o.update.gzip)} (${kb(o.update.raw)} raw), ${o.updateFiles.length} files: ${o.updateFiles.join(', ')} |`,
    ],
  }),
};

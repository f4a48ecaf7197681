// After the export: what offline reading needs. For every version, out/static/offline/<version>.json
// lists its pages (HTML and RSC payload) and the files they use (scripts, styles, its search index,
// images); out/sw.js is the service worker (lib/offline/sw.ts), bundled with esbuild and stamped
// with the deploy id, which names its caches: a hash of every exported file, so any change to a
// page or asset makes readers' saved versions refresh (Next's build id follows only the code).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { exitOnContentError } from '../lib/content/errors';
import { buildSiteIndex, CONTENT_DIR, getVersion } from '../lib/content/site';
import type { OfflineManifest } from '../lib/offline/store';
import { BASE_PATH, docHref, homeHref, withBasePath } from '../lib/routes';
import { VERSIONS_FILE } from '../lib/routes/versions';
import { exportFiles } from '../lib/files/exportFiles.mjs';

export async function buildOffline(outDir = 'out', site = buildSiteIndex(CONTENT_DIR)): Promise<void> {
  const out = path.resolve(outDir);
  const urlOf = (file: string) => `${BASE_PATH}/${path.relative(out, file).split(path.sep).join('/')}`;
  const searchManifest = JSON.parse(fs.readFileSync(path.join(out, 'static/search-manifest.json'), 'utf8')) as Record<string, string>;
  const files = exportFiles(out);
  const deploy = deployId(out, files);
  // Shared by every version: Next's scripts and styles, diagrams, logos and icons.
  const shared = files
    .filter((f) => f.includes(`${path.sep}_next${path.sep}static${path.sep}`) || f.includes(`${path.sep}images${path.sep}`) || /^(logo|favicon)-.*\.svg$/.test(path.basename(f)))
    .map(urlOf)
    .sort();
  fs.mkdirSync(path.join(out, 'static/offline'), { recursive: true });
  for (const version of site.versions) {
    const routes = [homeHref(version, site.defaultVersion), ...[...getVersion(site, version).guides.keys()].map((slug) => docHref(version, site.defaultVersion, slug))];
    const manifest: OfflineManifest = {
      version,
      build: deploy,
      home: `${BASE_PATH}${homeHref(version, site.defaultVersion)}`,
      pages: routes.map((route) => ({ html: `${BASE_PATH}${route}`, payload: `${BASE_PATH}${route}index.txt` })),
      assets: [...shared, searchManifest[version], withBasePath(VERSIONS_FILE)],
    };
    for (const page of manifest.pages) {
      for (const url of [page.html + 'index.html', page.payload]) {
        if (!fs.existsSync(path.join(out, url.slice(BASE_PATH.length)))) throw new Error(`build-offline: ${url} is not in the export`);
      }
    }
    fs.writeFileSync(path.join(out, `static/offline/${version}.json`), JSON.stringify(manifest));
  }
  // What the 404 page (the offline page) needs to render: its scripts, styles and icons.
  const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
  // (The HTML also carries these URLs JSON-escaped in its inline payload: stop at a backslash, and
  // keep only files the export has.)
  const fallbackAssets = [...new Set([...notFound.matchAll(new RegExp(`${BASE_PATH}/(?:_next/static/[^"'\\\\\\s)]+|(?:logo|favicon)-[a-z]+\\.svg)`, 'g'))].map((m) => m[0]))].filter(
    (url) => fs.existsSync(path.join(out, decodeURIComponent(url.slice(BASE_PATH.length)))),
  );
  await build({
    entryPoints: ['lib/offline/sw.ts'],
    outfile: path.join(out, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { DEPLOY_ID: JSON.stringify(deploy), FALLBACK_ASSETS: JSON.stringify(fallbackAssets) },
    logLevel: 'warning',
  });
  console.log(`build-offline: ${site.versions.length} offline manifests, sw.js for deploy ${deploy} (${fallbackAssets.length} files precached for the offline page)`);
}

/** A hash of every exported file but this step's own (21 characters, like a Next build id). */
function deployId(out: string, files: string[]): string {
  const h = crypto.createHash('sha256');
  for (const file of [...files].sort()) {
    const name = path.relative(out, file).split(path.sep).join('/');
    if (name === 'sw.js' || name === '_headers' || name.startsWith('static/offline/')) continue;
    h.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return h.digest('base64url').slice(0, 21);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildOffline(process.argv[2]).catch(exitOnContentError);

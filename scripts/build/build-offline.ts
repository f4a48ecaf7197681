// After the export: what offline reading needs. For every version, out/static/offline/<version>.json
// (<version>.<lang>.json in another language)
// lists its pages (HTML, RSC payload, title) and every file they use (scripts, styles, its search
// index files, images), each with a hash of its bytes, so a saved copy is updated by fetching only the
// files whose hash changed. out/static/offline/offline.html is the offline page's template, and
// out/sw.js the service worker (lib/offline/sw.ts), bundled with esbuild and stamped with the
// deploy id, a hash of every exported file: any change makes a new worker, which updates readers'
// saved copies (Next's build id follows only the code). Runs after every step that rewrites pages.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OfflineNavbar } from '../../components/navbar/NavbarBrand';
import { SEARCH_MANIFEST } from '../../lib/config/paths.mjs';
import { exitOnContentError } from '../../lib/content/errors';
import { buildSiteIndex, CONTENT_DIR, getVersion } from '../../lib/content/site';
import { siteLogos } from '../../lib/config/logos';
import { OFFLINE_PAGE, OFFLINE_PAGE_KEYS, offlinePageAssets, offlinePageIn, offlinePageTemplate } from '../../lib/offline/offlinePage';
import { ENGLISH, format, pick } from '../../lib/i18n/strings';
import type { OfflineFile, OfflineManifest } from '../../lib/offline/store';
import type { PackedOutlineFile } from '../../lib/search/outline';
import { indexFiles, type SearchManifest } from '../../lib/search/types';
import { siteConfig } from '../../lib/config/site';
import { BASE_PATH, DEFAULT_LANGUAGE, docHref, homeHref, inLanguage, printHref, withBasePath } from '../../lib/routes';
import { searchKey, VERSIONS_FILE } from '../../lib/routes/versions';
import { offlineCopy } from '../../lib/offline/copies';
import { kindScripts } from '../../lib/content/generated/kinds';
import { withPageCsp } from './security-headers.mjs';
import { exportFiles } from '../../lib/files/exportFiles.mjs';

export async function buildOffline(outDir = 'out', site = buildSiteIndex(CONTENT_DIR)): Promise<void> {
  const out = path.resolve(outDir);
  const urlOf = (file: string) => `${BASE_PATH}/${path.relative(out, file).split(path.sep).join('/')}`;
  const searchManifest = JSON.parse(fs.readFileSync(path.join(out, SEARCH_MANIFEST), 'utf8')) as SearchManifest;
  // The offline page: the site's stylesheet (the 404 page's), its icon, the navbar's own markup with
  // the logos the pages show, and no script.
  const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
  const stylesheets = [...notFound.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const logo = siteLogos();
  // One offline page per language, in its words and direction (the worker picks it by the path).
  const templates = site.locales.map((locale) => {
    const strings = { ...ENGLISH, ...locale.strings } as typeof ENGLISH;
    const navbar = renderToStaticMarkup(createElement(OfflineNavbar, { logo, label: format(strings['nav.brandOffline'], { site: siteConfig.title }) }));
    const template = offlinePageTemplate({ stylesheets, siteTitle: siteConfig.title, navbar, strings: pick(strings, OFFLINE_PAGE_KEYS), lang: locale.code, dir: locale.dir });
    const url = locale.code === DEFAULT_LANGUAGE ? OFFLINE_PAGE : offlinePageIn(locale.code);
    fs.mkdirSync(path.join(out, 'static/offline'), { recursive: true });
    // Its own Content-Security-Policy, like every page's: it has no inline script or style to allow.
    fs.writeFileSync(path.join(out, url.slice(BASE_PATH.length)), withPageCsp(template));
    return template;
  });
  const strings = ENGLISH;
  const template = templates[0];
  const offlinePageFiles = offlinePageAssets(template);
  const files = exportFiles(out).filter((f) => !isOwnOutput(path.relative(out, f).split(path.sep).join('/')));
  const hashes = new Map(files.map((f) => [urlOf(f), fileHash(f)]));
  for (const url of offlinePageFiles) if (!hashes.has(url)) throw new Error(`build-offline: the offline page's ${url} is not in the export`);
  const deploy = deployId(hashes);
  const titleOf = (page: { frontmatter: { title?: string } }) => page.frontmatter.title ?? siteConfig.title;
  // Shared by every version: Next's scripts and styles, diagrams, logos and icons, the page kinds' scripts.
  const shared = files
    .filter((f) => f.includes(`${path.sep}_next${path.sep}static${path.sep}`) || f.includes(`${path.sep}images${path.sep}`) || /^(logo|favicon)-.*\.svg$/.test(path.basename(f)))
    .map(urlOf)
    .concat(kindScripts().map(({ url }) => withBasePath(url)))
    .sort();
  // A copy per version and language (lib/offline/copies.ts): another language's has every page in that
  // language (translated or shown in English), its own search index and its print page.
  for (const locale of site.locales) {
    const language = locale.code === DEFAULT_LANGUAGE ? undefined : { lang: locale.code, label: locale.label };
    for (const version of site.versions) {
      const index = getVersion(site, version);
      const translated = site.translations.get(locale.code)?.get(version);
      const inLang = (route: string) => inLanguage(route, locale.code);
      const routes = [
        { route: inLang(homeHref(version, site.defaultVersion)), title: titleOf(translated?.home ?? index.home) },
        ...[...index.guides].map(([slug, page]) => ({ route: inLang(docHref(version, site.defaultVersion, slug)), title: titleOf(translated?.guides.get(slug) ?? page) })),
        // The version's print page (lib/content/outputs/print.ts), so a saved version prints offline too.
        { route: inLang(printHref(version, site.defaultVersion)), title: format(strings['offline.printTitle'], { version }) },
      ];
      const pages = routes.map(({ route, title }) => ({ html: `${BASE_PATH}${route}`, payload: `${BASE_PATH}${route}index.txt`, title }));
      /** A page's HTML is served at its folder's URL, from the folder's index.html. */
      const hashOf = (url: string): OfflineFile => {
        const file = hashes.get(url.endsWith('/') ? `${url}index.html` : url);
        if (!file) throw new Error(`build-offline: ${url} is not in the export`);
        return file;
      };
      // The version's search index in this language: its outline and every shard it names, so any query works offline.
      const outlineUrl = searchManifest[searchKey(version, locale.code)].outline;
      const outline = JSON.parse(fs.readFileSync(path.join(out, outlineUrl.slice(BASE_PATH.length)), 'utf8')) as PackedOutlineFile;
      const urls = [...shared, ...indexFiles(outlineUrl, outline.shards), withBasePath(VERSIONS_FILE), ...pages.flatMap((p) => [p.html, p.payload])];
      const copy = offlineCopy(version, language);
      const manifest: OfflineManifest = {
        version: copy.name,
        build: deploy,
        home: `${BASE_PATH}${inLang(homeHref(version, site.defaultVersion))}`,
        pages,
        files: Object.fromEntries(urls.map((url) => [url, hashOf(url)])),
      };
      fs.writeFileSync(path.join(out, copy.manifest.slice(1)), JSON.stringify(manifest));
    }
  }
  await build({
    entryPoints: ['lib/offline/sw.ts'],
    outfile: path.join(out, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: {
      DEPLOY_ID: JSON.stringify(deploy),
      OFFLINE_PAGE_ASSETS: JSON.stringify(offlinePageFiles),
      OFFLINE_LANGUAGES: JSON.stringify(site.locales.slice(1).map((l) => l.code)),
    },
    logLevel: 'warning',
  });
  console.log(`build-offline: ${site.versions.length * site.locales.length} offline manifests, the offline page and sw.js for deploy ${deploy}`);
}

/** The files this step writes from the hashes (the worker, the manifests), and the cache rules written after it. */
const isOwnOutput = (name: string) => name === 'sw.js' || name === '_headers' || /^static\/offline\/[^/]+\.json$/.test(name);

/** The first 32 hex digits of the SHA-256 of a file's bytes, as lib/offline/save.ts checks them, and its size. */
function fileHash(file: string): OfflineFile {
  const bytes = fs.readFileSync(file);
  return { hash: crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32), bytes: bytes.length };
}

/** A hash of every exported file's name and content (21 characters, like a Next build id). */
function deployId(hashes: Map<string, OfflineFile>): string {
  const h = crypto.createHash('sha256');
  for (const url of [...hashes.keys()].sort()) h.update(url).update('\0').update(hashes.get(url)!.hash).update('\0');
  return h.digest('base64url').slice(0, 21);
}

// (No top-level await: the e2e suite imports this module, and Playwright loads spec files synchronously.)
if (import.meta.url === `file://${process.argv[1]}`) buildOffline(process.argv[2]).catch(exitOnContentError);

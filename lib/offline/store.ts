// Browser and service worker: the offline copies of a version, kept in the Cache API. The page
// saves a version (with progress) and removes it; the service worker serves what is saved and,
// after a new deploy, saves the same versions again from the new build.
import { BASE_PATH } from '../routes/base.mjs';

/** Where the list of saved versions lives: one JSON entry per version, across deploys. */
export const META_CACHE = 'dmsbg-offline-meta';

/** Each deploy's caches carry its deploy id, so a new deploy never serves old pages with new assets. */
export function cacheNames(build: string) {
  return { assets: `dmsbg-assets-${build}`, pages: `dmsbg-pages-${build}` };
}

/** Content-hashed files: the same URL always has the same bytes. */
export function isHashed(pathname: string): boolean {
  return pathname.startsWith(`${BASE_PATH}/_next/static/`) || pathname.startsWith(`${BASE_PATH}/static/search/`);
}

/** What a version needs offline, written by the build (scripts/build-offline.ts). */
export interface OfflineManifest {
  version: string;
  /** The deploy id (scripts/build-offline.ts): names the caches. */
  build: string;
  /** The version's home page, for links to it. */
  home: string;
  /** Every page: its HTML URL and its RSC payload (`index.txt`), for loads and client navigations. */
  pages: { html: string; payload: string }[];
  /** Scripts, styles, the version's search index, images. */
  assets: string[];
}

export interface SavedVersion {
  version: string;
  home: string;
  /** The deploy id (scripts/build-offline.ts): names the caches. */
  build: string;
  manifest: string;
  pages: number;
  bytes: number;
  savedAt: string;
  urls: string[];
}

const metaKey = (version: string) => `${BASE_PATH}/__offline__/${version}`;

export async function savedVersions(): Promise<SavedVersion[]> {
  if (typeof caches === 'undefined' || !(await caches.has(META_CACHE))) return [];
  const meta = await caches.open(META_CACHE);
  const entries = await Promise.all((await meta.keys()).map(async (key) => (await meta.match(key))?.json() as Promise<SavedVersion>));
  return entries.filter(Boolean).sort((a, b) => b.version.localeCompare(a.version, undefined, { numeric: true }));
}

export async function savedVersion(version: string): Promise<SavedVersion | undefined> {
  return (await savedVersions()).find((v) => v.version === version);
}

/** Stores one URL unless it is already there; returns its size in bytes. */
async function store(cache: Cache, url: string): Promise<number> {
  const cached = await cache.match(url);
  if (cached) return (await cached.blob()).size;
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const size = (await res.clone().blob()).size;
  await cache.put(url, res);
  return size;
}

/**
 * Fetches every page of a version (HTML and RSC payload), its search index, scripts, styles and
 * images into this build's caches, then records the version as saved.
 */
export async function saveVersion(manifestUrl: string, onProgress: (done: number, total: number, bytes: number) => void = () => {}): Promise<SavedVersion> {
  const res = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${manifestUrl}: HTTP ${res.status}`);
  const manifest = (await res.json()) as OfflineManifest;
  const names = cacheNames(manifest.build);
  const [assets, pages] = await Promise.all([caches.open(names.assets), caches.open(names.pages)]);
  let bytes = 0;
  for (const url of manifest.assets) bytes += await store(assets, url);
  let done = 0;
  onProgress(done, manifest.pages.length, bytes);
  // A few pages at a time: quick on a good link, gentle on a phone's.
  const queue = [...manifest.pages];
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      bytes += (await store(pages, page.html)) + (await store(pages, page.payload));
      onProgress(++done, manifest.pages.length, bytes);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const saved: SavedVersion = {
    version: manifest.version,
    home: manifest.home,
    build: manifest.build,
    manifest: manifestUrl,
    pages: manifest.pages.length,
    bytes,
    savedAt: new Date().toISOString(),
    urls: manifest.pages.flatMap((p) => [p.html, p.payload]),
  };
  await (await caches.open(META_CACHE)).put(metaKey(saved.version), new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }));
  return saved;
}

/** Forgets a saved version and drops its pages (scripts and images are shared, and stay). */
export async function removeVersion(version: string): Promise<void> {
  const saved = await savedVersion(version);
  if (!saved) return;
  const pages = await caches.open(cacheNames(saved.build).pages);
  await Promise.all(saved.urls.map((url) => pages.delete(url)));
  await (await caches.open(META_CACHE)).delete(metaKey(version));
}

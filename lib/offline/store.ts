// Browser and service worker: the offline copies of versions, kept in the Cache API. The page saves
// a version (with progress), resumes or updates it, and removes it; the service worker serves what
// is saved and, after a new deploy, updates the saved versions.
//
// Files are kept by URL in one cache, each with the content hash the build gave it
// (scripts/build/build-offline.ts), so a save fetches only files that are missing or changed: a save
// interrupted by a dropped request or a reload resumes where it stopped, and a new deploy costs
// only what it changed. A version is recorded as saved only when every one of its files is stored.
import { BASE_PATH } from '../routes/base.mjs';

/** The saved versions' records: one JSON entry per version. */
export const META_CACHE = 'dmsbg-offline-meta';
/** Every saved file of every saved version, by URL (a script shared by versions is kept once). */
export const FILES_CACHE = 'dmsbg-offline-files';
/** The response header that records which content a stored file is. */
const HASH_HEADER = 'x-dmsbg-hash';

/** Caches of pages and files the worker kept while the reader browsed, named after the deploy. */
export function runtimeCacheNames(build: string) {
  return { assets: `dmsbg-assets-${build}`, pages: `dmsbg-pages-${build}` };
}

/** Content-hashed files: the same URL always has the same bytes. */
export function isHashed(pathname: string): boolean {
  return pathname.startsWith(`${BASE_PATH}/_next/static/`) || pathname.startsWith(`${BASE_PATH}/static/search/`);
}

/** A file of the export: the first 32 hex digits of the SHA-256 of its bytes, and its size. */
export interface OfflineFile {
  hash: string;
  bytes: number;
}

/** What a version needs offline, written by the build (scripts/build/build-offline.ts). */
export interface OfflineManifest {
  version: string;
  /** The deploy id (scripts/build/build-offline.ts). */
  build: string;
  /** The version's home page, for links to it. */
  home: string;
  /** Every page: its HTML URL, its RSC payload (`index.txt`) and its title. */
  pages: { html: string; payload: string; title: string }[];
  /** Every file by URL: the pages' HTML and payloads, scripts, styles, the search index, images. */
  files: Record<string, OfflineFile>;
}

export interface SavedVersion {
  version: string;
  home: string;
  /** The deploy the copy is from. */
  build: string;
  /** The manifest's URL, to update from. */
  manifest: string;
  pages: { html: string; title: string }[];
  files: Record<string, OfflineFile>;
  bytes: number;
  savedAt: string;
  updatedAt: string;
}

/** Some files could not be fetched after every retry; what is stored stays for the next try. */
export class SaveIncomplete extends Error {
  constructor(
    readonly failed: number,
    readonly total: number,
  ) {
    super(`${failed} of ${total} files could not be fetched`);
  }
}

/** The device has no room for the copy. */
export class StorageFull extends Error {
  constructor(readonly needed: number) {
    super(`not enough storage: about ${needed} more bytes needed`);
  }
}

const recordKey = (version: string) => `${BASE_PATH}/__offline__/${version}`;
const savingKey = (version: string) => `${BASE_PATH}/__offline__/saving/${version}`;
const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });

/** The records' cache, if anything was ever saved (opening it would create it). */
const metaCache = async () => (typeof caches !== 'undefined' && (await caches.has(META_CACHE)) ? caches.open(META_CACHE) : undefined);

/** The records directly under `prefix` (not in its subfolders). */
async function readAll<T>(prefix: string): Promise<T[]> {
  const meta = await metaCache();
  if (!meta) return [];
  const keys = (await meta.keys()).filter((k) => {
    const path = new URL(k.url).pathname;
    return path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
  });
  return (await Promise.all(keys.map(async (key) => (await meta.match(key))?.json() as Promise<T>))).filter(Boolean);
}

/** The versions saved in full on this device, newest version first. */
export async function savedVersions(): Promise<SavedVersion[]> {
  const all = await readAll<SavedVersion>(`${BASE_PATH}/__offline__/`);
  return all.filter((v) => v.files && Array.isArray(v.pages)).sort((a, b) => b.version.localeCompare(a.version, undefined, { numeric: true }));
}

/** The manifests of saved copies from another deploy than `build` (records older than per-file hashes too). */
export async function copiesToUpdate(build: string): Promise<string[]> {
  return (await readAll<Pick<SavedVersion, 'build' | 'manifest'>>(`${BASE_PATH}/__offline__/`)).filter((v) => v.build !== build && v.manifest).map((v) => v.manifest);
}

export async function savedVersion(version: string): Promise<SavedVersion | undefined> {
  return (await savedVersions()).find((v) => v.version === version);
}

/** A save that was started and has not finished (the reader reloaded, or files failed): its manifest and files. */
interface UnfinishedSave {
  manifest: string;
  files: string[];
}

/** The unfinished save of this version, if any. */
export async function unfinishedSave(version: string): Promise<UnfinishedSave | undefined> {
  return (await (await metaCache())?.match(savingKey(version)))?.json();
}

/** SHA-256 of the bytes, as the build writes it: the first 32 hex digits. */
export async function contentHash(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface RetryOptions {
  /** Tries per file. */
  attempts: number;
  /** The wait before the second try, doubled before each further one (ms). */
  backoff: number;
}
const RETRY: RetryOptions = { attempts: 4, backoff: 500 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** Fetches a file until its bytes have the manifest's hash; undefined after the last try. */
async function fetchVerified(url: string, file: OfflineFile, retry: RetryOptions): Promise<Response | undefined> {
  for (let attempt = 0; attempt < retry.attempts; attempt++) {
    if (attempt > 0) await wait(retry.backoff * 2 ** (attempt - 1));
    try {
      const res = await fetch(url, { cache: 'no-cache' });
      if (!res.ok) continue;
      const body = await res.arrayBuffer();
      // A file from another deploy (a CDN mid-deploy) is no better than a failed one.
      if ((await contentHash(body)) !== file.hash) continue;
      const headers = new Headers(res.headers);
      headers.set(HASH_HEADER, file.hash);
      return new Response(body, { status: res.status, statusText: res.statusText, headers });
    } catch {
      // A dropped connection: try again.
    }
  }
  return undefined;
}

async function fetchJson<T>(url: string, retry: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { cache: 'no-cache' });
      if (res.ok) return (await res.json()) as T;
      if (attempt + 1 >= retry.attempts) throw new Error(`${url}: HTTP ${res.status}`);
    } catch (error) {
      if (attempt + 1 >= retry.attempts) throw error;
    }
    await wait(retry.backoff * 2 ** attempt);
  }
}

/**
 * Saves a version, or brings a saved copy up to date: fetches every file of the manifest that is
 * not stored with the manifest's hash (a few at a time, each retried with backoff), then records
 * the version as saved and drops the files that no saved version uses any more. Throws
 * SaveIncomplete when files still fail (what was stored stays: the next call resumes) and
 * StorageFull when the device has no room.
 */
export async function saveVersion(
  manifestUrl: string,
  onProgress: (done: number, total: number, bytes: number) => void = () => {},
  retry: RetryOptions = RETRY,
): Promise<SavedVersion> {
  // One save of a manifest at a time across tabs and the worker: the others wait, then find the files stored.
  const save = () => saveOnce(manifestUrl, onProgress, retry);
  return navigator.locks ? navigator.locks.request(`dmsbg-offline-save ${manifestUrl}`, save) : save();
}

async function saveOnce(manifestUrl: string, onProgress: (done: number, total: number, bytes: number) => void, retry: RetryOptions): Promise<SavedVersion> {
  const manifest = await fetchJson<OfflineManifest>(manifestUrl, retry);
  const [files, meta] = await Promise.all([caches.open(FILES_CACHE), caches.open(META_CACHE)]);
  const total = manifest.files;
  const urls = Object.keys(total);
  const bytesOf = (list: string[]) => list.reduce((sum, u) => sum + total[u].bytes, 0);
  const stored = new Set<string>();
  for (const url of urls) if ((await files.match(url))?.headers.get(HASH_HEADER) === total[url].hash) stored.add(url);
  const needed = bytesOf(urls.filter((u) => !stored.has(u)));
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < needed) throw new StorageFull(needed - (estimate.quota - estimate.usage));
  const earlier = await unfinishedSave(manifest.version);
  await meta.put(savingKey(manifest.version), json({ manifest: manifestUrl, files: urls } satisfies UnfinishedSave));
  // Ask the browser not to evict the copy under storage pressure (it may say no; workers cannot ask).
  (navigator.storage as { persist?: () => Promise<boolean> } | undefined)?.persist?.().catch(() => false);

  let bytes = bytesOf([...stored]);
  /** The page each HTML or payload URL belongs to. */
  const pageOf = new Map(manifest.pages.flatMap((p) => [[p.html, p], [p.payload, p]] as const));
  const pageDone = (p: OfflineManifest['pages'][number]) => stored.has(p.html) && stored.has(p.payload);
  let done = manifest.pages.filter(pageDone).length;
  onProgress(done, manifest.pages.length, bytes);
  // Scripts, styles and images before pages, so a stored page always has what it shows.
  const queue = [...urls.filter((u) => !pageOf.has(u)), ...pageOf.keys()].filter((u) => !stored.has(u));
  let failed = 0;
  let full: unknown;
  const worker = async () => {
    for (let url = queue.shift(); url && !full; url = queue.shift()) {
      const res = await fetchVerified(url, total[url], retry);
      if (!res) {
        failed++;
        continue;
      }
      try {
        await files.put(url, res);
      } catch (error) {
        if (isQuotaError(error)) full = error;
        else failed++;
        continue;
      }
      stored.add(url);
      bytes += total[url].bytes;
      const page = pageOf.get(url);
      if (page && pageDone(page)) done++;
      onProgress(done, manifest.pages.length, bytes);
    }
  };
  // A few files at a time: quick on a good link, gentle on a phone's.
  await Promise.all([worker(), worker(), worker(), worker()]);
  if (full) throw new StorageFull(bytesOf(urls.filter((u) => !stored.has(u))));
  if (failed > 0) throw new SaveIncomplete(failed, urls.length);

  const previous = await savedVersion(manifest.version);
  const now = new Date().toISOString();
  const saved: SavedVersion = {
    version: manifest.version,
    home: manifest.home,
    build: manifest.build,
    manifest: manifestUrl,
    pages: manifest.pages.map(({ html, title }) => ({ html, title })),
    files: manifest.files,
    bytes: bytesOf(urls),
    savedAt: previous?.savedAt ?? now,
    updatedAt: now,
  };
  await meta.put(recordKey(saved.version), json(saved));
  await meta.delete(savingKey(saved.version));
  await dropUnused([...Object.keys(previous?.files ?? {}), ...(earlier?.files ?? [])]);
  return saved;
}

/** Deletes those of the URLs that no saved version, nor an unfinished save, lists any more. */
async function dropUnused(candidates: string[]): Promise<void> {
  const unfinished = await readAll<UnfinishedSave>(`${BASE_PATH}/__offline__/saving/`);
  const inUse = new Set([...(await savedVersions()).flatMap((v) => Object.keys(v.files ?? {})), ...unfinished.flatMap((u) => u.files ?? [])]);
  const files = await caches.open(FILES_CACHE);
  await Promise.all(candidates.filter((u) => !inUse.has(u)).map((u) => files.delete(u)));
}

/**
 * The URL forms a browser may ask for one stored file: as the manifest spells it, and with its path
 * percent-decoded or encoded (the route chunk's folder, `[[...path]]`, is requested as `%5B%5B...path%5D%5D`).
 */
export function urlForms(href: string): string[] {
  const url = new URL(href, 'http://localhost');
  const forms = new Set([url.pathname]);
  try {
    const decoded = decodeURI(url.pathname);
    forms.add(decoded).add(encodeURI(decoded));
  } catch {
    // A malformed escape: only the form asked for.
  }
  const prefix = /^[a-z]+:/i.test(href) ? url.origin : '';
  return [...forms].map((path) => `${prefix}${path}${url.search}`);
}

/** A stored file of a saved version (the worker's last resort before the offline page), under any of its URL forms. */
export async function matchSaved(request: Request | string, ignoreSearch = false): Promise<Response | undefined> {
  if (typeof caches === 'undefined' || !(await caches.has(FILES_CACHE))) return undefined;
  const files = await caches.open(FILES_CACHE);
  for (const form of urlForms(typeof request === 'string' ? request : request.url)) {
    const match = await files.match(form, { ignoreSearch });
    if (match) return match;
  }
  return undefined;
}

/** Forgets a saved version (or an unfinished save of it) and drops the files only it used. */
export async function removeVersion(version: string): Promise<void> {
  const [saved, unfinished] = await Promise.all([savedVersion(version), unfinishedSave(version)]);
  const meta = await caches.open(META_CACHE);
  await meta.delete(recordKey(version));
  await meta.delete(savingKey(version));
  await dropUnused([...Object.keys(saved?.files ?? {}), ...(unfinished?.files ?? [])]);
}

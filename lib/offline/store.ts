// Browser and service worker: the offline copies of versions, kept in the Cache API. The page saves
// a version (with progress, lib/offline/save.ts), resumes or updates it, and removes it; the service
// worker serves what is saved and, after a new deploy, updates the saved versions.
//
// Files are kept by URL in one cache, each with the content hash the build gave it
// (scripts/build/build-offline.ts), so a save fetches only files that are missing or changed: a save
// interrupted by a dropped request or a reload resumes where it stopped, and a new deploy costs
// only what it changed. A version is recorded as saved only when every one of its files is stored.
import { withBasePath } from '../routes';

/** The saved versions' records: one JSON entry per version. */
export const META_CACHE = 'dmsbg-offline-meta';
/** Every saved file of every saved version, by URL (a script shared by versions is kept once). */
export const FILES_CACHE = 'dmsbg-offline-files';
/** The response header that records which content a stored file is. */
export const HASH_HEADER = 'x-dmsbg-hash';

/** Caches of pages and files the worker kept while the reader browsed, named after the deploy. */
export function runtimeCacheNames(build: string) {
  return { assets: `dmsbg-assets-${build}`, pages: `dmsbg-pages-${build}` };
}

/** Content-hashed files: the same URL always has the same bytes. */
export function isHashed(pathname: string): boolean {
  return ['/_next/static/', '/static/search/'].some((folder) => pathname.startsWith(withBasePath(folder)));
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

/** The records' keys: URLs under the base path that are never fetched (one folder for unfinished saves). */
const RECORDS = withBasePath('/__offline__/');
const UNFINISHED = `${RECORDS}saving/`;
const recordKey = (version: string) => `${RECORDS}${version}`;
const savingKey = (version: string) => `${UNFINISHED}${version}`;
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
  const all = await readAll<SavedVersion>(RECORDS);
  return all.filter((v) => v.files && Array.isArray(v.pages)).sort((a, b) => b.version.localeCompare(a.version, undefined, { numeric: true }));
}

/** The manifests of saved copies from another deploy than `build` (records older than per-file hashes too). */
export async function copiesToUpdate(build: string): Promise<string[]> {
  return (await readAll<Pick<SavedVersion, 'build' | 'manifest'>>(RECORDS)).filter((v) => v.build !== build && v.manifest).map((v) => v.manifest);
}

export async function savedVersion(version: string): Promise<SavedVersion | undefined> {
  return (await savedVersions()).find((v) => v.version === version);
}

/** A save that was started and has not finished (the reader reloaded, or files failed): its manifest and files. */
export interface UnfinishedSave {
  manifest: string;
  files: string[];
}

/** The unfinished save of this version, if any. */
export async function unfinishedSave(version: string): Promise<UnfinishedSave | undefined> {
  return (await (await metaCache())?.match(savingKey(version)))?.json();
}

/** Records a save as started, with the files it is getting (kept until the save completes). */
export async function recordUnfinished(version: string, save: UnfinishedSave): Promise<void> {
  await (await caches.open(META_CACHE)).put(savingKey(version), json(save));
}

/** Records a version as saved in full: its unfinished save is done. */
export async function recordSaved(saved: SavedVersion): Promise<void> {
  const meta = await caches.open(META_CACHE);
  await meta.put(recordKey(saved.version), json(saved));
  await meta.delete(savingKey(saved.version));
}

/** Deletes those of the URLs that no saved version, nor an unfinished save, lists any more. */
export async function dropUnused(candidates: string[]): Promise<void> {
  const unfinished = await readAll<UnfinishedSave>(UNFINISHED);
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

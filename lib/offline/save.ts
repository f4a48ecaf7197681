// Browser and service worker: saving a version for offline reading, or bringing a saved copy up to
// date. Fetches only the files that are missing or changed (lib/offline/store.ts keeps each with its
// content hash), a few at a time, each retried with backoff and checked against the manifest's hash.
import { dropUnused, FILES_CACHE, HASH_HEADER, recordSaved, recordUnfinished, savedVersion, unfinishedSave, type OfflineFile, type OfflineManifest, type SavedVersion } from './store';

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
  const files = await caches.open(FILES_CACHE);
  const total = manifest.files;
  const urls = Object.keys(total);
  const bytesOf = (list: string[]) => list.reduce((sum, u) => sum + total[u].bytes, 0);
  const stored = new Set<string>();
  for (const url of urls) if ((await files.match(url))?.headers.get(HASH_HEADER) === total[url].hash) stored.add(url);
  const needed = bytesOf(urls.filter((u) => !stored.has(u)));
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < needed) throw new StorageFull(needed - (estimate.quota - estimate.usage));
  const earlier = await unfinishedSave(manifest.version);
  await recordUnfinished(manifest.version, { manifest: manifestUrl, files: urls });
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
  await recordSaved(saved);
  await dropUnused([...Object.keys(previous?.files ?? {}), ...(earlier?.files ?? [])]);
  return saved;
}

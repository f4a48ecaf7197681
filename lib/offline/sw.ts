/// <reference lib="webworker" />
// The service worker, bundled by scripts/build-offline.ts into out/sw.js (scope /dmsbg/).
// Serwist (the maintained successor of Workbox) gives the strategies and the precached fallback:
// - content-hashed files (scripts, styles, search indexes): cache first, they never change;
// - pages, RSC payloads, images and the rest: network first, so an online reader always gets the
//   current deploy, and the cached copy when offline;
// - a page that is neither online nor saved: the 404 page, which then says the reader is offline
//   and links the saved versions.
// Caches are named after the deploy; a new deploy deletes the old ones and saves the same versions again.
import { CacheFirst, NetworkFirst, Serwist } from 'serwist';
import { BASE_PATH } from '../routes/base.mjs';
import { cacheNames, isHashed, META_CACHE, saveVersion, savedVersions } from './store';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: the deploy id (a hash of the exported files), and the files the 404 page needs to render offline. */
declare const DEPLOY_ID: string;
declare const FALLBACK_ASSETS: string[];

const names = cacheNames(DEPLOY_ID);
const OFFLINE_PAGE = `${BASE_PATH}/404.html`;
const ours = (url: URL, sameOrigin: boolean) => sameOrigin && url.pathname.startsWith(`${BASE_PATH}/`);

const serwist = new Serwist({
  precacheEntries: [{ url: OFFLINE_PAGE, revision: DEPLOY_ID }, ...FALLBACK_ASSETS.map((url) => ({ url, revision: null }))],
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: ({ url, sameOrigin }) => ours(url, sameOrigin) && isHashed(url.pathname), handler: new CacheFirst({ cacheName: names.assets }) },
    {
      // Next asks for a page's RSC payload with a varying '?_rsc=' query: any saved copy will do.
      matcher: ({ url, sameOrigin }) => ours(url, sameOrigin) && url.pathname.endsWith('.txt'),
      handler: new NetworkFirst({ cacheName: names.pages, matchOptions: { ignoreSearch: true }, networkTimeoutSeconds: 4 }),
    },
    { matcher: ({ url, sameOrigin }) => ours(url, sameOrigin), handler: new NetworkFirst({ cacheName: names.pages, networkTimeoutSeconds: 4 }) },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' }] },
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([names.assets, names.pages, META_CACHE]);
      for (const name of await caches.keys()) if (name.startsWith('dmsbg-') && !current.has(name)) await caches.delete(name);
      // Versions the reader saved under an older deploy: save them again from this one.
      for (const saved of await savedVersions()) if (saved.build !== DEPLOY_ID) await saveVersion(saved.manifest).catch(() => {});
    })(),
  );
});

serwist.addEventListeners();

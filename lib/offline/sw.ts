/// <reference lib="webworker" />
// The service worker, bundled by scripts/build/build-offline.ts into out/sw.js (scope /dmsbg/).
// Serwist (the maintained successor of Workbox) gives the strategies and the precache:
// - content-hashed files (scripts, styles, search indexes): cache first, they never change;
// - pages, RSC payloads, images and the rest: network first, so an online reader always gets the
//   current deploy, and a copy when offline: one kept from an earlier visit, else the saved version's;
// - a page that is neither online nor kept: the offline page (lib/offline/offlinePage.ts), filled
//   in here with the page asked for and the saved versions, with no script of its own.
// A new deploy (a new sw.js) brings the saved versions up to date, fetching only what changed.
import { CacheFirst, NetworkFirst, Serwist, type SerwistPlugin } from 'serwist';
import { withBasePath } from '../routes';
import { fillOfflinePage, OFFLINE_PAGE, offlinePageFor, offlinePageIn } from './offlinePage';
import { saveVersion } from './save';
import { copiesToUpdate, FILES_CACHE, isHashed, matchSaved, META_CACHE, runtimeCacheNames, savedVersions } from './store';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: the deploy id (a hash of the exported files), and the files the offline page shows. */
declare const DEPLOY_ID: string;
declare const OFFLINE_PAGE_ASSETS: string[];
/** The site's other languages, each with its own offline page. */
declare const OFFLINE_LANGUAGES: string[];

const names = runtimeCacheNames(DEPLOY_ID);
const SITE_ROOT = withBasePath('/');
const ours = (url: URL, sameOrigin: boolean) => sameOrigin && url.pathname.startsWith(SITE_ROOT);

/** Not kept from a visit: the saved versions' copy. */
const savedCopies = (ignoreSearch: boolean): SerwistPlugin => ({
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await matchSaved(request, ignoreSearch)) ?? null,
});

/** Neither online nor kept: a page load gets the offline page (with status 503: the page is not here). */
const offlinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (request.mode !== 'navigate') return undefined;
    const pathname = new URL(request.url).pathname;
    const template = await serwist.matchPrecache(offlinePageFor(pathname, OFFLINE_LANGUAGES));
    if (!template) return undefined;
    const html = fillOfflinePage(await template.text(), pathname, await savedVersions().catch(() => []));
    return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  },
};

const serwist = new Serwist({
  precacheEntries: [
    ...[OFFLINE_PAGE, ...OFFLINE_LANGUAGES.map(offlinePageIn)].map((url) => ({ url, revision: DEPLOY_ID })),
    ...OFFLINE_PAGE_ASSETS.map((url) => ({ url, revision: null })),
  ],
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => ours(url, sameOrigin) && isHashed(url.pathname),
      handler: new CacheFirst({ cacheName: names.assets, plugins: [savedCopies(false)] }),
    },
    {
      // Next asks for a page's RSC payload with a varying '?_rsc=' query: any saved copy will do.
      matcher: ({ url, sameOrigin }) => ours(url, sameOrigin) && url.pathname.endsWith('.txt'),
      handler: new NetworkFirst({ cacheName: names.pages, matchOptions: { ignoreSearch: true }, networkTimeoutSeconds: 4, plugins: [savedCopies(true)] }),
    },
    {
      matcher: ({ url, sameOrigin }) => ours(url, sameOrigin),
      handler: new NetworkFirst({ cacheName: names.pages, networkTimeoutSeconds: 4, plugins: [savedCopies(false), offlinePage] }),
    },
  ],
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([names.assets, names.pages, META_CACHE, FILES_CACHE]);
      for (const name of await caches.keys()) if (name.startsWith('dmsbg-') && !keep.has(name)) await caches.delete(name);
      // Saved copies from an earlier deploy: fetch what changed (an unfinished update resumes on the next one).
      for (const manifest of await copiesToUpdate(DEPLOY_ID)) await saveVersion(manifest).catch((error) => console.warn('[offline] update failed:', error));
    })(),
  );
});

serwist.addEventListeners();

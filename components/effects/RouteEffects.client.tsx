'use client';
// Browser: page-wide navigation behaviours, mounted once in the root layout. Renders only the
// scroll-to-top button.
// - 'reload-content' fires after every content change;
// - a view transition wraps a client navigation whose page payload has already arrived (where
//   supported, not with reduced motion): while a transition is pending the browser paints nothing,
//   so one that waited on the network would freeze the old page;
// - the progress bar appears only when a navigation takes longer than 200 ms; its code loads on
//   intent, with the prefetch, so it is there in time even on a slow link;
// - a click on "Copy page" loads the copy code then, and copies the page's Markdown twin;
// - offline reading: the service worker and the "Save for offline" control start once idle;
// - a click on a same-site anchor is a client navigation, and its page payload is fetched on
//   intent (pointer over, focus, touch), never for every link in view: a sidebar full of visible
//   links would otherwise download dozens of payloads on a phone before the reader chose one.
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { normalizePath, stripBasePath, withBasePath } from '@/lib/routes';
import { ScrollToTop } from './ScrollToTop.client';

export const RELOAD_CONTENT_EVENT = 'reload-content';
export const PROGRESS_DELAY_MS = 200;
// A transition starts only when the payload is there, so the swap is quick; never freeze longer.
const TRANSITION_TIMEOUT_MS = 1000;

const importProgressBar = () =>
  import('nprogress').then(({ default: NProgress }) => NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false }));
let progressBar: ReturnType<typeof importProgressBar> | undefined;
/** nprogress, loaded once (on the first intent or click) and configured. */
function loadProgressBar() {
  progressBar ??= importProgressBar();
  return progressBar;
}

/**
 * Site paths whose page payload (the RSC `.txt` file, prefetched or visited) has arrived, read from
 * resource timing: a navigation to one of them can swap the page at once.
 */
const arrivedPayloads = new Set<string>();
function watchPayloads(): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { pathname } = new URL(entry.name, location.href);
      if (!pathname.endsWith('.txt')) continue;
      const page = stripBasePath(pathname.replace(/(index)?\.txt$/, ''));
      if (page !== null) arrivedPayloads.add(page.endsWith('/') ? page : `${page}/`);
    }
  });
  observer.observe({ type: 'resource', buffered: true });
  return () => observer.disconnect();
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'];

/** The page of this site that `target`'s anchor leads to (site path, and with query and hash), or null. */
function internalLink(target: EventTarget | null): { page: string; href: string } | null {
  const a = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, location.href);
  const page = url.origin === location.origin ? stripBasePath(url.pathname) : null;
  if (page === null || url.pathname === location.pathname) return null; // other site, or same page (hash)
  // Next's router drops the trailing slash of a last segment with a dot, and the export has no
  // '/2.6.9' page: version homes load in full.
  if (/\/[^/]*\.[^/]*\/$/.test(page)) return null;
  return { page, href: page + url.search + url.hash };
}

/** The same-site link a plain left click follows, or null when the browser should handle it. */
function clickTarget(e: MouseEvent): { page: string; href: string } | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  return internalLink(e.target);
}

let offlineControls: Promise<typeof import('../offline/offlineControl')> | undefined;

/**
 * Offline reading (production builds only, so `next dev` never has a worker): the service worker
 * registers once the page has loaded and the main thread is idle, then the "Save for offline"
 * control's code arrives. Nothing of it is on the page's critical path.
 */
function startOffline(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () =>
    navigator.serviceWorker
      .register(withBasePath('/sw.js'), { scope: withBasePath('/') })
      .then(() => navigator.serviceWorker.ready)
      .then(() => {
        // The control shows only once a worker is active to serve the saved pages.
        offlineControls = import('../offline/offlineControl');
        return offlineControls.then((m) => m.attachOfflineControls());
      })
      .catch((error) => console.warn('[offline] offline reading is not available:', error));
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export function RouteEffects() {
  const pathname = usePathname();
  const router = useRouter();
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; finish?: () => void; shown?: string }>({});

  useEffect(startOffline, []);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const copyButton = (e.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy-markdown]');
      if (copyButton) {
        // "Copy page": its code loads on the first click, never with the page.
        import('../doc/copyPage').then((m) => m.copyPage(copyButton)).catch(() => {});
        return;
      }
      const link = clickTarget(e);
      if (!link) return;
      e.preventDefault();
      const state = pending.current;
      clearTimeout(state.timer);
      const bar = loadProgressBar();
      state.timer = setTimeout(() => {
        bar.then((NProgress) => pending.current.timer && NProgress.start()).catch(() => {});
      }, PROGRESS_DELAY_MS);
      const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (document.startViewTransition && !reduceMotion && arrivedPayloads.has(link.page)) {
        document.startViewTransition(
          () =>
            new Promise<void>((resolve) => {
              state.finish = resolve;
              setTimeout(resolve, TRANSITION_TIMEOUT_MS);
            }),
        );
      }
      router.push(link.href);
    };
    const prefetched = new Set<string>();
    const onIntent = (e: Event) => {
      const page = internalLink(e.target)?.page;
      if (!page || prefetched.has(page)) return;
      prefetched.add(page);
      router.prefetch(page);
      loadProgressBar().catch(() => {});
    };
    const stopWatching = watchPayloads();
    // Bubble phase on window: a component's own handler runs first and may preventDefault.
    window.addEventListener('click', onClick);
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { passive: true });
    return () => {
      stopWatching();
      window.removeEventListener('click', onClick);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent);
    };
  }, [router]);

  useEffect(() => {
    const state = pending.current;
    if (state.timer) {
      clearTimeout(state.timer);
      state.timer = undefined;
      loadProgressBar().then((NProgress) => NProgress.done()).catch(() => {});
    }
    state.finish?.();
    state.finish = undefined;
    // A page reached by a non-canonical URL ('/guides/index', '.html') shows its canonical one.
    const sitePath = stripBasePath(location.pathname);
    if (sitePath && !document.querySelector('[data-page-type="404"]') && normalizePath(sitePath) !== sitePath) {
      history.replaceState(history.state, '', withBasePath(normalizePath(sitePath)) + location.search + location.hash);
    }
    if (state.shown !== pathname) window.dispatchEvent(new Event(RELOAD_CONTENT_EVENT));
    // A client navigation renders a new page, with a new offline control to wire.
    offlineControls?.then((m) => m.attachOfflineControls()).catch(() => {});
    state.shown = pathname;
    // Marks the page as hydrated (tests and scripts wait for it).
    document.documentElement.dataset.ready = '';
  }, [pathname]);

  return <ScrollToTop />;
}

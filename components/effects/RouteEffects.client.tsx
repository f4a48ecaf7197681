'use client';
// Browser: page-wide navigation behaviours, mounted once in the root layout. Renders only the
// scroll-to-top button.
// - 'reload-content' fires after every content change;
// - a view transition wraps client navigations where supported (not with reduced motion);
// - the progress bar appears only when a navigation takes longer than 200 ms.
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { normalizePath, stripBasePath, withBasePath } from '@/lib/routes';
import { ScrollToTop } from './ScrollToTop.client';

export const RELOAD_CONTENT_EVENT = 'reload-content';
export const PROGRESS_DELAY_MS = 200;
const TRANSITION_TIMEOUT_MS = 3000;

/** The same-site page a click leads to, or null when the browser should handle it. */
function internalTarget(e: MouseEvent): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || stripBasePath(url.pathname) === null) return null;
  if (url.pathname === location.pathname) return null; // same page: hash or no-op
  return url;
}

export function RouteEffects() {
  const pathname = usePathname();
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; finish?: () => void; shown?: string }>({});

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!internalTarget(e)) return;
      const state = pending.current;
      clearTimeout(state.timer);
      state.timer = setTimeout(async () => {
        const { default: NProgress } = await import('nprogress');
        NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
        if (pending.current.timer) NProgress.start();
      }, PROGRESS_DELAY_MS);
      const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (document.startViewTransition && !reduceMotion) {
        document.startViewTransition(
          () =>
            new Promise<void>((resolve) => {
              state.finish = resolve;
              setTimeout(resolve, TRANSITION_TIMEOUT_MS);
            }),
        );
      }
    };
    // Capture phase: runs before Next's Link handler, which then navigates as usual.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const state = pending.current;
    if (state.timer) {
      clearTimeout(state.timer);
      state.timer = undefined;
      import('nprogress').then(({ default: NProgress }) => NProgress.done());
    }
    state.finish?.();
    state.finish = undefined;
    // A page reached by a non-canonical URL ('/guides/index', '.html') shows its canonical one.
    const sitePath = stripBasePath(location.pathname);
    if (sitePath && !document.querySelector('[data-page-type="404"]') && normalizePath(sitePath) !== sitePath) {
      history.replaceState(history.state, '', withBasePath(normalizePath(sitePath)) + location.search + location.hash);
    }
    if (state.shown !== pathname) window.dispatchEvent(new Event(RELOAD_CONTENT_EVENT));
    state.shown = pathname;
    // Marks the page as hydrated (tests and scripts wait for it).
    document.documentElement.dataset.ready = '';
  }, [pathname]);

  return <ScrollToTop />;
}

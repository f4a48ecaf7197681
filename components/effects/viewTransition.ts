// Browser: a view transition around a client navigation whose page payload has already arrived
// (where supported, not with reduced motion). While a transition is pending the browser paints
// nothing, so one that waited on the network would freeze the old page.

import { stripBasePath } from '@/lib/routes';

// A transition starts only when the payload is there, so the swap is quick; never freeze longer.
const TRANSITION_TIMEOUT_MS = 1000;

/**
 * Site paths whose page payload (the RSC `.txt` file, prefetched or visited) has arrived, read from
 * resource timing: a navigation to one of them can swap the page at once.
 */
const arrivedPayloads = new Set<string>();
/** Ends the pending transition (the new page shows). */
let finish: (() => void) | undefined;

/** Watches resource timing for arriving payloads; returns the stop function. */
export function watchPayloads(): () => void {
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

/** Whether `page`'s payload is here, so a navigation to it waits on no network. */
export const payloadArrived = (page: string) => arrivedPayloads.has(page);

/** A navigation to `page` starts: transition if its payload is already here. */
export function startTransition(page: string): void {
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!document.startViewTransition || reduceMotion || !payloadArrived(page)) return;
  document.startViewTransition(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
        setTimeout(resolve, TRANSITION_TIMEOUT_MS);
      }),
  );
}

/** The new page shows: let the transition animate to it. */
export function finishTransition(): void {
  finish?.();
  finish = undefined;
}

// Browser: offline reading (production builds only, so `next dev` never has a worker). The service
// worker registers once the page has loaded and the main thread is idle, then the "Save for
// offline" control's code arrives (components/offline/offlineControl.ts). Nothing of it is on the
// page's critical path.
import { withBasePath } from '@/lib/routes';

let offlineControls: Promise<typeof import('../offline/offlineControl')> | undefined;

export function startOffline(): void {
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

/** A client navigation renders a new page, with a new offline control to wire. */
export function wireNewOfflineControls(): void {
  offlineControls?.then((m) => m.attachOfflineControls()).catch(() => {});
}

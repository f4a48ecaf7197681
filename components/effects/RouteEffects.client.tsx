'use client';
// Browser: the page-wide behaviours of every page, mounted once in the root layout, each in its own
// module: client navigation of site links (linkNavigation), its progress bar and view transition,
// the canonical URL, offline reading, the "Copy page" buttons, the reader's values in code, Escape
// on glossary terms and the Ports page's rule builder. This component only runs them at the right
// moments (once, on a link click or intent, after each route change). Renders the scroll-to-top
// button.
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { showCanonicalUrl } from './canonicalUrl';
import { delegateCopyPage } from './copyPageClicks';
import { delegateChanges, openChangesFromHash } from './changesClicks';
import { interceptSiteLinks } from './linkNavigation';
import { startOffline, wireNewOfflineControls } from './offlineReading';
import { finishProgress, loadProgressBar, startProgress } from './progressBar';
import { ScrollToTop } from './ScrollToTop.client';
import { finishTransition, payloadArrived, startTransition, watchPayloads } from './viewTransition';
import { delegateValuesForm, showStoredValues } from '../values/valuesClicks';
import { dismissTermsOnEscape } from './termKeys';
import { keepPlaceOnLanguageLinks } from '../languages/keepPlace';
import type { Strings } from '@/lib/i18n/strings';

/** Fires after every content change (client navigation to another page). */
export const RELOAD_CONTENT_EVENT = 'reload-content';

export function RouteEffects({ strings }: { strings: Pick<Strings, 'nav.backToTop'> }) {
  const pathname = usePathname();
  const router = useRouter();
  const shown = useRef<string>(undefined);

  useEffect(startOffline, []);
  useEffect(delegateCopyPage, []);
  useEffect(delegateChanges, []);
  useEffect(delegateValuesForm, []);
  useEffect(dismissTermsOnEscape, []);
  useEffect(keepPlaceOnLanguageLinks, []);
  useEffect(watchPayloads, []);
  useEffect(
    () =>
      interceptSiteLinks({
        navigate(to) {
          // The bar is for waiting on the network. A page whose payload is here waits only on
          // rendering, which on a busy phone can outlast the bar's delay: inside the view transition
          // (which paints nothing until the new page is there) a bar started then only flashed over it.
          if (!payloadArrived(to.page)) startProgress();
          startTransition(to.page);
          router.push(to.href);
        },
        intent(page) {
          router.prefetch(page);
          loadProgressBar().catch(() => {});
        },
      }),
    [router],
  );

  useEffect(() => {
    finishProgress();
    finishTransition();
    showCanonicalUrl();
    if (shown.current !== pathname) window.dispatchEvent(new Event(RELOAD_CONTENT_EVENT));
    shown.current = pathname;
    wireNewOfflineControls();
    openChangesFromHash();
    showStoredValues();
    // The Ports page's rule builder: its code loads only where there is one.
    if (document.querySelector('section[data-port-rules]')) import('../ports/picker').then((m) => m.mountPortRules()).catch(() => {});
    // Marks the page as hydrated (tests and scripts wait for it).
    document.documentElement.dataset.ready = '';
  }, [pathname]);

  return <ScrollToTop label={strings['nav.backToTop']} />;
}

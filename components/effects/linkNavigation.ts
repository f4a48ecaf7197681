// Browser: which clicks are navigations inside the site. A click on a same-site anchor becomes a
// client navigation, and its page payload is fetched on intent (pointer over, focus, touch), never
// for every link in view: a sidebar full of visible links would otherwise download dozens of
// payloads on a phone before the reader chose one.
import { stripBasePath } from '@/lib/routes';

/** A page of this site: its site path, and with query and hash. */
export interface SiteTarget {
  page: string;
  href: string;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'];

/** The page of this site that `target`'s anchor leads to, or null. */
function internalLink(target: EventTarget | null): SiteTarget | null {
  const a = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  // A link to the page in another language (hreflang) loads in full: <html lang> and dir change. So does
  // one marked data-full-load: the print page is every page of a version, which the browser streams as
  // it arrives, while a client navigation would wait for its whole payload (megabytes) and then render it.
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download') || a.hreflang || a.hasAttribute('data-full-load')) return null;
  const url = new URL(a.href, location.href);
  const page = url.origin === location.origin ? stripBasePath(url.pathname) : null;
  if (page === null || url.pathname === location.pathname) return null; // other site, or same page (hash)
  // Next's router drops the trailing slash of a last segment with a dot, and the export has no
  // '/2.6.9' page: version homes load in full.
  if (/\/[^/]*\.[^/]*\/$/.test(page)) return null;
  return { page, href: page + url.search + url.hash };
}

/**
 * Calls `navigate` for a plain left click on a same-site link (instead of the browser's page load)
 * and `intent` once per page a reader shows interest in; returns the function that stops it.
 */
export function interceptSiteLinks({ navigate, intent }: { navigate: (to: SiteTarget) => void; intent: (page: string) => void }): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = internalLink(e.target);
    if (!link) return;
    e.preventDefault();
    navigate(link);
  };
  const seen = new Set<string>();
  const onIntent = (e: Event) => {
    const page = internalLink(e.target)?.page;
    if (!page || seen.has(page)) return;
    seen.add(page);
    intent(page);
  };
  // Bubble phase on window: a component's own handler runs first and may preventDefault.
  window.addEventListener('click', onClick);
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { passive: true });
  return () => {
    window.removeEventListener('click', onClick);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent);
  };
}

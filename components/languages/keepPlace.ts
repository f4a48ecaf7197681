// Browser: a choice in the language switcher loads the same page in that language in full (its
// <html lang> and direction differ, which a client navigation would keep) and keeps where the reader
// was: the query and the #section (a translation keeps the English heading ids). The choice is
// remembered, so the first-visit redirect (lib/i18n/redirect.ts) never overrides it.
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/redirect';

/** Starts the delegated click handler; returns the function that stops it. */
export function keepPlaceOnLanguageLinks(): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('.language-switcher a[hreflang]') as HTMLAnchorElement | null;
    if (!a) return;
    e.preventDefault();
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, a.hreflang);
    } catch {}
    const target = new URL(a.href, location.href);
    target.search = location.search;
    target.hash = location.hash;
    location.assign(target.href);
  };
  window.addEventListener('click', onClick);
  return () => window.removeEventListener('click', onClick);
}

// Browser, loaded by the 404 page (NotFound.client.tsx) only on a site with more than one language.
import { homeHref, inLanguage, withBasePath } from '@/lib/routes';

/**
 * The navbar's language switcher, rendered for the default version in English: each language now leads
 * to its home in the path's version, and the path's language is the current one (Rspress #995: a
 * switch from a 404 page lands on a page that exists).
 */
export function retargetSwitcher(version: string, defaultVersion: string, lang: string) {
  const switcher = document.querySelector('.language-switcher');
  if (!switcher) return;
  for (const a of switcher.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    a.href = withBasePath(inLanguage(homeHref(version, defaultVersion), a.hreflang));
    if (a.hreflang === lang) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
    if (a.hreflang === lang) {
      const label = switcher.querySelector('summary span[lang]');
      const summary = switcher.querySelector('summary');
      if (label && a.textContent) {
        summary?.setAttribute('aria-label', (summary.getAttribute('aria-label') ?? '').replace(label.textContent ?? '', a.textContent));
        label.textContent = a.textContent;
        label.setAttribute('lang', lang);
      }
    }
  }
}

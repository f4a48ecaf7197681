// Browser: a page reached by a non-canonical URL ('/guides/index', '.html', upper case) shows its
// canonical one (spec: Base path and versions). The 404 page normalises URLs itself.
import { normalizePath, stripBasePath, withBasePath } from '@/lib/routes';

export function showCanonicalUrl(): void {
  const sitePath = stripBasePath(location.pathname);
  if (sitePath && !document.querySelector('[data-page-type="404"]') && normalizePath(sitePath) !== sitePath) {
    history.replaceState(history.state, '', withBasePath(normalizePath(sitePath)) + location.search + location.hash);
  }
}

// Browser, inlined in the 404 page right after its routes (bundled by the content step,
// lib/content/generated/scripts.ts): a near-miss URL (other case, '.html', '/index', no trailing
// slash, the default version named) goes to its page while the 404 page is still being parsed,
// before its first paint and before any of the site's code loads. Run from React, the reader
// waited for every deferred script and hydration first: seconds on a slow phone.
import { NOT_FOUND_ROUTES_ID, REDIRECTING_ATTRIBUTE, resolveNotFound, type NotFoundRoutes } from './resolveNotFound';
import { withBasePath } from '@/lib/routes';

const data = document.getElementById(NOT_FOUND_ROUTES_ID);
if (data) {
  const { routes, versions, defaultVersion, languages } = JSON.parse(data.textContent ?? '') as NotFoundRoutes;
  const { redirect } = resolveNotFound(location.pathname, routes, versions, defaultVersion, languages);
  if (redirect) {
    document.documentElement.setAttribute(REDIRECTING_ATTRIBUTE, '');
    location.replace(withBasePath(redirect) + location.search + location.hash);
  }
}

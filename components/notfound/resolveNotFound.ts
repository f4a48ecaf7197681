// Browser and build: what the 404 page does with the path it was served at (spec: Base path and
// versions). The one owner of that answer: the near-miss redirect inlined in the page
// (nearMissRedirect.ts) and the page's links (NotFound.client.tsx) both ask it.
import { canonicalPath, DEFAULT_LANGUAGE, homeHref, inLanguage, parsePath, stripBasePath } from '@/lib/routes';

/** What the near-miss redirect reads from the page: every route, and how paths name versions and languages. */
export type NotFoundRoutes = { routes: string[]; versions: string[]; defaultVersion: string; languages: string[] };

/** The element that carries NotFoundRoutes as JSON, ahead of the redirect script. */
export const NOT_FOUND_ROUTES_ID = 'not-found-routes';
/** Set on <html> while the redirect is under way: the 404 text stays hidden (notfound.css). */
export const REDIRECTING_ATTRIBUTE = 'data-redirecting';

/**
 * For a browser pathname: the canonical site path to go to when the normalised path names a real page
 * (`redirect`, else null), and the home page, language and version the path names.
 */
export function resolveNotFound(pathname: string, routes: readonly string[], versions: readonly string[], defaultVersion: string, languages: readonly string[] = []) {
  const sitePath = stripBasePath(pathname);
  // The first two segments may name a language and a version, in either order (lib/routes parsePath).
  const parsed = parsePath(sitePath ?? '/', versions, defaultVersion, [DEFAULT_LANGUAGE, ...languages]);
  const canonical = canonicalPath(parsed, defaultVersion);
  const redirect = sitePath !== null && routes.includes(canonical) && canonical !== sitePath ? canonical : null;
  return { redirect, home: inLanguage(homeHref(parsed.version, defaultVersion), parsed.lang), lang: parsed.lang, version: parsed.version };
}

'use client';
// Browser: the 404 page. Before showing it, normalises the URL (spec: Base path and versions) and, when that names a
// real page, replaces the location with the canonical URL; otherwise links home in the path's language and version,
// in that language's words (every language's three strings are in the page: one 404.html serves every path).
import { useEffect, useState } from 'react';
import { canonicalPath, DEFAULT_LANGUAGE, homeHref, inLanguage, parsePath, stripBasePath, withBasePath } from '@/lib/routes';
import type { Strings } from '@/lib/i18n/strings';

type NotFoundStrings = Pick<Strings, 'notFound.title' | 'notFound.text' | 'notFound.home'>;
/** Another language's 404 words and direction, by its code. */
export type NotFoundLanguages = Record<string, { dir: 'ltr' | 'rtl'; strings: NotFoundStrings }>;

const NO_LANGUAGES: NotFoundLanguages = {};

export function resolveNotFound(pathname: string, routes: readonly string[], versions: readonly string[], defaultVersion: string, languages: readonly string[] = []) {
  const sitePath = stripBasePath(pathname);
  // The first two segments may name a language and a version, in either order (lib/routes parsePath).
  const parsed = parsePath(sitePath ?? '/', versions, defaultVersion, [DEFAULT_LANGUAGE, ...languages]);
  const canonical = canonicalPath(parsed, defaultVersion);
  const redirect = sitePath !== null && routes.includes(canonical) && canonical !== sitePath ? canonical : null;
  return { redirect, home: inLanguage(homeHref(parsed.version, defaultVersion), parsed.lang), lang: parsed.lang, version: parsed.version };
}

export function NotFound({
  routes,
  versions,
  defaultVersion,
  strings: english,
  languages = NO_LANGUAGES,
}: {
  routes: string[];
  versions: string[];
  defaultVersion: string;
  strings: NotFoundStrings;
  /** The site's other languages (none on a site in one language). */
  languages?: NotFoundLanguages;
}) {
  const [home, setHome] = useState(homeHref(defaultVersion, defaultVersion));
  const [lang, setLang] = useState(DEFAULT_LANGUAGE);
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    const result = resolveNotFound(window.location.pathname, routes, versions, defaultVersion, Object.keys(languages));
    if (result.redirect) {
      setRedirecting(true);
      window.location.replace(withBasePath(result.redirect) + window.location.search + window.location.hash);
      return;
    }
    setHome(result.home);
    // Only a site with languages has a switcher to point at the path's version (its code loads then).
    if (Object.keys(languages).length) void import('./retargetSwitcher').then((m) => m.retargetSwitcher(result.version, defaultVersion, result.lang));
    const language = languages[result.lang];
    if (language) {
      setLang(result.lang);
      document.documentElement.lang = result.lang;
      document.documentElement.dir = language.dir;
    }
  }, [routes, versions, defaultVersion, languages]);
  const s = languages[lang]?.strings ?? english;
  return (
    <div className="not-found" hidden={redirecting}>
      <p className="not-found-code">404</p>
      <h1 className="not-found-title">{s['notFound.title']}</h1>
      <p>{s['notFound.text']}</p>
      <a className="button button-brand" href={withBasePath(home)}>
        {s['notFound.home']}
      </a>
    </div>
  );
}

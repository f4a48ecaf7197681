'use client';
// Browser: the 404 page. Before showing it, normalises the URL (spec: Base path and versions) and, when that names a
// real page, replaces the location with the canonical URL; otherwise links home in the path's version.
import { useEffect, useState } from 'react';
import { canonicalPath, homeHref, parsePath, stripBasePath, withBasePath } from '@/lib/routes';
import type { Strings } from '@/lib/i18n/strings';

export function resolveNotFound(pathname: string, routes: readonly string[], versions: readonly string[], defaultVersion: string) {
  const sitePath = stripBasePath(pathname);
  const parsed = parsePath(sitePath ?? '/', versions, defaultVersion);
  const canonical = canonicalPath(parsed, defaultVersion);
  const redirect = sitePath !== null && routes.includes(canonical) && canonical !== sitePath ? canonical : null;
  return { redirect, home: homeHref(parsed.version, defaultVersion) };
}

export function NotFound({
  routes,
  versions,
  defaultVersion,
  strings: s,
}: {
  routes: string[];
  versions: string[];
  defaultVersion: string;
  strings: Pick<Strings, 'notFound.title' | 'notFound.text' | 'notFound.home'>;
}) {
  const [home, setHome] = useState(homeHref(defaultVersion, defaultVersion));
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    const result = resolveNotFound(window.location.pathname, routes, versions, defaultVersion);
    if (result.redirect) {
      setRedirecting(true);
      window.location.replace(withBasePath(result.redirect) + window.location.search + window.location.hash);
      return;
    }
    setHome(result.home);
  }, [routes, versions, defaultVersion]);
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

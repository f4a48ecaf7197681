'use client';
// Browser: the 404 page. Before showing it, normalises the URL (spec: Base path and versions) and, when that names a
// real page, replaces the location with the canonical URL; otherwise links home in the path's version.
import { useEffect, useState } from 'react';
import { canonicalPath, homeHref, parsePath, stripBasePath, withBasePath } from '@/lib/routes';
import { savedVersions, type SavedVersion } from '@/lib/offline/store';

export function resolveNotFound(pathname: string, routes: readonly string[], versions: readonly string[], defaultVersion: string) {
  const sitePath = stripBasePath(pathname);
  const parsed = parsePath(sitePath ?? '/', versions, defaultVersion);
  const canonical = canonicalPath(parsed, defaultVersion);
  const redirect = sitePath !== null && routes.includes(canonical) && canonical !== sitePath ? canonical : null;
  return { redirect, home: homeHref(parsed.version, defaultVersion) };
}

export function NotFound({ routes, versions, defaultVersion }: { routes: string[]; versions: string[]; defaultVersion: string }) {
  const [home, setHome] = useState(homeHref(defaultVersion, defaultVersion));
  const [redirecting, setRedirecting] = useState(false);
  // Offline, the service worker answers a page that is not saved with this page: say so instead.
  const [offline, setOffline] = useState<SavedVersion[] | null>(null);
  useEffect(() => {
    if (!navigator.onLine) {
      savedVersions()
        .catch(() => [])
        .then(setOffline);
      return;
    }
    const result = resolveNotFound(window.location.pathname, routes, versions, defaultVersion);
    if (result.redirect) {
      setRedirecting(true);
      window.location.replace(withBasePath(result.redirect) + window.location.search + window.location.hash);
      return;
    }
    setHome(result.home);
  }, [routes, versions, defaultVersion]);
  if (offline) {
    return (
      <div className="not-found">
        <p className="not-found-code">Offline</p>
        <h1 className="not-found-title">YOU ARE OFFLINE</h1>
        <p>This page is not saved on this device, and there is no connection to fetch it.</p>
        {offline.length ? (
          <>
            <p>Saved for offline reading:</p>
            <ul className="offline-versions" role="list">
              {offline.map((v) => (
                <li key={v.version}>
                  <a className="button button-brand" href={v.home}>
                    DMSBG {v.version} guides
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No version is saved yet: online, use &quot;Save for offline reading&quot; under a page&apos;s title.</p>
        )}
      </div>
    );
  }
  return (
    <div className="not-found" hidden={redirecting}>
      <p className="not-found-code">404</p>
      <h1 className="not-found-title">PAGE NOT FOUND</h1>
      <p>The page you asked for is not in this version of the guides.</p>
      <a className="button button-brand" href={withBasePath(home)}>
        Take me home
      </a>
    </div>
  );
}

// Build and service worker: the page the worker answers with when the reader is offline and the
// page asked for is neither saved nor kept from an earlier visit. It carries no script: the build
// writes a template in the site's look, with the site's own navbar markup (scripts/build/build-offline.ts),
// and the worker fills in the page asked for and the saved versions from its own records (lib/offline/sw.ts).
import { withBasePath } from '../routes';

/** Where the build writes the template (precached by the worker). */
export const OFFLINE_PAGE = withBasePath('/static/offline/offline.html');

const REQUESTED = '<!--dmsbg:requested-->';
const SAVED = '<!--dmsbg:saved-->';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * The template: the site's stylesheets, its icon and its navbar (`navbar`: static HTML of the navbar
 * component, components/navbar/NavbarBrand.tsx) around the two places the worker fills in.
 */
export function offlinePageTemplate({ stylesheets, siteTitle, navbar }: { stylesheets: string[]; siteTitle: string; navbar: string }): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>You are offline | ${escapeHtml(siteTitle)}</title>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
    `<link rel="icon" href="${withBasePath('/favicon-light.svg')}" type="image/svg+xml"/>`,
    '</head><body>',
    navbar,
    '<main id="main-content" class="not-found offline-page">',
    '<p class="not-found-code">Offline</p>',
    '<h1 class="not-found-title">YOU ARE OFFLINE</h1>',
    REQUESTED,
    SAVED,
    '<p>Reconnect and reload to read any page of the guides.</p>',
    '</main></body></html>',
  ].join('');
}

/** The files the template loads (stylesheets, icon, any image not inline): the worker precaches them with it. */
export function offlinePageAssets(template: string): string[] {
  return [...template.matchAll(/<(?:link|img)\s[^>]*?\b(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]);
}

/** A saved version as the offline page lists it. */
export interface SavedCopy {
  version: string;
  home: string;
  pages: { html: string; title: string }[];
}

/** The page of a site path relative to its version's home ('' for a home, 'guides/vpn/wireguard/' for a guide). */
function pageInVersion(pathname: string): string {
  const at = pathname.indexOf('/guides/');
  return at === -1 ? '' : pathname.slice(at + 1);
}

/** The offline page for `pathname`, listing the saved copies and, in each that has it, the same page. */
export function fillOfflinePage(template: string, pathname: string, saved: SavedCopy[]): string {
  const page = pageInVersion(pathname);
  const same = saved.flatMap((v) => {
    const match = v.pages.find((p) => p.html === `${v.home}${page}`);
    return match ? [{ version: v.version, href: match.html, title: match.title }] : [];
  });
  const requested = `<p>There is no connection, and <code>${escapeHtml(decoded(pathname))}</code> is not saved on this device.</p>`;
  let list: string;
  if (saved.length === 0) {
    list = '<p>No version of the guides is saved on this device yet. Online, use "Save for offline reading" under any page\'s title.</p>';
  } else {
    const sameList = same.length
      ? `<p>This page is saved in:</p><ul class="offline-pages" role="list">${same
          .map((s) => `<li><a href="${escapeHtml(s.href)}">${escapeHtml(s.title)} (DMSBG ${escapeHtml(s.version)})</a></li>`)
          .join('')}</ul>`
      : '';
    list =
      sameList +
      `<p>Saved for offline reading:</p><ul class="offline-versions" role="list">${saved
        .map((v) => `<li><a class="button button-brand" href="${escapeHtml(v.home)}">DMSBG ${escapeHtml(v.version)} guides</a></li>`)
        .join('')}</ul>`;
  }
  return template.replace(REQUESTED, requested).replace(SAVED, list);
}

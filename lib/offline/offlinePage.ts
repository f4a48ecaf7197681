// Build and service worker: the page the worker answers with when the reader is offline and the
// page asked for is neither saved nor kept from an earlier visit. It carries no script: the build
// writes a template in the site's look, with the site's own navbar markup (scripts/build/build-offline.ts),
// and the worker fills in the page asked for and the saved versions from its own records (lib/offline/sw.ts).
import { withBasePath } from '../routes';
import { formatParts, pickKeys } from '../i18n/format';
import type { Strings } from '../i18n/strings';

/** The page's strings (lib/i18n/strings.ts): the build passes them, the template carries them for the worker. */
export const OFFLINE_PAGE_KEYS = [
  'offline.pageTitle',
  'offline.code',
  'offline.title',
  'offline.reconnect',
  'offline.notSaved',
  'offline.noneSaved',
  'offline.pageSavedIn',
  'offline.pageIn',
  'offline.savedVersions',
  'offline.versionGuides',
] as const;
export type OfflinePageStrings = Pick<Strings, (typeof OFFLINE_PAGE_KEYS)[number]>;
/** Those the worker fills in (fillOfflinePage). */
const FILLED_KEYS = ['offline.notSaved', 'offline.noneSaved', 'offline.pageSavedIn', 'offline.pageIn', 'offline.savedVersions', 'offline.versionGuides'] as const;

/** Where the build writes the template (precached by the worker). */
export const OFFLINE_PAGE = withBasePath('/static/offline/offline.html');

/** Another language's template, in its words and direction: the worker answers a path in that language with it. */
export const offlinePageIn = (lang: string) => withBasePath(`/static/offline/offline.${lang}.html`);

/** The template for a path: its language's (the first segment after the base path, when it is one of `languages`), else English's. */
export function offlinePageFor(pathname: string, languages: readonly string[]): string {
  const first = pathname.slice(withBasePath('/').length).split('/')[0];
  return languages.includes(first) ? offlinePageIn(first) : OFFLINE_PAGE;
}

const REQUESTED = '<!--dmsbg:requested-->';
const SAVED = '<!--dmsbg:saved-->';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
/** A string filled for HTML: its text escaped, the values given as `{ html }` kept as they are. */
const fillHtml = (template: string, vars: Record<string, { html: string }> = {}) =>
  formatParts<{ html: string }>(template, vars)
    .map((p) => (typeof p === 'string' ? escapeHtml(p) : p.html))
    .join('');
const text = (value: string) => ({ html: escapeHtml(value) });
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
export function offlinePageTemplate({
  stylesheets,
  siteTitle,
  navbar,
  strings: s,
  lang = 'en',
  dir = 'ltr',
}: {
  stylesheets: string[];
  siteTitle: string;
  navbar: string;
  strings: OfflinePageStrings;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}): string {
  return [
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"${dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"/>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>${fillHtml(s['offline.pageTitle'], { site: text(siteTitle) })}</title>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
    `<link rel="icon" href="${withBasePath('/favicon-light.svg')}" type="image/svg+xml"/>`,
    '</head><body>',
    navbar,
    // The worker's words for what it fills in travel in the template (fillOfflinePage reads them).
    `<main id="main-content" class="not-found offline-page" data-strings="${escapeHtml(JSON.stringify(pickKeys(s, FILLED_KEYS)))}">`,
    `<p class="not-found-code">${fillHtml(s['offline.code'])}</p>`,
    `<h1 class="not-found-title">${fillHtml(s['offline.title'])}</h1>`,
    REQUESTED,
    SAVED,
    `<p>${fillHtml(s['offline.reconnect'])}</p>`,
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
  const s = JSON.parse(unescapeHtml(/ data-strings="([^"]*)"/.exec(template)?.[1] ?? '{}')) as Pick<OfflinePageStrings, (typeof FILLED_KEYS)[number]>;
  const page = pageInVersion(pathname);
  const same = saved.flatMap((v) => {
    const match = v.pages.find((p) => p.html === `${v.home}${page}`);
    return match ? [{ version: v.version, href: match.html, title: match.title }] : [];
  });
  const requested = `<p>${fillHtml(s['offline.notSaved'], { path: { html: `<code>${escapeHtml(decoded(pathname))}</code>` } })}</p>`;
  let list: string;
  if (saved.length === 0) {
    list = `<p>${fillHtml(s['offline.noneSaved'])}</p>`;
  } else {
    const sameList = same.length
      ? `<p>${fillHtml(s['offline.pageSavedIn'])}</p><ul class="offline-pages" role="list">${same
          .map((p) => `<li><a href="${escapeHtml(p.href)}">${fillHtml(s['offline.pageIn'], { title: text(p.title), version: text(p.version) })}</a></li>`)
          .join('')}</ul>`
      : '';
    list =
      sameList +
      `<p>${fillHtml(s['offline.savedVersions'])}</p><ul class="offline-versions" role="list">${saved
        .map((v) => `<li><a class="button button-brand" href="${escapeHtml(v.home)}">${fillHtml(s['offline.versionGuides'], { version: text(v.version) })}</a></li>`)
        .join('')}</ul>`;
  }
  return template.replace(REQUESTED, requested).replace(SAVED, list);
}

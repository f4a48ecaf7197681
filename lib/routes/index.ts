// Pure URL logic shared by the build and the browser. Imports nothing from React, Next or node.
// Paths here are "site paths": without the base path, always with a trailing slash
// (next.config.mjs sets trailingSlash: true, so every route is a folder with index.html).
import { BASE_PATH, NOT_FOUND_ROUTE } from './base.mjs';

export { BASE_PATH, NOT_FOUND_ROUTE };

/** Prefixes a root-relative site path with the base path (for fetch, img src and plain <a>). */
export function withBasePath(path: string): string {
  if (!path.startsWith('/')) return path;
  return path === BASE_PATH || path.startsWith(`${BASE_PATH}/`) ? path : `${BASE_PATH}${path}`;
}

/** Removes the base path from a browser pathname; returns null when it lies outside the site. */
export function stripBasePath(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  if (lower === BASE_PATH) return '/';
  if (!lower.startsWith(`${BASE_PATH}/`)) return null;
  return pathname.slice(BASE_PATH.length);
}

/**
 * Canonical form of a site path (spec: Base path and versions): case-insensitive, trailing '.html' removed,
 * trailing '/index' becomes '/', always one trailing slash.
 */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/)[0].toLowerCase().replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\.html$/, '');
  p = p.replace(/\/index$/, '/');
  if (!p.endsWith('/')) p = `${p}/`;
  return p;
}

export function versionPrefix(version: string, defaultVersion: string): string {
  return version === defaultVersion ? '' : `/${version}`;
}

export function homeHref(version: string, defaultVersion: string): string {
  return `${versionPrefix(version, defaultVersion)}/`;
}

/** Link to a guide page; slug '' is the guides index (Introduction). */
export function docHref(version: string, defaultVersion: string, slug: string): string {
  return `${versionPrefix(version, defaultVersion)}/guides/${slug ? `${slug}/` : ''}`;
}

/** The guide slug of a version's print page (every page of the version on one page): no guide may take it. */
export const PRINT_SLUG = 'print';

/** A version's print page: `<version home>guides/print/`. */
export function printHref(version: string, defaultVersion: string): string {
  return docHref(version, defaultVersion, PRINT_SLUG);
}

/** The Markdown twin of a page: its URL (with the base path) without the trailing slash, plus `.md`. */
export function markdownHref(routePath: string): string {
  return `${withBasePath(routePath).replace(/\/$/, '')}.md`;
}

export interface ParsedPath {
  version: string;
  /** 'home' for the version's home page, 'guides' for a guide (slug '' = guides index). */
  kind: 'home' | 'guides' | 'other';
  slug: string;
}

/** Splits a normalised site path into version and page. An explicit default-version segment is accepted. */
export function parsePath(path: string, versions: readonly string[], defaultVersion: string): ParsedPath {
  const segments = normalizePath(path).split('/').filter(Boolean);
  let version = defaultVersion;
  if (segments.length && versions.includes(segments[0])) version = segments.shift() as string;
  if (segments.length === 0) return { version, kind: 'home', slug: '' };
  if (segments[0] === 'guides') return { version, kind: 'guides', slug: segments.slice(1).join('/') };
  return { version, kind: 'other', slug: segments.join('/') };
}

/** The canonical site path of a parsed path. */
export function canonicalPath(parsed: ParsedPath, defaultVersion: string): string {
  if (parsed.kind === 'home') return homeHref(parsed.version, defaultVersion);
  if (parsed.kind === 'guides') return docHref(parsed.version, defaultVersion, parsed.slug);
  return `${versionPrefix(parsed.version, defaultVersion)}/${parsed.slug}/`;
}

/** True for links that leave the site (other origins, mailto:, tel:). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Files under public/: served as they are, the same for every version. */
const PUBLIC_FILE = /^\/(images|files)\//;

/**
 * The one meaning of a link written in content, frontmatter or config, on a page whose version
 * has the prefix `prefix` (versionPrefix(version, defaultVersion)). Links to other sites, '#hash'
 * links and relative links stay as written; a file under public/ gets the base path; any other
 * root-relative link is version-neutral ('/guides/vpn/' is the page in the reader's version) and
 * becomes that page's site path, with its trailing slash.
 */
export function versionedHref(link: string, prefix: string): string {
  if (isExternal(link) || !link.startsWith('/')) return link;
  if (PUBLIC_FILE.test(link)) return withBasePath(link);
  const end = link.search(/[?#]|$/);
  const path = link.slice(0, end);
  return `${prefix}${path.endsWith('/') ? path : `${path}/`}${link.slice(end)}`;
}

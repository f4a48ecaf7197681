// Pure URL logic shared by the build and the browser. Imports nothing from React, Next or node.
// Paths here are "site paths": without the base path, always with a trailing slash
// (next.config.mjs sets trailingSlash: true, so every route is a folder with index.html).
import { BASE_PATH, DEFAULT_LANGUAGE, NOT_FOUND_ROUTE } from './base.mjs';

export { BASE_PATH, DEFAULT_LANGUAGE, NOT_FOUND_ROUTE };

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

/** A language's URL segment: none for the default language, '/<code>' for the others. */
export function languagePrefix(lang: string): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/**
 * A site path in a language: the default language's path under the language's segment. Every page
 * exists in every language (untranslated ones show the English text), so every site path has one.
 */
export function inLanguage(sitePath: string, lang: string): string {
  return `${languagePrefix(lang)}${sitePath}`;
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

/** The translation status page (only on a site with more than one language): every language's pages and strings, for translators. */
export const STATUS_ROUTE = '/i18n-status/';

/** The Markdown twin of a page: its URL (with the base path) without the trailing slash, plus `.md`. */
export function markdownHref(routePath: string): string {
  return `${withBasePath(routePath).replace(/\/$/, '')}.md`;
}

export interface ParsedPath {
  /** The path's language: its first segment when that is a language code, else the default language. */
  lang: string;
  version: string;
  /** 'home' for the version's home page, 'guides' for a guide (slug '' = guides index). */
  kind: 'home' | 'guides' | 'other';
  slug: string;
}

/**
 * Splits a normalised site path into language, version and page. Explicit default segments are
 * accepted ('/en/', '/2.7.0/'), and so is the version before the language ('/2.6.9/hi/', the order
 * another docs tool uses): canonicalPath writes each path one way.
 */
export function parsePath(path: string, versions: readonly string[], defaultVersion: string, languages: readonly string[] = [DEFAULT_LANGUAGE]): ParsedPath {
  const segments = normalizePath(path).split('/').filter(Boolean);
  const isLanguage = (segment: string | undefined) => segment !== undefined && (segment === DEFAULT_LANGUAGE || languages.includes(segment));
  let lang = DEFAULT_LANGUAGE;
  let version = defaultVersion;
  if (isLanguage(segments[0])) lang = segments.shift() as string;
  if (segments.length && versions.includes(segments[0])) version = segments.shift() as string;
  if (lang === DEFAULT_LANGUAGE && isLanguage(segments[0])) lang = segments.shift() as string;
  if (segments.length === 0) return { lang, version, kind: 'home', slug: '' };
  if (segments[0] === 'guides') return { lang, version, kind: 'guides', slug: segments.slice(1).join('/') };
  return { lang, version, kind: 'other', slug: segments.join('/') };
}

/** The canonical site path of a parsed path: language first, default language and version left out. */
export function canonicalPath(parsed: ParsedPath, defaultVersion: string): string {
  if (parsed.kind === 'home') return inLanguage(homeHref(parsed.version, defaultVersion), parsed.lang);
  if (parsed.kind === 'guides') return inLanguage(docHref(parsed.version, defaultVersion, parsed.slug), parsed.lang);
  return inLanguage(`${versionPrefix(parsed.version, defaultVersion)}/${parsed.slug}/`, parsed.lang);
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

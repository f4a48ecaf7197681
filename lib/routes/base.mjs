// Shared by next.config.mjs and the build scripts (plain ESM, no TypeScript) and lib/routes.
export const BASE_PATH = '/dmsbg';

/**
 * The route the 404 page is rendered at ('/404/' is Next's own and gets noindex and default metadata).
 * scripts/build/export-404.mjs copies its HTML to 404.html, which the CDN serves for every unknown path
 * (that script says why it is not app/not-found.tsx).
 */
export const NOT_FOUND_ROUTE = '/not-found/';

/** The site's own language: its URLs carry no language segment (issue #47; content/i18n/<code>/ adds others). */
export const DEFAULT_LANGUAGE = 'en';

// The files one build process writes and another reads (the build's handshakes), named once (plain
// ESM: next.config.mjs and the build scripts share it). The pipeline's inputs are in pipeline.mjs.
import path from 'node:path';
import { cacheDir, publicDir } from './env.mjs';

/** The content's images (absolute): public/, or DMSBG_PUBLIC_DIR. */
export const PUBLIC_DIR = path.resolve(publicDir());

/** Page cache, render cache, bundled steps and the handshake files below (absolute). */
export const CACHE_DIR = path.resolve(cacheDir());

/**
 * The content step's barrier: written once every page is prepared into the page cache and the
 * search indexes and versions file are in public/; pages wait for it (lib/content/render/prepared.ts).
 * `npm run build` removes it before the step starts.
 */
export const PREPARED_FILE = path.join(CACHE_DIR, 'prepared.json');
/** The Markdown twins and llms files the content step stages for post-build (scripts/build/export-markdown.ts). */
export const MARKDOWN_STAGE = path.join(CACHE_DIR, 'markdown');
/** The 404 page's near-miss redirect, bundled by the content step for the page to inline (lib/content/generated/scripts.ts). */
export const NOT_FOUND_SCRIPT = path.join(CACHE_DIR, 'not-found-redirect.js');
/** The render plan Next's route collection writes for post-build (scripts/next/renderCache.ts). */
export const RENDER_PLAN_FILE = path.join(CACHE_DIR, 'render-plan.json');
/** Without a plan (nothing was saved), the keys Next's page workers record as they render, one file per worker. */
export const RENDER_KEYS_DIR = path.join(CACHE_DIR, 'render-keys');

// Under public/ (and so in the export), as URL paths below the base path.
/** Each version's search index files (content-hashed names). */
export const SEARCH_DIR = 'static/search';
/** The page kinds' own browser scripts (lib/content/generated/kinds.ts), bundled by the content step. */
export const KIND_SCRIPTS_DIR = 'static/kinds';
/** Which index files each version has; build-offline and the bench read it from the export. */
export const SEARCH_MANIFEST = 'static/search-manifest.json';
/**
 * Rewritten by `npm run dev` on every content edit; the route imports it (app/[[...path]]/page.tsx,
 * by its literal path: an import cannot name a constant) so the open page re-renders.
 */
export const CONTENT_STAMP = 'static/content-stamp.json';

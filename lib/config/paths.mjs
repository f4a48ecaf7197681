// The files one build process writes and another reads (the build's handshakes), and the inputs of
// the content pipeline, named once (plain ESM: next.config.mjs and the build scripts share it).
import path from 'node:path';
import { cacheDir } from './env.mjs';

/** Page cache, render cache, bundled steps and the handshake files below (absolute). */
export const CACHE_DIR = path.resolve(cacheDir());

/**
 * The content step's barrier: written once every page is prepared into the page cache and the
 * search indexes and versions file are in public/; pages wait for it (lib/content/prepared.ts).
 * `npm run build` removes it before the step starts.
 */
export const PREPARED_FILE = path.join(CACHE_DIR, 'prepared.json');
/** The Markdown twins and llms files the content step stages for post-build (scripts/build/export-markdown.ts). */
export const MARKDOWN_STAGE = path.join(CACHE_DIR, 'markdown');
/** The render plan Next's route collection writes for post-build (lib/content/renderCache.ts). */
export const RENDER_PLAN_FILE = path.join(CACHE_DIR, 'render-plan.json');

// Under public/ (and so in the export), as URL paths below the base path.
/** Each version's search index files (content-hashed names). */
export const SEARCH_DIR = 'static/search';
/** Which index files each version has; build-offline and the bench read it from the export. */
export const SEARCH_MANIFEST = 'static/search-manifest.json';
/**
 * Rewritten by `npm run dev` on every content edit; the route imports it (app/[[...path]]/page.tsx,
 * by its literal path: an import cannot name a constant) so the open page re-renders.
 */
export const CONTENT_STAMP = 'static/content-stamp.json';

/**
 * The content pipeline's own code and packages: a change to any of them may change a compiled page,
 * so they key the page cache (lib/content/cache.ts), and the packages stay outside Next's server
 * bundle (next.config.mjs: loading them from node_modules halves the compile).
 */
export const PIPELINE_SOURCES = ['lib/content', 'lib/mdx', 'lib/changes/size.ts', 'lib/changes/noise.ts', 'lib/changes/entries.ts', 'lib/changes/upgrade.ts', 'lib/routes', 'lib/config/paths.mjs', 'lib/search/build.ts', 'lib/search/types.ts', 'lib/values', 'lib/glossary', 'lib/ports'];
// next-mdx-remote's import and expression removal come from unist-util-remove and unist-util-visit, its own dependencies.
export const PIPELINE_PACKAGES = ['gray-matter', '@mdx-js/mdx', 'rehype-prism-plus', 'refractor', 'remark-gfm', 'next-mdx-remote', 'unist-util-remove', 'unist-util-visit', 'mdast-util-to-markdown', 'mdast-util-gfm', 'zod'];

/**
 * The code that builds the pages, hashed into the build id (scripts/next/build-id.mjs): the same code
 * gives the same id, which lets the render cache restore pages. With the Next integration (scripts/next:
 * the bundler setup, the preload) and the post-build steps whose output the render cache keeps
 * (startup-scripts rewrites each page and adds its CSP).
 */
export const CODE_SOURCES = ['app', 'components', 'lib', 'next.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'scripts/next', 'scripts/build/startup-scripts.mjs', 'scripts/build/security-headers.mjs'];

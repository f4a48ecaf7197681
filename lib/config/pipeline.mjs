// The inputs of the content pipeline and of the build id, named once (plain ESM: next.config.mjs and
// the build scripts share it). Plain lists: importing them reads no setting.

/**
 * The content pipeline's own code and packages: a change to any of them may change a compiled page,
 * so they key the page cache (lib/content/cache.ts), and the packages stay outside Next's server
 * bundle (next.config.mjs: loading them from node_modules halves the compile).
 */
export const PIPELINE_SOURCES = ['lib/content', 'lib/mdx', 'lib/changes/size.ts', 'lib/changes/noise.ts', 'lib/changes/entries.ts', 'lib/changes/upgrade.ts', 'lib/routes', 'lib/config/paths.mjs', 'lib/config/pipeline.mjs', 'lib/search/build.ts', 'lib/search/types.ts', 'lib/values', 'lib/glossary', 'lib/ports', 'lib/questions'];
// next-mdx-remote's import and expression removal come from unist-util-remove and unist-util-visit, its own dependencies.
export const PIPELINE_PACKAGES = ['gray-matter', '@mdx-js/mdx', 'rehype-prism-plus', 'refractor', 'remark-gfm', 'next-mdx-remote', 'unist-util-remove', 'unist-util-visit', 'mdast-util-to-markdown', 'mdast-util-gfm', 'zod'];

/**
 * The code that builds the pages, hashed into the build id (scripts/next/build-id.mjs): the same code
 * gives the same id, which lets the render cache restore pages. With the Next integration (scripts/next:
 * the bundler setup, the preload) and the post-build steps whose output the render cache keeps
 * (startup-scripts rewrites each page and adds its CSP).
 */
export const CODE_SOURCES = ['app', 'components', 'lib', 'next.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'scripts/next', 'scripts/build/startup-scripts.mjs', 'scripts/build/security-headers.mjs'];

// Every DMSBG_* environment variable the build reads, read here and nowhere else (plain ESM, so
// next.config.mjs and the build scripts share it with lib/). docs/build.md lists them; a test keeps
// that list and this one equal. NEXT_PUBLIC_DMSBG_* are the exception: Next inlines them into
// browser code only where `process.env.NEXT_PUBLIC_...` is spelled out, so lib/config/site.ts and
// scripts/build/security-headers.mjs read those two themselves.

/** Name -> what it does (the table in docs/build.md). */
export const ENV_VARIABLES = {
  DMSBG_CONTENT_DIR: 'Content root (default `content`); tests point it at `e2e/fixtures/content`.',
  DMSBG_PUBLIC_DIR: "Folder of the content's images (default `public`); the bench corpus keeps its own.",
  DMSBG_CACHE_DIR: 'Page cache, render cache and handshake files (default `.next/cache/dmsbg`).',
  DMSBG_SITE_URL: 'Public origin for canonical links, Open Graph and the sitemap (default: the site config).',
  DMSBG_BUNDLER: '`rspack` (default) or `webpack`: what compiles the code.',
  DMSBG_PLAIN_NEXT: '`1`: plain `next build`, no preload into Next (our bundler setup stays).',
  DMSBG_NEXT_HOOKS: '`0`: Next as it ships: the plain path and none of our bundler setup (the way out of Next\'s internals).',
  DMSBG_REUSE_COMPILE: '`off`: always compile, even when .next holds this code\'s compile.',
  DMSBG_RENDER_CACHE: 'Set by `npm run build`: `on` restores unchanged pages, `off` renders all.',
  DMSBG_BUILD_ID: 'Set by `npm run build`: the code\'s build id (scripts/next/build-id.mjs).',
  DMSBG_DEV_VERBOSE: 'Any value: `npm run dev` says when it has rewritten the search indexes.',
};

/** Settings of scripts/build.mjs that decide how pages are made, not what they are (the render cache ignores them). */
export const BUILD_SWITCHES = ['DMSBG_RENDER_CACHE', 'DMSBG_REUSE_COMPILE', 'DMSBG_PLAIN_NEXT', 'DMSBG_NEXT_HOOKS'];

/** @param {keyof typeof ENV_VARIABLES} name @param {Record<string, string | undefined>} env */
const read = (name, env) => env[name] || undefined;

/** @param {Record<string, string | undefined>} [env] */
export const contentDir = (env = process.env) => read('DMSBG_CONTENT_DIR', env) ?? 'content';
/** @param {Record<string, string | undefined>} [env] */
export const publicDir = (env = process.env) => read('DMSBG_PUBLIC_DIR', env) ?? 'public';
/** @param {Record<string, string | undefined>} [env] */
export const cacheDir = (env = process.env) => read('DMSBG_CACHE_DIR', env) ?? '.next/cache/dmsbg';
/** @param {Record<string, string | undefined>} [env] */
export const siteUrlOverride = (env = process.env) => read('DMSBG_SITE_URL', env)?.replace(/\/$/, '');
/** @param {Record<string, string | undefined>} [env] */
export const bundlerName = (env = process.env) => read('DMSBG_BUNDLER', env) ?? 'rspack';
/** @param {Record<string, string | undefined>} [env] */
export const plainNext = (env = process.env) => read('DMSBG_PLAIN_NEXT', env) === '1' || !nextHooks(env);
/** @param {Record<string, string | undefined>} [env] */
export const nextHooks = (env = process.env) => read('DMSBG_NEXT_HOOKS', env) !== '0';
/** @param {Record<string, string | undefined>} [env] */
export const reuseCompile = (env = process.env) => read('DMSBG_REUSE_COMPILE', env) !== 'off';
/** @param {Record<string, string | undefined>} [env] */
export const renderCacheOn = (env = process.env) => read('DMSBG_RENDER_CACHE', env) === 'on';
/** @param {Record<string, string | undefined>} [env] */
export const buildId = (env = process.env) => read('DMSBG_BUILD_ID', env);
/** @param {Record<string, string | undefined>} [env] */
export const devVerbose = (env = process.env) => Boolean(read('DMSBG_DEV_VERBOSE', env));

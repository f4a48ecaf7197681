// How `next build` compiles (scripts/build.mjs runs it; next.config.mjs applies this to its build
// config): the bundler, and what keeps the client compile independent of the checkout's folder and
// of the bundler's cache, so the same commit builds the same bytes (docs/build.md).
import crypto from 'node:crypto';
import path from 'node:path';
import querystring from 'node:querystring';
import withRspack from 'next-rspack';
import { bundler } from './build-path.mjs';

/**
 * `next build` compiles with Rspack (next-rspack, the Rspack team's plugin for Next): the same
 * loaders and plugins as webpack, in Rust; the corpus compile 7.5 -> ~5 s. DMSBG_BUNDLER=webpack
 * compiles with the webpack Next ships instead (a way out should next-rspack lag behind Next; the
 * same content, other chunks: scripts/tests/build-paths.test.mjs). On top of Next's setup, for both:
 * - Next puts every node_modules module in one 'lib' chunk that every page loads, including what we
 *   import lazily (search, medium-zoom, nprogress); without that group they stay in their own lazy
 *   chunks (first-load JS 112 kB with webpack, 109 kB with Rspack this way).
 * - the client compile does not depend on the checkout's folder (CheckoutIndependentEntries) nor,
 *   with Rspack, on its cache (hashIndependentRuntimeNames).
 * - Rspack ignores webpack's cache settings, so it keeps its own persistent cache in .next/cache,
 *   versioned by everything Next compiles into the code (its cache version, and every value the
 *   DefinePlugin inlines, e.g. NEXT_PUBLIC_* variables) besides the files it tracks itself. Webpack
 *   keeps Next's own cache (.next/cache/webpack).
 */
const useRspack = bundler() === 'rspack';
export const withBundler = (config) => ({
  ...(useRspack ? withRspack(config) : config),
  webpack(webpackConfig, { isServer, dir }) {
    const groups = webpackConfig.optimization?.splitChunks?.cacheGroups;
    if (!isServer && groups) groups.lib = false;
    if (!isServer) {
      webpackConfig.optimization.minimizer = webpackConfig.optimization.minimizer.flatMap(hashIndependentRuntimeNames);
      webpackConfig.plugins.push(new CheckoutIndependentEntries(dir));
    }
    // Next bundles a project's own @opentelemetry/api into the server code when one is installed (so
    // the project's tracing shares it), else its one-file copy. Ours is only a dependency of a dev
    // tool (the bench's observatory), and its 45 modules were compiled into every build for nothing.
    if (isServer) webpackConfig.resolve.alias = { ...webpackConfig.resolve.alias, '@opentelemetry/api': 'next/dist/compiled/@opentelemetry/api' };
    if (!isServer) webpackConfig.entry = withoutPagesRouterClient(webpackConfig.entry, path.join(dir, 'scripts/next/pages-router-stub.js'));
    // Records what the server file trace would follow, which a static export never uses.
    webpackConfig.plugins = webpackConfig.plugins.filter((p) => p?.constructor?.name !== 'TraceEntryPointsPlugin');
    if (!useRspack) return webpackConfig;
    const defines = webpackConfig.plugins.filter((p) => p?.constructor?.name === 'DefinePlugin').map((p) => p._args?.[0] ?? p.definitions);
    const version = crypto.createHash('sha256').update(JSON.stringify([webpackConfig.name, webpackConfig.mode, webpackConfig.cache?.version, defines])).digest('hex');
    webpackConfig.experiments = {
      ...webpackConfig.experiments,
      cache: {
        type: 'persistent',
        version,
        buildDependencies: ['next.config.mjs', 'scripts/next/bundler.mjs', 'package-lock.json', 'tsconfig.json'].map((f) => path.join(dir, f)),
        storage: { type: 'filesystem', directory: path.join(dir, '.next/cache/rspack') },
      },
    };
    return webpackConfig;
  },
});

/**
 * Next compiles the Pages Router's client (its runtime 'main', and the built-in 'pages/_app' and
 * 'pages/_error' with React DOM and the pages router) for every project, ~115 modules and a fifth
 * of the corpus compile. An App Router page never loads them: its scripts are 'main-app' and its
 * own chunks. They stay entries, so Next's build manifest still lists files for them (Next renders
 * its built-in 404 and 500 pages with the Pages Router during the build; neither is exported), but
 * each is a one-line stub. The export loses only the unused chunks.
 * @param {() => Promise<Record<string, string | string[]>>} entry
 * @param {string} stub
 */
export function withoutPagesRouterClient(entry, stub) {
  return async () => {
    const entries = await entry();
    for (const name of PAGES_ROUTER_CLIENT) {
      if (!(name in entries)) throw new Error(`next.config.mjs: Next has no client entry '${name}' to replace (see withoutPagesRouterClient)`);
      entries[name] = [stub];
    }
    return entries;
  };
}
export const PAGES_ROUTER_CLIENT = ['main', 'pages/_app', 'pages/_error'];

/**
 * The same commit must build the same bytes in any folder. Each page's client entry in Next's client
 * compile is a loader request listing the absolute paths of the components it imports, and module
 * ids are hashed from that request, so every chunk hash changed with the folder. The paths are
 * respelled through Next's own alias for the project root (private-next-root-dir), which resolves
 * to the same files. (No client module reads `import.meta.url`, which the bundler would replace with
 * the file's absolute URL: the search runs flexsearch's light build, which has none.)
 */
class CheckoutIndependentEntries {
  constructor(dir) {
    this.root = dir + path.sep;
  }
  apply(compiler) {
    const name = 'CheckoutIndependentEntries';
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (data) => {
        const match = /^(.*next-flight-client-entry-loader(?:\.js)?)\?(.*)!$/.exec(data.request);
        if (!match) return;
        const query = querystring.parse(match[2]);
        const modules = [query.modules ?? []].flat().map((m) => {
          const entry = JSON.parse(m);
          if (entry.request.startsWith(this.root)) entry.request = `private-next-root-dir/${entry.request.slice(this.root.length).split(path.sep).join('/')}`;
          return JSON.stringify(entry);
        });
        data.request = `${match[1]}?${querystring.stringify({ ...query, modules })}!`;
      });
    });
  }
}

/**
 * The runtime chunk lists every lazy chunk's content hash, and the minimizer names its variables by
 * how often each character occurs in the chunk (disableCharFreq: false, Next's setting). It
 * minifies before the final content hashes are written in (realContentHash), while the chunks
 * still carry the bundler's first hashes, which differ between a compile restored from the
 * persistent cache and a cold one. So the same code gave two runtimes whose variable names (and so
 * file names) differed. The runtime chunk alone is minified without character frequencies.
 */
const RUNTIME_CHUNK = /[\\/]webpack-[^\\/]*\.js$/;
function hashIndependentRuntimeNames(minimizer) {
  if (minimizer?.constructor?.name !== 'SwcJsMinimizerRspackPlugin') return [minimizer];
  const options = minimizer._args?.[0];
  if (!options?.minimizerOptions?.mangle) throw new Error("next.config.mjs: Next's JS minimizer has no mangle options to copy; see hashIndependentRuntimeNames");
  const Minimizer = minimizer.constructor;
  const runtime = { ...options.minimizerOptions, mangle: { ...options.minimizerOptions.mangle, disableCharFreq: true } };
  return [new Minimizer({ ...options, exclude: RUNTIME_CHUNK }), new Minimizer({ ...options, test: RUNTIME_CHUNK, minimizerOptions: runtime })];
}

// Which `next build` scripts/build.mjs runs. The fast path (scripts/next/next-static-build.cjs preloaded
// into Next, `--experimental-build-mode=generate` when the compile can be reused, the render cache)
// reaches into Next's internals and was written for one Next minor; the plain path is Next's own
// `next build` with next.config.mjs and nothing else of ours inside Next, and gives the same export
// (docs/build.md). Any other Next takes the plain path, saying so in one line.
import fs from 'node:fs';
import path from 'node:path';
import { bundlerName, nextHooks, plainNext } from '../../lib/config/env.mjs';

/** The Next releases the fast path was written for: 15.5.x. */
export const FAST_PATH_NEXT = { major: 15, minor: 5 };

/** An installed package's version (node_modules/<name>/package.json). */
export function installedVersion(name, root = process.cwd()) {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The installed Next's version. */
export const installedNextVersion = (root = process.cwd()) => installedVersion('next', root);

const minorOf = (version) => String(version).split('.').slice(0, 2).join('.');

/**
 * next-rspack is made for one Next minor (its versions follow Next's). A line to print when the
 * installed one is for another, or undefined.
 * @param {string} nextVersion @param {string} rspackVersion
 */
export function rspackMismatch(nextVersion, rspackVersion) {
  if (minorOf(nextVersion) === minorOf(rspackVersion)) return undefined;
  return `build: next-rspack ${rspackVersion} is made for Next ${minorOf(rspackVersion)}, not ${nextVersion}; install the next-rspack for this Next, or build with DMSBG_BUNDLER=webpack`;
}

/**
 * @param {string} nextVersion the installed Next's version
 * @param {Record<string, string | undefined>} env DMSBG_PLAIN_NEXT=1 asks for the plain path,
 *   DMSBG_NEXT_HOOKS=0 for Next as it ships (the plain path without our bundler setup)
 * @returns {{ plain: boolean, args: string[], message?: string }} args: for `next build`; message: the
 *   one line to print when the fast path was asked for but cannot run
 */
export function buildPath(nextVersion, env) {
  const [major, minor] = String(nextVersion).split(/[.-]/).map(Number);
  // No webpack() of ours to keep: Next builds with whatever bundler it defaults to.
  if (!nextHooks(env)) return { plain: true, args: [] };
  // Next 16's `next build` compiles with Turbopack unless told otherwise, and Turbopack does not run
  // next.config.mjs's webpack() (nor next-rspack): --webpack keeps the bundler the config sets up.
  const args = major >= 16 ? ['--webpack'] : [];
  if (plainNext(env)) return { plain: true, args };
  if (major === FAST_PATH_NEXT.major && minor === FAST_PATH_NEXT.minor) return { plain: false, args };
  const supported = `${FAST_PATH_NEXT.major}.${FAST_PATH_NEXT.minor}.x`;
  return { plain: true, args, message: `build: next ${nextVersion} is not a version the fast path was written for (${supported}); building with Next's plain build (if our bundler setup fails on it, DMSBG_NEXT_HOOKS=0 builds with Next as it ships)` };
}

/** The bundler next.config.mjs compiles with: 'rspack' (next-rspack, the default) or 'webpack' (Next's own). */
/** @param {Record<string, string | undefined>} [env] */
export function bundler(env = process.env) {
  const name = bundlerName(env);
  if (name !== 'rspack' && name !== 'webpack') throw new Error(`DMSBG_BUNDLER=${name}: use rspack (the default) or webpack`);
  return name;
}

// The Next build id, from the code that builds the pages: the same code gives the same id, so a
// page the render cache restores (scripts/next/renderCache.ts) names the same build as the pages
// rendered beside it. Next's default is random per build. Content is not an input: the service
// worker names its caches after the deployed files instead (scripts/build/build-offline.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CODE_SOURCES } from '../../lib/config/pipeline.mjs';
import { exportFiles } from '../../lib/files/exportFiles.mjs';
import { bundler } from './build-path.mjs';

/** @param {string} p a file or folder @returns {string[]} */
const filesUnder = (p) => (!fs.existsSync(p) ? [] : fs.statSync(p).isDirectory() ? exportFiles(p) : [p]);

/** A hash of the sources, installed packages, the bundler and NEXT_PUBLIC_* settings (21 characters, like Next's ids). */
export function codeBuildId(root = process.cwd()) {
  const h = crypto.createHash('sha256');
  for (const file of CODE_SOURCES.flatMap((s) => filesUnder(path.join(root, s)))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    h.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  // Rspack and webpack compile the same code into other chunks: never one's compile for the other's.
  if (bundler() !== 'rspack') h.update(`bundler=${bundler()}\0`);
  for (const name of Object.keys(process.env).filter((n) => n.startsWith('NEXT_PUBLIC_')).sort()) h.update(`${name}=${process.env[name]}\0`);
  return h.digest('base64url').slice(0, 21);
}

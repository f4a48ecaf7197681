// Server only: a content-hash cache of the per-page work (compiled MDX, TOC, search text, Markdown
// twin, heading ids) in CACHE_DIR (.next/cache/dmsbg), so a rebuild compiles only pages whose inputs changed.
//
// An entry's file name hashes everything known before compiling: the pipeline (its own source files
// and the versions of the packages it runs), the build mode, the base path, the images, the page's
// kind and slug, and its body; not its version, so a version copied from another (a release) finds
// the other's results. What the page asks about the site while compiling (questions.ts) is recorded
// with the answer, questions about its own version written relative to it ('.'); a result is used
// only when every recorded question still gets the same answer for the page now asking. A key keeps
// one result per distinct set of answers. A stale result is never used.
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from '../../config/paths.mjs';
import { PIPELINE_PACKAGES, pipelineSources } from '../../config/pipeline.mjs';

export { CACHE_DIR };

const hash = (...parts: string[]) => {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 32);
};


/** Every file under a folder (or the file itself), in name order, without tests. */
export function filesUnder(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((f) => filesUnder(path.join(p, f)))
    .filter((f) => !/\.test\.tsx?$/.test(f));
}

let pipeline: string | undefined;
/** A hash of the pipeline's own code and package versions: any change starts a new cache. */
export function pipelineHash(): string {
  if (pipeline) return pipeline;
  const parts = pipelineSources().map((f) => `${f}\n${fs.readFileSync(f, 'utf8')}`);
  for (const name of PIPELINE_PACKAGES) {
    const file = path.resolve('node_modules', name, 'package.json');
    parts.push(`${name}@${fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : '-'}`);
  }
  pipeline = hash(...parts);
  return pipeline;
}

const imageDigests = new Map<string, string>();
/** Names, sizes and modification times of every file under the public folder (image checks and sizes). */
export function publicDigest(publicDir: string): string {
  let digest = imageDigests.get(publicDir);
  if (!digest || process.env.NODE_ENV === 'development') {
    // public/static/ is the build's own output (search index files, manifests), written and pruned by
    // the content step while Next collects pages: it is not walked at all, or a file removed between
    // the listing and its stat would fail the build.
    const top = fs.existsSync(publicDir) ? fs.readdirSync(publicDir).sort().filter((f) => f !== 'static') : [];
    const stats = top
      .flatMap((f) => filesUnder(path.join(publicDir, f)))
      .filter((f) => !f.includes(`${path.sep}static${path.sep}`))
      .map((f) => {
        const s = fs.statSync(f);
        return `${path.relative(publicDir, f)}:${s.size}:${s.mtimeMs}`;
      });
    digest = hash(publicDir, ...stats);
    imageDigests.set(publicDir, digest);
  }
  return digest;
}

/** A result with the questions it depends on (each recorded with its answer; questions.ts). */
interface Variant<T, D> {
  deps: D[];
  value: T;
}

/** Results kept per key: one per distinct set of answers (the same text in several versions). */
const MAX_VARIANTS = 8;

export function cacheKey(...parts: string[]): string {
  return hash(pipelineHash(), ...parts);
}

function readVariants<T, D>(file: string): Variant<T, D>[] {
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { variants: Variant<T, D>[] }).variants;
  } catch {
    return [];
  }
}

/** The cached value, if its key has a result whose every recorded question (none by default) still holds. */
export function readEntry<T, D = never>(kind: string, key: string, holds: (dep: D) => boolean = () => true): T | undefined {
  return readVariants<T, D>(path.join(CACHE_DIR, kind, `${key}.json`)).find((v) => v.deps.every(holds))?.value;
}

/**
 * Adds a result under its key (replacing one with the same answers). Written atomically (temp file,
 * then rename), so a parallel reader never sees half an entry; a parallel writer may drop the other's
 * result, which only costs a compile later.
 */
export function writeEntry<T, D>(kind: string, key: string, deps: D[], value: T): void {
  const dir = path.join(CACHE_DIR, kind);
  const file = path.join(dir, `${key}.json`);
  fs.mkdirSync(dir, { recursive: true });
  const same = JSON.stringify(deps);
  const variants = [...readVariants<T, D>(file).filter((v) => JSON.stringify(v.deps) !== same), { deps, value }].slice(-MAX_VARIANTS);
  const tmp = path.join(dir, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify({ variants }));
  fs.renameSync(tmp, file);
}

export { hash as contentHash };

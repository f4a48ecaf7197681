// The files of a folder (a static export, .next, the sources), for the build steps, the render cache,
// the benchmark and the tests; and linking files into the export.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`, in name order (hashes over them stay stable).
 * @param {string} dir
 * @returns {string[]}
 */
export function exportFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => (e.isDirectory() ? exportFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * The pages below `dir`: every .html file outside Next's `_next` assets.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Puts `from` at `to` as a hard link (a copy across file systems), replacing what was there. A link
 * costs a fraction of a copy; so no build step may write into an exported file, only replace it.
 * The usual case, a new name in an existing folder, is one system call: the folder is made and the
 * old file removed only when the link reports them (file system calls are most of this step's time
 * on a busy machine; three per file took ~0.3 s for the bench corpus's pages).
 * @param {string} from
 * @param {string} to
 */
export function linkFile(from, to) {
  try {
    return fs.linkSync(from, to);
  } catch (error) {
    if (error.code === 'EXDEV') return fs.copyFileSync(from, to);
    if (error.code === 'EEXIST') fs.unlinkSync(to);
    else if (error.code === 'ENOENT') fs.mkdirSync(path.dirname(to), { recursive: true });
    else throw error;
  }
  // The folder exists and the old file is gone: a failure now is the real one (ENOENT: `from` is missing).
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    fs.copyFileSync(from, to);
  }
}

/**
 * Links every file under `from` into the same place under `to`; `skip` names top-level entries to leave out.
 * @param {string} from
 * @param {string} to
 * @param {Set<string>} [skip]
 */
export function linkTree(from, to, skip = new Set()) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(src, dest);
    else linkFile(src, dest);
  }
}

// The files of a folder (a static export, .next, the sources), for the build steps, the benchmark and the tests.
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

// The files of a static export, for the build steps, the benchmark and the integrity test.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
export function exportFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? exportFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
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

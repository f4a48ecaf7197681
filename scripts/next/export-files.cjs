// The fast path's file handling for Next 15.5's export (loaded by scripts/next/next-static-build.cjs,
// which describes why): generated pages moved into out/ instead of copied, written finished and
// without their .meta files.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/** Whether a path is one of the files Next's export generated into .next/server/app. */
const isGeneratedPage = (file) => String(file).startsWith(path.resolve('.next', 'server', 'app') + path.sep);

/** fs for Next's export module: copying a generated page out of .next/server/app moves it. */
const movingGeneratedPages = new Proxy(fs, {
  get(target, key) {
    if (key !== 'promises') return target[key];
    return new Proxy(target.promises, {
      get: (promises, name) =>
        name === 'copyFile'
          ? (src, dest, ...rest) =>
              isGeneratedPage(src) ? promises.rename(src, dest) : promises.copyFile(src, dest, ...rest)
          : promises[name],
    });
  },
});

/**
 * fs/promises for Next's export worker, for the pages it generates into .next/server/app:
 * - a page's `.meta` file (the status and headers `next start` serves a prerendered page with) is
 *   not written: a static export serves no page through Next, and nothing in the build reads them;
 * - a page's HTML is written finished, as post-build would make it (scripts/build/startup-scripts.mjs).
 */
const EXPORT_WORKER = path.join('next', 'dist', 'export', 'worker.js');
let finishing;
const finishPage = async (html) => {
  finishing ??= import(pathToFileURL(path.join(__dirname, '..', 'build', 'startup-scripts.mjs')).href);
  return (await finishing).finishPage(String(html));
};
const writingFinishedPages = (promises) =>
  new Proxy(promises, {
    get(target, key) {
      if (key !== 'writeFile') return target[key];
      return async (file, data, ...rest) => {
        if (!isGeneratedPage(file)) return target.writeFile(file, data, ...rest);
        if (String(file).endsWith('.meta')) return;
        return target.writeFile(file, String(file).endsWith('.html') ? await finishPage(data) : data, ...rest);
      };
    },
  });

module.exports = { EXPORT_WORKER, movingGeneratedPages, writingFinishedPages };

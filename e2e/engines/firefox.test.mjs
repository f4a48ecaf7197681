// The reader's core paths (paths.mjs) in Firefox: Debian's firefox-esr, driven by puppeteer-core over
// WebDriver BiDi (Playwright drives only its own patched Firefox builds, which it cannot download here).
// Offline reading is tested too: Firefox runs the site's service worker and Cache Storage in the
// profile puppeteer makes, so a saved version opens offline, its never-visited pages included.
// Firefox logs every fetch its service worker intercepted and the page aborted as an error, when a
// page is left before its deferred scripts finish: the paths let each page load and go idle first.
import { firefox } from './harness.mjs';
import { readerPaths } from './paths.mjs';

readerPaths('Firefox', firefox, { port: 4193, offline: true });

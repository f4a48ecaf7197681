// The reader's core paths (paths.mjs) in WebKit, the engine of Safari on iPhones: WebKitGTK, driven by
// selenium-webdriver through Debian's WebKitWebDriver on an Xvfb display (Playwright drives only its
// own WebKit builds, which it cannot download here). The browser is webkit-browser.py rather than
// WebKitGTK's MiniBrowser, whose automation session is ephemeral and so never shows its console.
// Offline reading is tested too: WebKitGTK runs the site's service worker and Cache Storage, so a
// saved version opens offline, its never-visited pages included. One difference from Safari: this
// build has no navigator.storage, so the site's check for room before saving (lib/offline/save.ts)
// is skipped here; Safari has it.
import { webkit } from './harness.mjs';
import { readerPaths } from './paths.mjs';

readerPaths('WebKit', webkit, {
  port: 4194,
  offline: true,
});

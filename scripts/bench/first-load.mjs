// First-load bytes (gzip) by type and requests of four pages of the export, in Chromium.
import zlib from 'node:zlib';
import { BASE_PATH } from '../../lib/routes/base.mjs';
import { kb, ORIGIN, serveExport, withBrowser } from './shared.mjs';

export const PAGES = ['/', '/guides/vpn/wireguard/', '/1.9.5/guides/vpn/ipsec/', '/no-such-page/'];

function typeOf(url, contentType = '') {
  if (/\.js(\?|$)/.test(url) || contentType.includes('javascript')) return 'js';
  if (/\.css(\?|$)/.test(url) || contentType.includes('css')) return 'css';
  if (/\.woff2?(\?|$)/.test(url)) return 'fonts';
  if (/\.(svg|png|jpe?g|webp|gif|ico)(\?|$)/.test(url) || contentType.startsWith('image/')) return 'images';
  if (contentType.includes('html')) return 'html';
  return 'other';
}

async function firstLoad(browser, sitePath) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  const totals = { html: 0, js: 0, css: 0, fonts: 0, images: 0, other: 0 };
  let requests = 0;
  const pending = [];
  page.on('response', (res) => {
    requests++;
    pending.push(
      res
        .body()
        .then((body) => {
          totals[typeOf(res.url(), res.headers()['content-type'])] += zlib.gzipSync(body).length;
        })
        .catch(() => {}),
    );
  });
  await page.goto(`${ORIGIN}${BASE_PATH}${sitePath}`, { waitUntil: 'networkidle' });
  // Doc pages ask for their scripts only after the first paint (startup-scripts.mjs); on a busy machine that can come
  // after half a second of network quiet, which ended the count before the JS: the page counts once it is hydrated.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return { path: sitePath, requests, ...totals, total: Object.values(totals).reduce((a, b) => a + b, 0) };
}

/** First load of every page in PAGES from the export in out/. */
export async function firstLoads() {
  const server = await serveExport();
  try {
    return await withBrowser(async (browser) => {
      const pages = [];
      for (const p of PAGES) pages.push(await firstLoad(browser, p));
      return pages;
    });
  } finally {
    server.stop();
  }
}

export default {
  async run(result) {
    result.pages = await firstLoads();
  },
  report: (result) => ({
    firstLoad: result.pages.map((p) => `| ${p.path} | ${kb(p.html)} | ${kb(p.js)} | ${kb(p.css)} | ${kb(p.fonts)} | ${kb(p.images)} | ${kb(p.other)} | ${kb(p.total)} | ${p.requests} |`),
  }),
};

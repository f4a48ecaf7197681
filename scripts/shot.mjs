// Screenshots for looking at the site: node scripts/shot.mjs <url> <out.png> [width] [dark] [fullPage]
import { chromium } from '@playwright/test';
const [url, out, width = '1280', theme = 'light', full = ''] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 800 : 900 }, colorScheme: theme === 'dark' ? 'dark' : 'light' });
page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[console.${m.type()}]`, m.text()));
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: full === 'full' });
console.log('title:', await page.title(), '| url:', page.url());
await browser.close();

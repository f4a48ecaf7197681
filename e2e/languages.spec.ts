// Languages (issue #47) on the fixture site, which has two besides English: Hindi (hi, left to right,
// two translated pages, its guides index outdated) and Arabic (ar, right to left, one translated
// page): e2e/fixtures/content/i18n/. The real site has one language and shows no switcher.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axe } from './axe';
import { withExport } from './offlineUtils';
import { FIXTURE_LOCAL_ORIGIN, FIXTURE_ORIGIN, FIXTURE_OUT } from './playwright.config';
import { expect, gotoReady, test, url } from './utils';

const fixture = (p: string) => FIXTURE_ORIGIN + url(p);
const languageSwitcher = (page: Page) => page.locator('header .navbar-tools > .language-switcher');

test('a page in a language has that language and direction on <html>; English pages keep lang="en" and no dir', async ({ page }) => {
  for (const [path, lang, dir] of [
    ['/hi/guides/vpn/wireguard/', 'hi', 'ltr'],
    ['/ar/guides/vpn/wireguard/', 'ar', 'rtl'],
    ['/ar/2.6.0/guides/', 'ar', 'rtl'],
  ] as const) {
    await gotoReady(page, path, FIXTURE_ORIGIN);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
  }
  await gotoReady(page, '/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.locator('html').getAttribute('dir')).toBeNull();
});

test("a translated page shows its text and its language's interface, keeps the English heading ids, and links stay in the language", async ({ page }) => {
  await gotoReady(page, '/hi/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('article h1')).toHaveText('वायरगार्ड');
  await expect(page.locator('article')).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('.untranslated-notice')).toHaveCount(0);
  // The heading ids are the English page's, so a #section survives a change of language.
  await expect(page.locator('article h2').first()).toHaveAttribute('id', 'site-to-site-vpn');
  await expect(page.locator('article h3')).toHaveAttribute('id', 'peers');
  // Interface strings from content/i18n/hi/locale.json; one the language leaves out stays English.
  await expect(page.locator('.toc-container .toc-title')).toHaveText('इस पृष्ठ पर');
  await expect(page.locator('.pager')).toContainText('पिछला पृष्ठ');
  // Words the compile writes into the page (callout titles) are the language's too.
  await expect(page.locator('article aside.callout-warning .callout-title')).toHaveText('चेतावनी');
  // Sidebar, pager and "In versions" lead to pages in Hindi; translated pages are named by their translated title.
  await expect(page.locator('.sidebar a', { hasText: 'वायरगार्ड' })).toHaveAttribute('href', url('/hi/guides/vpn/wireguard/'));
  // The language's own sidebar labels (content/i18n/hi/2.8.0/guides/**/_meta.json), for a group and an untranslated page.
  await expect(page.locator('.sidebar a', { hasText: 'मेश वीपीएन' })).toHaveAttribute('href', url('/hi/guides/vpn/mesh/'));
  await expect(page.locator('.sidebar')).toContainText('वीपीएन');
  await expect(page.locator('.in-versions a', { hasText: '2.7.0' })).toHaveAttribute('href', url('/hi/2.7.0/guides/vpn/wireguard/'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dmsbg\/hi\/guides\/vpn\/wireguard\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a page a language has not translated shows the English text, says so in that language, and is a copy for search engines', async ({ page }) => {
  await gotoReady(page, '/hi/guides/vpn/mesh/', FIXTURE_ORIGIN);
  await expect(page.locator('article h1')).toHaveText('Mesh VPN');
  await expect(page.locator('article')).toHaveAttribute('lang', 'en');
  const notice = page.locator('.untranslated-notice');
  await expect(notice).toContainText('हिन्दी');
  await expect(notice.locator('a')).toHaveAttribute('href', url('/guides/vpn/mesh/'));
  await expect(notice.locator('a')).toHaveAttribute('hreflang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dmsbg\/guides\/vpn\/mesh\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // Its content links still lead to pages in Hindi.
  await expect(page.locator('article a', { hasText: 'WireGuard' })).toHaveAttribute('href', url('/hi/guides/vpn/wireguard/#peers'));
  // The pages the build writes (What's new, Upgrading) likewise: English entries in the language's interface.
  await gotoReady(page, '/hi/guides/whats-new/', FIXTURE_ORIGIN);
  await expect(page.locator('article')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.untranslated-notice')).toContainText('हिन्दी');
  await expect(page.locator('.toc-container .toc-title')).toHaveText('इस पृष्ठ पर');
  // Except the entries a translation translates (its own `changes:`): in Hindi, marked as Hindi; the rest stay English.
  const keepalive = 'हर पीयर का कीपअलाइव अंतराल अब अलग से तय होता है।';
  await expect(page.locator('article li span[lang="hi"][dir="ltr"]')).toHaveText([keepalive]);
  await expect(page.locator('article')).not.toContainText("A peer's keepalive interval is set per peer.");
  await expect(page.locator('article')).toContainText('Offices can join a mesh VPN, set up on its own page.');
  // Upgrading lists it in each older version's list; the English pages keep the English entry.
  await gotoReady(page, '/hi/guides/upgrade/', FIXTURE_ORIGIN);
  await expect(page.locator('article li span[lang="hi"]', { hasText: keepalive })).toHaveCount(2);
  await gotoReady(page, '/guides/whats-new/', FIXTURE_ORIGIN);
  await expect(page.locator('article')).toContainText("A peer's keepalive interval is set per peer.");
  await expect(page.locator('article span[lang]')).toHaveCount(0);
});

test('a translation made from an older English text names the English sections changed since, each linked', async ({ page }) => {
  await gotoReady(page, '/hi/guides/', FIXTURE_ORIGIN);
  await expect(page.locator('article h1')).toHaveText('परिचय');
  const notice = page.locator('.outdated-notice');
  await expect(notice.locator('a')).toHaveText(['Mesh Networks']);
  await expect(notice.locator('a')).toHaveAttribute('href', url('/guides/#mesh-networks'));
  // A translation made from today's English says nothing.
  await gotoReady(page, '/hi/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('.outdated-notice')).toHaveCount(0);
});

test("a translation serves another version whose English says the same, as a translation of that version", async ({ page, request }) => {
  // Written for 2.8.0 only (content/i18n/hi/2.8.0/); 2.7.0's English WireGuard page says the same.
  await gotoReady(page, '/hi/2.7.0/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('article h1')).toHaveText('वायरगार्ड');
  await expect(page.locator('.untranslated-notice')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\/dmsbg\/hi\/2\.7\.0\/guides\/vpn\/wireguard\/$/);
  expect(await (await request.get(fixture('/sitemap.xml'))).text()).toContain('/dmsbg/hi/2.7.0/guides/vpn/wireguard/');
  // 2.6.0's English says something else: English there, with the notice.
  await gotoReady(page, '/hi/2.6.0/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('.untranslated-notice')).toHaveCount(1);
});

test('the translation status page lists each language\'s pages by version: current, outdated with the sections, missing', async ({ page, request }) => {
  await gotoReady(page, '/i18n-status/', FIXTURE_ORIGIN);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const hindi = page.locator('section[lang="hi"]');
  await expect(hindi.locator('h2')).toHaveText('हिन्दी (hi)');
  await expect(hindi).toContainText(/Interface strings: \d+ of \d+ translated\./);
  const row = (version: string, title: string) => hindi.locator(`details:has(summary[data-version="${version}"]) tr`, { hasText: title });
  await expect(hindi.locator('summary[data-version="2.8.0"]')).toHaveText(/2\.8\.0: 1 current, 1 outdated, \d+ missing/);
  await expect(row('2.8.0', 'परिचय')).toHaveAttribute('data-state', 'outdated');
  await expect(row('2.8.0', 'परिचय').locator('td').nth(1).locator('a')).toHaveAttribute('href', url('/guides/#mesh-networks'));
  await expect(row('2.8.0', 'वायरगार्ड')).toHaveAttribute('data-state', 'current');
  await expect(row('2.8.0', 'Mesh VPN')).toHaveAttribute('data-state', 'missing');
  await expect(row('2.8.0', 'Mesh VPN').locator('a')).toHaveAttribute('href', url('/hi/guides/vpn/mesh/'));
  await hindi.locator('summary[data-version="2.7.0"]').click();
  await expect(row('2.7.0', 'वायरगार्ड')).toContainText('Current (the 2.8.0 translation)');
  expect(await (await request.get(fixture('/sitemap.xml'))).text()).not.toContain('i18n-status');
  // A site in one language has no status page.
  expect((await request.get(url('/i18n-status/'))).status()).toBe(404);
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
});

test("a language's Markdown twins and llms files hold its translated pages; a page it shows in English offers the English twin", async ({ page, request }) => {
  await gotoReady(page, '/hi/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('.page-menu a.page-action').first()).toHaveAttribute('href', url('/hi/guides/vpn/wireguard.md'));
  const twin = await request.get(fixture('/hi/guides/vpn/wireguard.md'));
  expect(twin.status()).toBe(200);
  expect(await twin.text()).toMatch(/^# वायरगार्ड\n/);
  const llms = await (await request.get(fixture('/hi/llms.txt'))).text();
  expect(llms).toContain(`[वायरगार्ड](${url('/hi/guides/vpn/wireguard.md')})`);
  expect(llms).not.toContain('mesh');
  expect(await (await request.get(fixture('/hi/llms-full.txt'))).text()).toContain('# वायरगार्ड');
  // Untranslated: the English twin, and no Hindi one.
  await gotoReady(page, '/hi/guides/vpn/mesh/', FIXTURE_ORIGIN);
  await expect(page.locator('.page-menu a.page-action').first()).toHaveAttribute('href', url('/guides/vpn/mesh.md'));
  expect((await request.get(fixture('/hi/guides/vpn/mesh.md'))).status()).toBe(404);
});

test('the language switcher lists every language, marks the ones that show the page in English, and keeps the section and query', async ({ page }) => {
  await gotoReady(page, '/guides/vpn/wireguard/?x=1#peers', FIXTURE_ORIGIN);
  await languageSwitcher(page).locator('summary').click();
  const links = languageSwitcher(page).locator('.dropdown-panel a');
  await expect(links).toHaveText(['English', 'العربية', 'हिन्दी']);
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'true');
  await links.nth(2).click();
  await expect(page).toHaveURL(fixture('/hi/guides/vpn/wireguard/?x=1#peers'));
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('article h1')).toHaveText('वायरगार्ड');
  // On a page only English has: the other languages are marked as showing it in English.
  await gotoReady(page, '/guides/vpn/mesh/', FIXTURE_ORIGIN);
  await languageSwitcher(page).locator('summary').click();
  await expect(languageSwitcher(page).locator('a[data-translated="false"]')).toHaveText([/العربية/, /हिन्दी/]);
  // The same page in each language, in the page's version.
  await gotoReady(page, '/2.7.0/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(languageSwitcher(page).locator('a[hreflang="ar"]')).toHaveAttribute('href', url('/ar/2.7.0/guides/vpn/wireguard/'));
});

test('a right-to-left page puts the sidebar at the right and keeps code left to right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, '/ar/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  const sidebar = await page.locator('.sidebar').boundingBox();
  const article = await page.locator('article').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(article!.x);
  await gotoReady(page, '/ar/guides/vpn/mesh/', FIXTURE_ORIGIN);
  expect(await page.locator('.code-block').first().evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

// One test per page: axe over a whole page is the slow part, and two in one test's budget ran out on a busy machine.
for (const path of ['/ar/guides/vpn/wireguard/', '/ar/guides/vpn/mesh/']) {
  test(`a right-to-left page passes axe: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, path, FIXTURE_ORIGIN);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}

test('a site with one language shows no language switcher', async ({ page }) => {
  await gotoReady(page, '/guides/vpn/wireguard/');
  await expect(page.locator('.language-switcher')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("the 404 page speaks the path's language, links that language's home in the path's version, and sends other orders to the canonical page", async ({ page }) => {
  await page.goto(fixture('/hi/no-such-page/'));
  await expect(page.locator('.not-found-title')).toHaveText('पृष्ठ नहीं मिला');
  await expect(page.locator('.not-found a.button')).toHaveText('मुझे होम ले चलें');
  await expect(page.locator('.not-found a.button')).toHaveAttribute('href', url('/hi/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto(fixture('/ar/2.6.0/no-such-page/'));
  await expect(page.locator('.not-found a.button')).toHaveAttribute('href', url('/ar/2.6.0/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.not-found-title')).toHaveText('الصفحة غير موجودة');
  // Its language switcher names the path's language and leads to each language's home in the path's version.
  await expect(languageSwitcher(page).locator('summary span[lang]')).toHaveText('العربية');
  await languageSwitcher(page).locator('summary').click();
  await expect(languageSwitcher(page).locator('a[aria-current="true"]')).toHaveAttribute('hreflang', 'ar');
  await expect(languageSwitcher(page).locator('a[hreflang="hi"]')).toHaveAttribute('href', url('/hi/2.6.0/'));
  await expect(languageSwitcher(page).locator('a[hreflang="en"]')).toHaveAttribute('href', url('/2.6.0/'));
  await languageSwitcher(page).locator('a[hreflang="hi"]').click();
  await expect(page).toHaveURL(fixture('/hi/2.6.0/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The default language's segment, and the version before the language, end on the canonical page.
  await page.goto(fixture('/en/guides/vpn/wireguard/'));
  await expect(page).toHaveURL(fixture('/guides/vpn/wireguard/'));
  await page.goto(fixture('/2.6.0/hi/guides/'));
  await expect(page).toHaveURL(fixture('/hi/2.6.0/guides/'));
  // An English 404 stays English.
  await page.goto(fixture('/guides/en/'));
  await expect(page.locator('.not-found-title')).toHaveText('PAGE NOT FOUND');
});

test("a language's print page holds the version in that language: translations, the other pages in English and marked so", async ({ page }) => {
  await gotoReady(page, '/hi/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('.page-menu a.page-action', { hasText: 'Print the whole guide' })).toHaveAttribute('href', url('/hi/guides/print/'));
  await gotoReady(page, '/hi/guides/print/', FIXTURE_ORIGIN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('.print-contents a', { hasText: 'वायरगार्ड' })).toHaveAttribute('href', '#vpn-wireguard');
  await expect(page.locator('#vpn-wireguard')).toHaveText('वायरगार्ड');
  await expect(page.locator('article.print-chapter:has(#vpn-wireguard)')).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('article.print-chapter:has(#vpn-mesh)')).toHaveAttribute('lang', 'en');
  // A link between two pages of the book leads inside it, in the language.
  await expect(page.locator('article.print-chapter:has(#vpn-mesh) a', { hasText: 'WireGuard' }).first()).toHaveAttribute('href', /^#vpn-wireguard/);
});

test.describe('offline reading in a language', () => {
  test.use({ serviceWorkers: 'allow' });

  test("saving a version in Hindi saves that language's pages, translated or not, and its search index; the English copy is separate", async ({ page, context }) => {
    test.setTimeout(90_000);
    // Served by the test, which takes the network away from the worker too (offline.spec.ts, 'offline with nothing saved').
    await withExport(FIXTURE_OUT, async (server) => {
      await gotoReady(page, '/hi/guides/vpn/wireguard/', server.origin);
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });
      await page.locator('.page-actions details.page-menu summary').click();
      await page.getByRole('button', { name: 'Save 2.8.0 (हिन्दी) for offline reading' }).click();
      await expect(page.locator('.offline-saved').filter({ hasText: /^✓ 2\.8\.0 \(हिन्दी\) saved/ })).toBeVisible({ timeout: 60_000 });
      // The copy holds the language's search index, not English's.
      const files = await page.evaluate(async () => (await (await caches.open('dmsbg-offline-files')).keys()).map((r) => new URL(r.url).pathname));
      expect(files.some((f) => /search_index\.2\.8\.0\.hi\.outline\./.test(f))).toBe(true);
      expect(files.some((f) => /search_index\.2\.8\.0\.outline\./.test(f))).toBe(false);
      server.state.down = true;
      await context.setOffline(true);
      // A page never visited, which Hindi shows in English, opens offline in the Hindi interface.
      await page.goto(server.origin + url('/hi/guides/vpn/mesh/'));
      await expect(page.locator('article h1')).toHaveText('Mesh VPN');
      await expect(page.locator('.untranslated-notice')).toContainText('हिन्दी');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // The English copy of the version is not saved: the offline page, pointing at the Hindi copy.
      const response = await page.goto(server.origin + url('/guides/vpn/mesh/'));
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('link', { name: 'DMSBG 2.8.0 (हिन्दी) guides' })).toHaveAttribute('href', url('/hi/'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // A Hindi page that is not saved: the offline page in Hindi.
      expect((await page.goto(server.origin + url('/hi/2.7.0/guides/')))?.status()).toBe(503);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
      await context.setOffline(false);
    });
  });
});

test.describe('first visit in a Hindi browser', () => {
  // Playwright's Chromium says HeadlessChrome, which the redirect leaves alone like any bot.
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  test.use({ locale: 'hi-IN', userAgent: CHROME });

  test('goes to the same page in Hindi once, keeping #section; a second visit, an explicit language and a chosen one stay put', async ({ page }) => {
    await page.goto(fixture('/guides/vpn/wireguard/#peers'));
    await expect(page).toHaveURL(fixture('/hi/guides/vpn/wireguard/#peers'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // Remembered: the English page now stays English.
    await page.goto(fixture('/guides/vpn/mesh/'));
    await expect(page).toHaveURL(fixture('/guides/vpn/mesh/'));
    // An explicit language link is never redirected, even on a first visit.
    await page.evaluate(() => localStorage.clear());
    await page.goto(fixture('/ar/guides/'));
    await expect(page).toHaveURL(fixture('/ar/guides/'));
  });

  test('a bot is never redirected', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.goto(fixture('/guides/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(fixture('/guides/'));
    await context.close();
  });

  test('with storage blocked nothing redirects (it could not be remembered)', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN', userAgent: CHROME });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    await page.goto(fixture('/guides/'));
    await expect(page.locator('h1')).toHaveText('Introduction');
    await expect(page).toHaveURL(fixture('/guides/'));
    await context.close();
  });
});

test("local search reads the page's language's index: a Hindi word, or the English title, finds the Hindi page; English reads English's", async ({ page }) => {
  // The fixture built with local search (npm run build:fixture-local).
  const indexFiles: string[] = [];
  page.on('request', (r) => r.url().includes('/static/search/') && indexFiles.push(new URL(r.url()).pathname.split('/').pop()!));
  await gotoReady(page, '/hi/guides/', FIXTURE_LOCAL_ORIGIN);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  const input = dialog.getByPlaceholder('दस्तावेज़ खोजें');
  await input.fill('वायरगार्ड');
  await expect(dialog.getByRole('option').first()).toContainText('वायरगार्ड');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('href', url('/hi/guides/vpn/wireguard/'));
  // The English title as shown on the box finds the translated page too (at a low weight, as body text, so
  // below a page whose text says it: the Hindi Mesh page shows its English text).
  await input.fill('WireGuard');
  await expect(dialog.locator(`[role="option"][href^="${url('/hi/guides/vpn/wireguard/')}"]`).first()).toContainText('वायरगार्ड');
  // This version's Hindi outline, and only Hindi files (the other versions' outlines too, for "In other versions").
  expect(indexFiles.some((f) => f.startsWith('search_index.2.8.0.hi.outline.')), indexFiles.join(', ')).toBe(true);
  expect(indexFiles.every((f) => /^search_index\.[\d.]+\.hi\./.test(f)), indexFiles.join(', ')).toBe(true);
  // The same version in English reads the English index. A page of its own, so that what the Hindi page still
  // fetches for "In other versions" as it is left is not counted as the English page's.
  const english = await page.context().newPage();
  const englishFiles: string[] = [];
  english.on('request', (r) => r.url().includes('/static/search/') && englishFiles.push(new URL(r.url()).pathname.split('/').pop()!));
  await gotoReady(english, '/guides/', FIXTURE_LOCAL_ORIGIN);
  await english.keyboard.press('Control+k');
  await english.getByRole('dialog').getByPlaceholder('Search Docs').fill('WireGuard');
  await expect(english.getByRole('dialog').getByRole('option').first()).toHaveAttribute('href', new RegExp(`^${url('/guides/vpn/wireguard/')}`));
  expect(englishFiles.some((f) => f.startsWith('search_index.2.8.0.outline.')), englishFiles.join(', ')).toBe(true);
  expect(englishFiles.every((f) => /^search_index\.[\d.]+\.(outline|terms|text|vocabulary)/.test(f)), englishFiles.join(', ')).toBe(true);
});

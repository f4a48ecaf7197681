import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getVersion } from '../lib/content/site';
import { chapterAnchor } from '../lib/content/outputs/print';
import { rulesOf } from '../lib/content/source/rules';
import { indexFiles, type SearchManifest, type SearchOutlineFile } from '../lib/search/types';
import { expect, gotoReady, openPageMenu, site, test, url } from './utils';

// Taking the guides to the field (issue #32): heading links and printing.
const WIREGUARD = '/guides/vpn/wireguard/';

test.describe('heading links', () => {
  test('every h2 and h3 links to itself, named after its section, outside the heading text', async ({ page }) => {
    await gotoReady(page, WIREGUARD);
    const link = page.getByRole('link', { name: 'Link to section: Client Fields' });
    await expect(link).toHaveAttribute('href', '#client-fields');
    // The heading keeps its id, its text and its accessible name: the link is beside it.
    const heading = page.getByRole('heading', { name: 'Client Fields', exact: true });
    await expect(heading).toHaveAttribute('id', 'client-fields');
    await expect(heading).toHaveText('Client Fields');
    const article = page.locator('article.doc-content');
    const headings = article.locator(':is(h2, h3)[id]');
    const anchors = article.locator('.heading-anchor');
    expect(await anchors.count()).toBe(await headings.count());
    // Hidden until hovered or focused on a pointer screen; keyboard focus shows it and Enter follows it.
    await expect(link).toHaveCSS('opacity', '0');
    await link.focus();
    await expect(link).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#client-fields$/);
    await expect(heading).toBeInViewport();
  });

  test('on a touch screen the link always shows', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(url(WIREGUARD));
    await expect(page.getByRole('link', { name: 'Link to section: Client Fields' })).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('no TOC entry, search hit or Markdown twin carries it', async ({ page, request }) => {
    await gotoReady(page, WIREGUARD);
    const toc = await page.locator('.toc-container .toc-link').allTextContents();
    expect(toc).toContain('Client Fields');
    for (const entry of toc) expect(entry).not.toMatch(/#|Link to section/);
    const twin = await (await request.get(url('/guides/vpn/wireguard.md'))).text();
    expect(twin).toContain('### Client Fields\n');
    expect(twin).not.toContain('Link to section');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the guides' });
    await dialog.getByPlaceholder('Search Docs').fill('client fields');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    for (const hit of await dialog.getByRole('option').allTextContents()) expect(hit).not.toContain('Link to section');
  });
});

/** Widest element box beyond the page's right edge (0 when nothing overflows the sheet). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Math.max(0, ...[...document.querySelectorAll('pre, .code-block, table, img')].map((el) => el.getBoundingClientRect().right - width));
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`print: the content alone on white, code wrapped (${colorScheme} theme)`, async ({ browser }) => {
    // A4 at 96 dpi less the sheet's margins: what the printed column is.
    const context = await browser.newContext({ colorScheme, viewport: { width: 690, height: 1000 } });
    const page = await context.newPage();
    await gotoReady(page, '/guides/pbx/api/cdr/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['header.navbar', '.doc-bar', '#sidebar-drawer', '.toc-container', '.page-actions', '.doc-footer', '.site-footer', '.heading-anchor']) {
      for (const el of await page.locator(chrome).all()) await expect(el, chrome).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.print-meta')).toHaveText(/^CDR API · DMSBG Docs, version 2\.7\.0 · https?:\/\/.+\/dmsbg\/guides\/pbx\/api\/cdr\/$/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('.code-block').first()).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    await expect(page.locator('.code-block pre').first()).toHaveCSS('white-space', 'pre-wrap');
    expect(await overflow(page)).toBeLessThanOrEqual(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.print-meta')).toBeHidden();
    await context.close();
  });
}

test('print: external links show their address, table rows and callouts stay whole', async ({ page }) => {
  await gotoReady(page, '/guides/administration/first-login/');
  await page.emulateMedia({ media: 'print' });
  const external = page.locator('article a[href^="http"]').first();
  const href = await external.getAttribute('href');
  expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
  await gotoReady(page, WIREGUARD);
  await expect(page.locator('article tr').first()).toHaveCSS('break-inside', 'avoid');
  await expect(page.locator('article .callout').first()).toHaveCSS('break-inside', 'avoid');
  await expect(page.locator('article img').first()).toHaveCSS('break-inside', 'avoid');
});

// The whole version on one page: two versions, the default (no version segment) and an older one.
for (const [version, home] of [
  ['2.7.0', '/'],
  ['2.6.9', '/2.6.9/'],
] as const) {
  test.describe(`print page of ${version}`, () => {
    const printPath = `${home}guides/print/`;

    test('every page in sidebar order, unique ids, links inside the page, noindex', async ({ page }) => {
      await gotoReady(page, printPath);
      const { order: sidebar, guides } = getVersion(site, version);
      // Every guide whose rules put it in print (not the pages made of other pages: What's new, Glossary).
      const order = sidebar.filter((o) => rulesOf(guides.get(o.slug)).print);
      const chapters = page.locator('article.print-chapter > h2');
      expect(await chapters.evaluateAll((hs) => hs.map((h) => h.id))).toEqual(order.map((o) => chapterAnchor(o.slug)));
      expect(await chapters.allTextContents()).toEqual(order.map((o) => guides.get(o.slug)!.frontmatter.title));
      // The contents list links every chapter.
      expect(await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').count()).toBe(order.length);
      const { ids, duplicates, broken, crossPage, outOfPage } = await page.evaluate(() => {
        const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
        const links = [...document.querySelectorAll<HTMLAnchorElement>('.print-book a[href]')].map((a) => a.getAttribute('href')!);
        const hashes = links.filter((h) => h.startsWith('#')).map((h) => decodeURIComponent(h.slice(1)));
        return {
          ids: all.length,
          duplicates: all.filter((id, i) => all.indexOf(id) !== i),
          broken: hashes.filter((h) => !document.getElementById(h)),
          // Written in one chapter, leading to another one's heading.
          crossPage: [...document.querySelectorAll<HTMLAnchorElement>('.print-chapter a[href^="#"]')].filter((a) => a.closest('.print-chapter')!.contains(document.getElementById(a.hash.slice(1).split('--')[0])) === false).length,
          outOfPage: links.filter((h) => /^\/dmsbg\/(\d[^/]*\/)?guides\//.test(h)),
        };
      });
      expect(ids).toBeGreaterThan(order.length * 3);
      expect(duplicates).toEqual([]);
      expect(broken).toEqual([]);
      expect(crossPage).toBeGreaterThan(0);
      expect(outOfPage).toEqual([]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('reached from the guides index and every page; kept out of the sitemap, search and Markdown twins', async ({ page, request }) => {
      await gotoReady(page, `${home}guides/`);
      await openPageMenu(page);
      const link = page.locator('.page-actions').getByRole('link', { name: 'Print the whole guide' });
      await expect(link).toHaveAttribute('href', url(printPath));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${url(printPath)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`DMSBG ${version} guides`);
      // Loaded as a document, which the browser renders as it streams in, not by a client navigation
      // that first waits for the whole book's payload.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0].name)).toMatch(new RegExp(`${url(printPath)}$`));
      // A link between pages leads to the chapter, on the same page.
      const before = page.url();
      const internal = page.locator('.print-chapter a[href^="#"]:not(.heading-anchor)').first();
      const target = (await internal.getAttribute('href'))!;
      await internal.click();
      expect(page.url()).toBe(before.replace(/#.*$/, '') + target);
      await expect(page.locator(target)).toBeInViewport();
      expect(await (await request.get(url('/sitemap.xml'))).text()).not.toContain('/print/');
      expect((await request.get(url(`${home}guides/print.md`))).status()).toBe(404);
      const manifest = (await (await request.get(url('/static/search-manifest.json'))).json()) as SearchManifest;
      const outline = (await (await request.get(manifest[version].outline)).json()) as SearchOutlineFile;
      for (const file of indexFiles(manifest[version].outline, outline.shards)) expect(await (await request.get(file)).text()).not.toContain('guides/print');
      await expect(page.locator('#sidebar-drawer')).toHaveCount(0);
    });
  });
}

test('print page: each chapter starts a new sheet, the contents and hint only on screen', async ({ page }) => {
  await gotoReady(page, '/2.6.9/guides/print/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-chapter').nth(1)).toHaveCSS('break-before', 'page');
  await expect(page.locator('.print-hint')).toBeHidden();
  await expect(page.locator('.print-chapter .print-meta').first()).toBeVisible();
});

// axe over every page of a version, in eight parts of the book (each with the page around it), so that
// each part keeps to its own timeout as the guides grow (the whole book at once took over two minutes on
// CI's two cores once the pages had grown; a quarter of it took 1.2-1.5 min with a CPU burner beside the
// suite, at the edge of its 90 s). A part's checks still see the whole document, so an id or a landmark
// name repeated in another part is still a violation.
const PRINT_PARTS = 8;
for (let part = 0; part < PRINT_PARTS; part++) {
  test(`print page, part ${part + 1} of ${PRINT_PARTS} of its chapters: no violations for axe`, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoReady(page, '/2.6.9/guides/print/');
    const chapters = await page.locator('article.print-chapter').count();
    const size = Math.ceil(chapters / PRINT_PARTS);
    // The chapters are the book's only <article> elements, in order.
    const first = part * size + 1;
    const last = Math.min(chapters, first + size - 1);
    expect(chapters).toBeGreaterThan(PRINT_PARTS);
    const selector = `article.print-chapter:nth-of-type(n+${first}):nth-of-type(-n+${last})`;
    // The part is what it says: a selector that matched nothing would give axe nothing to check.
    await expect(page.locator(selector)).toHaveCount(last - first + 1);
    const builder = new AxeBuilder({ page }).include(selector);
    // The page around the chapters (navbar, title, contents) once, with the first part.
    if (part === 0) builder.include('header').include('.print-book > h1').include('.print-contents');
    // Only violations are reported in full: axe's time on a page this size goes mostly into recording every element that passes.
    const results = await builder.options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}

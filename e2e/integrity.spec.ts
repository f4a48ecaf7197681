// Link integrity over the whole export: every same-site link resolves to a page, every #hash exists
// on its target, every image exists, and external links open safely in a new tab; every page's
// inline scripts are allowed by its own Content-Security-Policy.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { htmlFiles } from '../lib/files/exportFiles.mjs';
import { cspProblems } from '../scripts/build/security-headers.mjs';
import { FIXTURE_OUT } from './playwright.config';

const OUT = fileURLToPath(new URL('../out', import.meta.url));
const BASE = '/dmsbg';

/** The export file a same-site URL path resolves to, the way the static server resolves it. */
function fileFor(urlPath: string): string | null {
  const rel = decodeURIComponent(urlPath.slice(BASE.length)) || '/';
  const full = path.join(OUT, rel);
  const candidates = rel.endsWith('/') ? [path.join(full, 'index.html')] : [full, `${full}.html`, path.join(full, 'index.html')];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const html = fs.readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file)!;
}

test('every same-site link and #hash in the export resolves', () => {
  const files = htmlFiles(OUT);
  expect(files.length).toBeGreaterThan(230);
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
    const page = path.relative(OUT, file);
    for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      if (/^[a-z]+:|^\/\//i.test(href)) continue;
      checked++;
      const [p, hash] = href.split('#');
      const target = p ? fileFor(p) : file;
      if (p && !p.startsWith(`${BASE}/`)) broken.push(`${page}: link outside the base path: ${href}`);
      else if (!target) broken.push(`${page}: ${href} (no such page)`);
      else if (hash && !idsOf(target).has(decodeURIComponent(hash))) broken.push(`${page}: ${href} (no #${hash})`);
    }
    for (const [, src] of html.matchAll(/<img\s[^>]*src="([^"]+)"/g)) {
      if (/^[a-z]+:|^\/\//i.test(src)) continue;
      if (!fileFor(src.split('?')[0])) broken.push(`${page}: image ${src} missing`);
    }
  }
  expect(checked).toBeGreaterThan(5000);
  expect(broken).toEqual([]);
});

test('external links open in a new tab with rel="noopener noreferrer"', () => {
  const unsafe: string[] = [];
  for (const file of htmlFiles(OUT)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [tag, href] of html.matchAll(/<a\s[^>]*href="(https?:[^"]+)"[^>]*>/g)) {
      if (!/target="_blank"/.test(tag) || !/rel="noopener noreferrer"/.test(tag)) unsafe.push(`${path.relative(OUT, file)}: ${href}`);
    }
  }
  expect(unsafe).toEqual([]);
});

test('every page is real HTML: content, sidebar, outline and pager work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('http://localhost:4173/dmsbg/guides/vpn/wireguard/');
  await expect(page.locator('article h1')).toHaveText('WireGuard');
  await expect(page.locator('.toc a').first()).toHaveAttribute('href', /^#/);
  await page.locator('.pager-link.next').click();
  await expect(page).not.toHaveURL(/wireguard/);
  await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Introduction' }).click();
  await expect(page.locator('article h1')).toHaveText('Introduction');
  await context.close();
});

/** Markdown links and images of a text: [text](href) and ![alt](src). */
const markdownLinks = (text: string) => [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\((\/[^)\s]+)\)/g)].map((m) => m[1]);

test('every guide page has a Markdown twin, and every link in the twins and llms files resolves', () => {
  const pages = htmlFiles(OUT)
    .map((f: string) => '/' + path.relative(OUT, f).split(path.sep).join('/'))
    // A version's print page (guides/print/) is no guide: it has no twin.
    .filter((p: string) => /\/guides\/(.+\/)?index\.html$/.test(p) && !/\/guides\/print\/index\.html$/.test(p));
  expect(pages.length).toBeGreaterThan(230);
  const broken: string[] = [];
  const texts: [string, string][] = [];
  for (const page of pages) {
    const twin = page.replace(/\/index\.html$/, '.md');
    const file = path.join(OUT, twin);
    if (!fs.existsSync(file)) broken.push(`${page}: no Markdown twin ${twin}`);
    else texts.push([twin, fs.readFileSync(file, 'utf8')]);
  }
  const llms = ['/llms.txt', '/llms-full.txt', '/1.9.5/llms.txt', '/2.6.0/llms-full.txt', '/2.6.9/llms.txt'];
  for (const f of llms) texts.push([f, fs.readFileSync(path.join(OUT, f), 'utf8')]);
  let checked = 0;
  for (const [name, text] of texts) {
    if (/<\/?(Tabs|Tab|PackageManagerTabs|aside|div|img)\b/.test(text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, ''))) broken.push(`${name}: JSX or HTML left`);
    for (const href of markdownLinks(text)) {
      checked++;
      const [p, hash] = href.split('#');
      const target = fileFor(p);
      if (!p.startsWith(`${BASE}/`)) broken.push(`${name}: link outside the base path: ${href}`);
      else if (!target) broken.push(`${name}: ${href} (no such file)`);
      else if (hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(hash))) broken.push(`${name}: ${href} (no #${hash})`);
    }
  }
  expect(checked).toBeGreaterThan(2000);
  expect(broken).toEqual([]);
});

test("every exported page's inline scripts are allowed by its Content-Security-Policy meta tag", () => {
  const problems: string[] = [];
  for (const dir of [OUT, FIXTURE_OUT]) {
    for (const file of htmlFiles(dir)) for (const problem of cspProblems(fs.readFileSync(file, 'utf8'))) problems.push(`${path.relative(dir, file)}: ${problem}`);
  }
  expect(problems).toEqual([]);
});

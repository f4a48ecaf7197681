// Server only: the content step. `npm run build` runs it beside `next build`'s compile (which does
// not need content) and `npm run dev` re-runs it after each edit. In one pass over the content it
// prepares every page (one parse each: checks, compiled MDX, TOC, search text, Markdown twin, into
// the page cache), so bad content stops the build here with "file:line:column: reason"; then it
// marks the barrier pages wait for (prepared.ts), writes what the export serves from public/ (the
// search indexes, from the prepared documents, and the versions file), and last stages the Markdown
// twins and llms files for post-build.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_STAMP, MARKDOWN_STAGE } from '../config/paths.mjs';
import { siteConfig } from '../config/site';
import { BASE_PATH, homeHref, inLanguage } from '../routes';
import { VERSIONS_FILE } from '../routes/versions';
import { writeSearchIndexes } from '../search/build';
import { llmsFullTxt, llmsTxt, markdownHref, withTitle } from './outputs/markdown';
import { versionsFile, versionsOldestFirst } from './render/navigation';
import { preparePage, type PreparedPage } from './compile/page';
import { markPrepared } from './render/prepared';
import { searchIndexInputs, type Prepare } from './outputs/searchDocuments';
import { rulesOf } from './source/rules';
import { writeKindScripts, writeNotFoundScript } from './generated/scripts';
import { buildSiteIndex, type SiteIndex, type SourcePage } from './site';
import { versionContext } from './source/version';

/** Writes the reload stamp the route imports when it is missing (`npm run dev` changes it on every edit). */
export function writeContentStamp(publicDir: string): void {
  const file = path.join(publicDir, CONTENT_STAMP);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ stamp: '' }));
}

/** Writes every version's Markdown twins and llms files into MARKDOWN_STAGE (emptied first). */
async function stageMarkdown(site: SiteIndex, prepare: Prepare): Promise<void> {
  fs.rmSync(MARKDOWN_STAGE, { recursive: true, force: true });
  const write = (urlPath: string, text: string) => {
    const file = path.join(MARKDOWN_STAGE, urlPath.slice(BASE_PATH.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  for (const version of site.versions) {
    const v = versionContext(site, version);
    const markdown = new Map<SourcePage, string>();
    for (const page of v.guides.values()) {
      // From the page cache the step filled: the same parse as the page and its search text.
      const md = withTitle(page, (await prepare(page)).markdown);
      markdown.set(page, md);
      write(markdownHref(version, site.defaultVersion, page.slug), md);
    }
    const home = `${BASE_PATH}${homeHref(version, site.defaultVersion)}`;
    const summary = v.home.frontmatter.description ?? siteConfig.description;
    write(`${home}llms.txt`, llmsTxt(v, summary));
    write(`${home}llms-full.txt`, llmsFullTxt(v, (p) => markdown.get(p)!));
    // Each other language: twins and llms files of its translated pages only (a page it shows in English
    // offers the English twin, components/doc/PageActions.tsx).
    for (const locale of site.locales.slice(1)) {
      const translated = site.translations.get(locale.code)?.get(version);
      if (!translated?.guides.size) continue;
      for (const page of translated.guides.values()) {
        const md = withTitle(page, (await prepare(page)).markdown);
        markdown.set(page, md);
        write(markdownHref(version, site.defaultVersion, page.slug, locale.code), md);
      }
      const languageHome = `${BASE_PATH}${inLanguage(homeHref(version, site.defaultVersion), locale.code)}`;
      const languageSummary = translated.home?.frontmatter.description ?? summary;
      write(`${languageHome}llms.txt`, llmsTxt(v, languageSummary, locale.code, translated.guides));
      write(`${languageHome}llms-full.txt`, llmsFullTxt(v, (p) => markdown.get(p)!, translated.guides));
    }
  }
}

/**
 * Runs the content step on `contentDir`. The files the export serves go to `publicDir` (public/,
 * what Next exports) even when DMSBG_PUBLIC_DIR points the content's images elsewhere (the bench
 * corpus). Returns how many versions it indexed.
 */
export async function prepareContent(contentDir: string, publicDir: string): Promise<number> {
  writeContentStamp(publicDir);
  const site = buildSiteIndex(contentDir);
  // First: a few milliseconds, and the pages that load them may render early.
  await Promise.all([writeKindScripts(publicDir), writeNotFoundScript()]);
  // Home pages have no search entry, but every page renders from the cache: without this each of
  // Next's page workers loads the MDX compiler for them (about 0.5 s of CPU each).
  for (const version of site.versions) await preparePage(site, site.byVersion.get(version)!.home);
  // Each guide prepared once (from the page cache or compiled) for its search text and its Markdown.
  const prepared = new Map<SourcePage, Promise<PreparedPage>>();
  const prepare = (page: SourcePage) => prepared.get(page) ?? prepared.set(page, preparePage(site, page)).get(page)!;
  // Version by version in the order the export renders them (prepared.ts): Next's workers render a
  // version's written pages as soon as they are in the page cache, then every written page while the
  // generated pages' bodies are made (What's new compares every page with the previous version's:
  // ~0.3 s on the bench corpus) and the search indexes written (on two cores they would otherwise
  // wait idle). Post-build links these public/static files into the export again
  // (scripts/build/copy-public.mjs), so one Next copied early is never the one served.
  const versions: string[] = [];
  for (const version of versionsOldestFirst(site)) {
    for (const page of site.byVersion.get(version)!.guides.values()) if (!rulesOf(page).readsOtherPages) await prepare(page);
    versions.push(version);
    markPrepared({ versions });
  }
  markPrepared({ versions, stage: 'written' });
  for (const version of site.versions) for (const page of site.byVersion.get(version)!.guides.values()) if (rulesOf(page).readsOtherPages) await prepare(page);
  // And a language's own copies of them (their translated change entries): from the page cache too, so
  // Next renders them as fast, and in the same order, as every other page (the same bytes every build).
  for (const byVersion of site.kindPagesInLanguage?.values() ?? []) for (const pages of byVersion.values()) for (const page of pages.values()) await prepare(page);
  markPrepared({ versions, stage: 'all' });
  const manifest = writeSearchIndexes(await searchIndexInputs(site, prepare), publicDir);
  // What the version switcher, the older-version banner and the search button read in the browser.
  const search = siteConfig.search.mode === 'local' ? { search: manifest } : {};
  fs.writeFileSync(path.join(publicDir, VERSIONS_FILE), JSON.stringify({ ...versionsFile(site), ...search }));
  // The Markdown twins only post-build reads (scripts/build/export-markdown.ts).
  await stageMarkdown(site, prepare);
  return site.versions.length;
}

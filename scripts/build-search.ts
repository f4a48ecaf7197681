// Writes every version's search index files to public/static/search/ and the manifest naming them,
// and public/static/versions.json (the version list and index files pages read in the browser). The
// files go to public/ (what Next exports) even when DMSBG_PUBLIC_DIR points the content's images
// elsewhere (the bench corpus). It prepares every page (one parse: checks, compiled MDX, search
// text, Markdown twin, into the page cache; home pages too), so bad content stops the build here
// with "file:line:column: reason", and `next build` finds every page compiled. Last, it stages the
// Markdown twins and llms files for post-build (scripts/export-markdown.ts).
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../lib/config/site';
import { exitOnContentError } from '../lib/content/errors';
import { llmsFullTxt, llmsTxt, markdownHref, withTitle } from '../lib/content/markdown';
import { versionsFile } from '../lib/content/navigation';
import { preparePage, type PreparedPage } from '../lib/content/page';
import { buildSiteIndex, CONTENT_DIR, type SiteIndex, type SourcePage } from '../lib/content/site';
import { versionContext } from '../lib/content/version';
import { BASE_PATH, homeHref } from '../lib/routes';
import { VERSIONS_FILE } from '../lib/routes/versions';
import { writeContentStamp, writeSearchIndexes } from '../lib/search/build';
import { MARKDOWN_STAGE } from './export-markdown';

/** Writes every version's Markdown twins and llms files into MARKDOWN_STAGE (emptied first). */
async function stageMarkdown(site: SiteIndex, prepare: (page: SourcePage) => Promise<PreparedPage>): Promise<void> {
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
      // From the page cache the build filled: the same parse as the page and its search text.
      const md = withTitle(page, (await prepare(page)).markdown);
      markdown.set(page, md);
      write(markdownHref(version, site.defaultVersion, page.slug), md);
    }
    const home = `${BASE_PATH}${homeHref(version, site.defaultVersion)}`;
    const summary = v.home.frontmatter.description ?? siteConfig.description;
    write(`${home}llms.txt`, llmsTxt(v, summary));
    write(`${home}llms-full.txt`, llmsFullTxt(v, (p) => markdown.get(p)!));
  }
}

const started = Date.now();
try {
  const publicDir = path.resolve('public');
  writeContentStamp(publicDir);
  const site = buildSiteIndex(CONTENT_DIR);
  // Home pages have no search entry, but every page renders from the cache: without this each of
  // Next's page workers loads the MDX compiler for them (about 0.5 s of CPU each). Before the
  // manifest is written, since pages wait only for the manifest.
  for (const version of site.versions) await preparePage(site, site.byVersion.get(version)!.home);
  // Each guide prepared once (from the page cache or compiled) for its search text and its Markdown.
  const prepared = new Map<SourcePage, Promise<PreparedPage>>();
  const prepare = (page: SourcePage) => prepared.get(page) ?? prepared.set(page, preparePage(site, page)).get(page)!;
  const manifest = await writeSearchIndexes(site, publicDir, prepare);
  console.log(`search: ${Object.keys(manifest).length} version index(es) written in ${Date.now() - started} ms`);
  // What the version switcher, the older-version banner and the search button read in the browser.
  const search = siteConfig.search.mode === 'local' ? { search: manifest } : {};
  fs.writeFileSync(path.join(publicDir, VERSIONS_FILE), JSON.stringify({ ...versionsFile(site), ...search }));
  // After the manifest, which pages wait for: the Markdown twins post-build links into the export.
  await stageMarkdown(site, prepare);
} catch (error) {
  exitOnContentError(error);
}

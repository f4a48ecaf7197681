// After `next build`: writes the Markdown twin of every guide page (out/guides/vpn/wireguard.md for
// /dmsbg/guides/vpn/wireguard/), and llms.txt and llms-full.txt per version (out/llms.txt for the
// default version, out/<version>/llms.txt for the others).
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../lib/config/site';
import { exitOnContentError } from '../lib/content/errors';
import { llmsFullTxt, llmsTxt, markdownHref, withTitle } from '../lib/content/markdown';
import { preparePage } from '../lib/content/page';
import { buildSiteIndex, CONTENT_DIR, getVersion, type SourcePage } from '../lib/content/site';
import { BASE_PATH, homeHref } from '../lib/routes';

export async function exportMarkdown(outDir = 'out', site = buildSiteIndex(CONTENT_DIR)): Promise<void> {
  const out = path.resolve(outDir);
  const write = (urlPath: string, text: string) => {
    const file = path.join(out, urlPath.slice(BASE_PATH.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  let pages = 0;
  for (const version of site.versions) {
    const v = getVersion(site, version);
    const markdown = new Map<SourcePage, string>();
    for (const page of v.guides.values()) {
      // From the page cache the build filled: the same parse as the page and its search text.
      const md = withTitle(page, (await preparePage(site, page)).markdown);
      markdown.set(page, md);
      write(markdownHref(version, site.defaultVersion, page.slug), md);
      pages++;
    }
    const home = `${BASE_PATH}${homeHref(version, site.defaultVersion)}`;
    const summary = v.home.frontmatter.description ?? siteConfig.description;
    write(`${home}llms.txt`, llmsTxt(site, version, summary));
    write(`${home}llms-full.txt`, llmsFullTxt(site, version, (p) => markdown.get(p)!));
  }
  console.log(`export-markdown: ${pages} Markdown twins, llms.txt and llms-full.txt for ${site.versions.length} versions`);
}

if (import.meta.url === `file://${process.argv[1]}`) await exportMarkdown(process.argv[2]).catch(exitOnContentError);

// Server only: every guide page as clean Markdown for tools and assistants (the `.md` twin of a
// page, llms.txt and llms-full.txt). The MDX is parsed and checked like the page itself, then JSX
// is turned into plain Markdown: tabs become labelled sections, callouts blockquotes with their
// label, images keep their alt text, and every site link is absolute under the base path and
// points at the page's own version.
import 'server-only';
import { docHref, markdownHref as twinOf } from '../../routes';
import { markdownOfTree } from '../compile/markdownTree';
import { checkPage, withOwnPrefix } from '../compile/page';
import { getVersion, type SiteIndex, type SourcePage, type VersionIndex } from '../source/read';
import { parseTree } from '../../mdx/processor';
import type { VersionContext } from '../source/version';

/** Where a guide page's Markdown twin is served: its URL without the trailing slash, plus `.md`. */
export function markdownHref(version: string, defaultVersion: string, slug: string): string {
  return twinOf(docHref(version, defaultVersion, slug));
}

/** One page as Markdown: its title as `# `, its description, then the body. */
export function pageToMarkdown(site: SiteIndex, page: SourcePage): string {
  const { tree } = parseTree(page, getVersion(site, page.version).ports?.rows ?? []);
  // The build's own checks and link resolution: links now point at this version's pages.
  checkPage(site, page, tree, parseTree);
  return withTitle(page, withOwnPrefix(site, page, markdownOfTree(tree)));
}

/** The page's title as `# `, its description, then the body. */
export function withTitle(page: SourcePage, body: string): string {
  const description = page.frontmatter.description ? `\n> ${page.frontmatter.description}\n` : '';
  return `# ${page.frontmatter.title}\n${description}\n${body}`;
}

/** The version's guides in sidebar order, each with its top-level sidebar section. */
function guidesInOrder(v: VersionIndex): { section: string; page: SourcePage; title: string }[] {
  const out: { section: string; page: SourcePage; title: string }[] = [];
  const walk = (items: typeof v.sidebar, section: string) => {
    for (const item of items) {
      if (item.type === 'link' && item.slug !== undefined && v.guides.has(item.slug)) out.push({ section, page: v.guides.get(item.slug)!, title: item.text });
      if (item.type === 'group') walk(item.items, section || item.text);
    }
  };
  for (const item of v.sidebar) walk([item], item.type === 'group' ? item.text : 'Guides');
  return out;
}

/** llms.txt for one version (llmstxt.org): title, summary, then the sidebar as link lists. */
export function llmsTxt(v: VersionContext, summary: string): string {
  const sections = new Map<string, string[]>();
  for (const { section, page, title } of guidesInOrder(v)) {
    const line = `- [${title}](${markdownHref(v.version, v.defaultVersion, page.slug)})${page.frontmatter.description ? `: ${page.frontmatter.description}` : ''}`;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  const body = [...sections].map(([section, lines]) => `## ${section}\n\n${lines.join('\n')}\n`).join('\n');
  return `# DMSBG ${v.version} guides\n\n> ${summary}\n\n${body}`;
}

/** llms-full.txt for one version: every page's Markdown, in sidebar order. */
export function llmsFullTxt(v: VersionIndex, markdownOf: (page: SourcePage) => string): string {
  return guidesInOrder(v)
    .map(({ page }) => markdownOf(page).trim())
    .join('\n\n---\n\n')
    .concat('\n');
}

// Server only: every guide page as clean Markdown for tools and assistants (the `.md` twin of a
// page, llms.txt and llms-full.txt). The MDX is parsed and checked like the page itself, then JSX
// is turned into plain Markdown: tabs become labelled sections, callouts blockquotes with their
// label, images keep their alt text, and every site link is absolute under the base path and
// points at the page's own version.
import 'server-only';
import { DEFAULT_LANGUAGE, docHref, inLanguage, markdownHref as twinOf } from '../../routes';
import { markdownOfTree } from '../compile/markdownTree';
import { checkPage, withOwnPrefix } from '../compile/page';
import { getVersion, type SiteIndex, type SourcePage, type VersionIndex } from '../source/read';
import { parseTree } from '../../mdx/processor';
import type { VersionContext } from '../source/version';

/** Where a guide page's Markdown twin is served: its URL (in `lang`) without the trailing slash, plus `.md`. */
export function markdownHref(version: string, defaultVersion: string, slug: string, lang = DEFAULT_LANGUAGE): string {
  return twinOf(inLanguage(docHref(version, defaultVersion, slug), lang));
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

/**
 * The version's guides in sidebar order, each with its top-level sidebar section; in another language
 * (`translated`: its translations of this version), only the translated pages, by their translated titles.
 */
function guidesInOrder(v: VersionIndex, translated?: ReadonlyMap<string, SourcePage>): { section: string; page: SourcePage; title: string }[] {
  const out: { section: string; page: SourcePage; title: string }[] = [];
  const walk = (items: typeof v.sidebar, section: string) => {
    for (const item of items) {
      if (item.type === 'link' && item.slug !== undefined && v.guides.has(item.slug)) {
        const translation = translated?.get(item.slug);
        if (!translated) out.push({ section, page: v.guides.get(item.slug)!, title: item.text });
        else if (translation) out.push({ section, page: translation, title: translation.frontmatter.title });
      }
      if (item.type === 'group') walk(item.items, section || item.text);
    }
  };
  for (const item of v.sidebar) walk([item], item.type === 'group' ? item.text : 'Guides');
  return out;
}

/** A language's translated pages of one version, by slug; undefined for English (every page). */
type Translated = ReadonlyMap<string, SourcePage> | undefined;

/** llms.txt for one version (llmstxt.org): title, summary, then the sidebar as link lists; in another language, its translated pages. */
export function llmsTxt(v: VersionContext, summary: string, lang = DEFAULT_LANGUAGE, translated?: Translated): string {
  const sections = new Map<string, string[]>();
  for (const { section, page, title } of guidesInOrder(v, translated)) {
    const line = `- [${title}](${markdownHref(v.version, v.defaultVersion, page.slug, lang)})${page.frontmatter.description ? `: ${page.frontmatter.description}` : ''}`;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  const body = [...sections].map(([section, lines]) => `## ${section}\n\n${lines.join('\n')}\n`).join('\n');
  return `# DMSBG ${v.version} guides\n\n> ${summary}\n\n${body}`;
}

/** llms-full.txt for one version: every page's Markdown (in another language, every translated page's), in sidebar order. */
export function llmsFullTxt(v: VersionIndex, markdownOf: (page: SourcePage) => string, translated?: Translated): string {
  return guidesInOrder(v, translated)
    .map(({ page }) => markdownOf(page).trim())
    .join('\n\n---\n\n')
    .concat('\n');
}

// Server only: every guide page as clean Markdown for tools and assistants (the `.md` twin of a
// page, llms.txt and llms-full.txt). The MDX is parsed and checked like the page itself, then JSX
// is turned into plain Markdown: tabs become labelled sections, callouts blockquotes with their
// label, images keep their alt text, and every site link is absolute under the base path and
// points at the page's own version.
import 'server-only';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { convertCommand, PACKAGE_MANAGERS } from '../../components/mdx/packageManager';
import { docHref, markdownHref as twinOf, withBasePath } from '../routes';
import { checkPage } from './page';
import type { MdNode } from './remark';
import { getVersion, type SiteIndex, type SourcePage } from './site';
import { parseTree } from './tree';

/** Where a guide page's Markdown twin is served: its URL without the trailing slash, plus `.md`. */
export function markdownHref(version: string, defaultVersion: string, slug: string): string {
  return twinOf(docHref(version, defaultVersion, slug));
}

const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

const text = (value: string): MdNode => ({ type: 'text', value });
const strong = (label: string): MdNode => ({ type: 'strong', children: [text(label)] });
const attribute = (node: MdNode, name: string) => node.attributes?.find((a) => a.name === name)?.value;

/** The node as plain Markdown nodes (a JSX element may become several, or none). */
function plain(node: MdNode): MdNode[] {
  if (DROPPED.has(node.type)) return [];
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return fromJsx(node);
  if (node.type === 'code') return [{ type: 'code', lang: node.lang, value: node.value }];
  // checkPage has resolved site links (versionedHref); with no SiteLink here, add the base path.
  if ((node.type === 'link' || node.type === 'definition') && node.url) {
    return [{ ...node, url: withBasePath(node.url), children: node.children?.flatMap(plain) }];
  }
  if (node.type === 'blockquote' && node.data?.hName === 'aside') {
    // A callout: its title paragraph ("Warning") leads the blockquote in bold.
    const [title, ...rest] = node.children ?? [];
    return [{ type: 'blockquote', children: [{ type: 'paragraph', children: [strong(title ? toText(title) : 'Note')] }, ...rest.flatMap(plain)] }];
  }
  const { data: _data, position: _position, ...rest } = node;
  return [node.children ? { ...rest, children: node.children.flatMap(plain) } : rest];
}

function toText(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(toText).join('');
}

function fromJsx(node: MdNode): MdNode[] {
  const flow = node.type === 'mdxJsxFlowElement';
  switch (node.name) {
    case 'Tabs':
      // Each tab: its label in bold, then its content.
      return (node.children ?? []).flatMap((tab) => [
        { type: 'paragraph', children: [strong(String(attribute(tab, 'label') ?? ''))] },
        ...(tab.children ?? []).flatMap(plain),
      ]);
    case 'PackageManagerTabs': {
      const command = String(attribute(node, 'command') ?? '');
      return PACKAGE_MANAGERS.flatMap((m) => [
        { type: 'paragraph', children: [strong(m)] },
        { type: 'code', lang: 'bash', value: convertCommand(command, m) },
      ]);
    }
    case 'img': {
      const image: MdNode = { type: 'image', url: String(attribute(node, 'src') ?? ''), alt: String(attribute(node, 'alt') ?? '') } as MdNode;
      return [flow ? { type: 'paragraph', children: [image] } : image];
    }
    case 'br':
      return [{ type: 'break' }];
    default:
      return (node.children ?? []).flatMap(plain);
  }
}

/** One page as Markdown: its title as `# `, its description, then the body. */
export function pageToMarkdown(site: SiteIndex, page: SourcePage): string {
  const { tree } = parseTree(page);
  // The build's own checks and link resolution: links now point at this version's pages.
  checkPage(site, page, tree);
  const body = toMarkdown({ type: 'root', children: (tree.children ?? []).flatMap(plain) } as never, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    rule: '-',
  });
  const description = page.frontmatter.description ? `\n> ${page.frontmatter.description}\n` : '';
  return `# ${page.frontmatter.title}\n${description}\n${body}`;
}

/** The version's guides in sidebar order, each with its top-level sidebar section. */
function guidesInOrder(site: SiteIndex, version: string): { section: string; page: SourcePage; title: string }[] {
  const v = getVersion(site, version);
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
export function llmsTxt(site: SiteIndex, version: string, summary: string): string {
  const sections = new Map<string, string[]>();
  for (const { section, page, title } of guidesInOrder(site, version)) {
    const line = `- [${title}](${markdownHref(version, site.defaultVersion, page.slug)})${page.frontmatter.description ? `: ${page.frontmatter.description}` : ''}`;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  const body = [...sections].map(([section, lines]) => `## ${section}\n\n${lines.join('\n')}\n`).join('\n');
  return `# DMSBG ${version} guides\n\n> ${summary}\n\n${body}`;
}

/** llms-full.txt for one version: every page's Markdown, in sidebar order. */
export function llmsFullTxt(site: SiteIndex, version: string, markdownOf: (page: SourcePage) => string): string {
  return guidesInOrder(site, version)
    .map(({ page }) => markdownOf(page).trim())
    .join('\n\n---\n\n')
    .concat('\n');
}

// Server only: a page's checked Markdown tree as plain Markdown (the body of its `.md` twin): tabs
// become labelled sections, callouts blockquotes with their label, JSX images Markdown images, and
// site links absolute under the base path. Kept apart from markdown.ts so the page compile, which
// writes the twin from its own parse, does not import the llms.txt code.
import 'server-only';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { convertCommand, PACKAGE_MANAGERS } from '../../mdx/packageManager';
import { BASE_PATH, withBasePath } from '../../routes';
import type { MdNode } from '../../mdx/types';

const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

const text = (value: string): MdNode => ({ type: 'text', value });
const strong = (label: string): MdNode => ({ type: 'strong', children: [text(label)] });
const attribute = (node: MdNode, name: string) => node.attributes?.find((a) => a.name === name)?.value;

/** The node as plain Markdown nodes (a JSX element may become several, or none). */
function plain(node: MdNode): MdNode[] {
  if (DROPPED.has(node.type)) return [];
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return fromJsx(node);
  if (node.type === 'code') return [{ type: 'code', lang: node.lang, value: node.value }];
  if ((node.type === 'link' || node.type === 'definition') && node.url?.startsWith('/') && !node.url.startsWith(`${BASE_PATH}/`)) {
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

/** The tree (links already resolved by the build's checks) as Markdown. */
export function markdownOfTree(tree: MdNode): string {
  return toMarkdown({ type: 'root', children: (tree.children ?? []).flatMap(plain) } as never, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    rule: '-',
  });
}

// Build only: the plain text search indexes of a page's Markdown tree (code, images and JSX
// expressions skipped), with where each h2/h3 section starts. Used by the page compile, which keeps
// it in the page cache, so search reads the same parse as the page.
import 'server-only';
import type { MdNode } from '../../mdx/types';
import type { TocItem } from '../types';
import type { SearchDocument } from '../../search/types';

const SKIP = new Set(['code', 'image', 'imageReference', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'definition']);
const BLOCK = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'blockquote', 'tableRow']);

/** Plain text of a page and where each h2/h3 section starts in it. */
export function extractText(tree: MdNode, toc: TocItem[]): { content: string; toc: SearchDocument['toc'] } {
  let content = '';
  const sections: SearchDocument['toc'] = [];
  const walk = (node: MdNode) => {
    if (SKIP.has(node.type)) return;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3) && node.data?.id) {
      const item = toc.find((t) => t.id === node.data!.id)!;
      sections.push({ text: item.text, id: item.id, depth: item.depth, charIndex: content.length });
    }
    if (node.type === 'text' || node.type === 'inlineCode') content += node.value ?? '';
    for (const child of node.children ?? []) walk(child);
    if (BLOCK.has(node.type) && content && !content.endsWith(' ')) content += ' ';
  };
  walk(tree);
  return { content: content.replace(/\s+/g, ' ').trim(), toc: sections };
}


// Server only: what the build-time reference elements (<Port />, <Answer />) share: failing at the
// element's line, and replacing each <Name … /> in a tree by the nodes it stands for.
import 'server-only';
import { ContentError } from '../errors';
import type { MdNode, MdxSource } from '../types';

/** Throws a ContentError at the node's line in the page's file. */
export const failAt =
  (source: Pick<MdxSource, 'file' | 'bodyLineOffset'>) =>
  (node: MdNode, reason: string): never => {
    throw new ContentError(source.file, reason, node.position ? node.position.start.line + source.bodyLineOffset : undefined);
  };

/** Neighbouring text nodes as one. */
function joinTexts(nodes: MdNode[]): MdNode[] {
  const joined: MdNode[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (last?.type === 'text' && node.type === 'text') joined[joined.length - 1] = { ...last, value: `${last.value}${node.value}` };
    else joined.push(node);
  }
  return joined;
}

/**
 * Replaces each `<name … />` (inline or alone on its line) with `render(node, inHeading)`; one alone
 * on its line becomes a paragraph of those nodes. Text around a replacement is joined into one text
 * node, so the HTML has no separators between its pieces. The element in a .md page (where JSX is
 * not parsed, so it arrives as raw HTML) fails the build at its line.
 */
export function replaceElements(tree: MdNode, name: string, render: (node: MdNode, inHeading: boolean) => MdNode[], fail: (node: MdNode, reason: string) => never): void {
  const raw = new RegExp(`^<${name}\\b`);
  const walk = (parent: MdNode, inHeading: boolean): void => {
    if (!parent.children) return;
    let replaced = false;
    const children = parent.children.flatMap((node) => {
      if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === name) {
        replaced = true;
        const pieces = render(node, inHeading);
        return node.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: pieces }] : pieces;
      }
      if (node.type === 'html' && raw.test(node.value ?? '')) fail(node, `<${name} /> works only in .mdx pages: in a .md page it is not parsed; rename the file to .mdx`);
      walk(node, inHeading || node.type === 'heading');
      return [node];
    });
    parent.children = replaced ? joinTexts(children) : children;
  };
  walk(tree, false);
}

// Walking a Markdown tree: the two helpers every plugin uses.
import type { MdNode } from './types';

export function visit(node: MdNode, fn: (node: MdNode, parent?: MdNode) => void, parent?: MdNode): void {
  fn(node, parent);
  for (const child of node.children ?? []) visit(child, fn, node);
}

/** Text of a node the way a reader sees it (inline code included, markup dropped). */
export function toText(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(toText).join('');
}

// GitHub alert syntax (`> [!WARNING]`) as named callouts.
import { visit } from '../tree';
import type { MdNode } from '../types';
import { uniqueNames } from '../uniqueNames';

const CALLOUT_KINDS: Record<string, string> = {
  NOTE: 'Note',
  TIP: 'Tip',
  IMPORTANT: 'Important',
  WARNING: 'Warning',
  CAUTION: 'Caution',
};

/**
 * GitHub alert syntax (`> [!WARNING]`) becomes <aside class="callout callout-warning">, named by its
 * kind ('Warning', then 'Warning (2)', ...: a named aside is a landmark, and landmarks need unique names).
 */
export function remarkCallouts() {
  return (tree: MdNode) => {
    const unique = uniqueNames();
    visit(tree, (node) => {
      if (node.type !== 'blockquote') return;
      const first = node.children?.[0];
      const lead = first?.type === 'paragraph' ? first.children?.[0] : undefined;
      const match = lead?.type === 'text' ? /^\[!(\w+)\][ \t]*\n?/.exec(lead.value ?? '') : null;
      if (!match || !lead || !first) return;
      const kind = match[1].toUpperCase();
      const label = CALLOUT_KINDS[kind];
      if (!label) return;
      lead.value = (lead.value ?? '').slice(match[0].length);
      if (!lead.value && first.children?.[1]?.type === 'break') first.children.splice(0, 2);
      else if (!lead.value) first.children?.shift();
      if (!first.children?.length) node.children?.shift();
      const title: MdNode = {
        type: 'paragraph',
        children: [{ type: 'text', value: label }],
        data: { hName: 'p', hProperties: { className: ['callout-title'] } },
      };
      node.children = [title, ...(node.children ?? [])];
      node.data = {
        hName: 'aside',
        hProperties: { className: ['callout', `callout-${kind.toLowerCase()}`], 'aria-label': unique(label) },
      };
    });
  };
}

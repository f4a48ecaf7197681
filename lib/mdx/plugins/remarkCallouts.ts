// GitHub alert syntax (`> [!WARNING]`) as named callouts.
import { visit } from '../tree';
import type { MdNode } from '../types';
import { uniqueNames } from '../uniqueNames';

/** Each kind's title, by the GitHub alert name; a translation's compile passes its language's (lib/i18n/strings.ts 'callout.*'). */
export type CalloutTitles = Record<'NOTE' | 'TIP' | 'IMPORTANT' | 'WARNING' | 'CAUTION', string>;

export const CALLOUT_TITLES: CalloutTitles = {
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
export function remarkCallouts(titles: CalloutTitles = CALLOUT_TITLES) {
  return (tree: MdNode) => {
    const unique = uniqueNames();
    visit(tree, (node) => {
      if (node.type !== 'blockquote') return;
      const first = node.children?.[0];
      const lead = first?.type === 'paragraph' ? first.children?.[0] : undefined;
      const match = lead?.type === 'text' ? /^\[!(\w+)\][ \t]*\n?/.exec(lead.value ?? '') : null;
      if (!match || !lead || !first) return;
      const kind = match[1].toUpperCase();
      const label = titles[kind as keyof CalloutTitles] as string | undefined;
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

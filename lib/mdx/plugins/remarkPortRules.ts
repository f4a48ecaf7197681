// <PortRules /> gets the version's ports as data.
import type { PortRow } from '../../ports/ports';
import { visit } from '../tree';
import type { MdNode } from '../types';

/** What the Ports page's rule builder needs of a version's ports data: the rows with ports, transports and from where the WAN admits them. */
export type PortRuleRow = Pick<PortRow, 'id' | 'ports' | 'transports' | 'from'>;

/** <PortRules /> gets the version's ports as data (components/mdx/PortRules.tsx); elsewhere there is none to give. */
export function remarkPortRules(rows: PortRuleRow[] | undefined) {
  return () => (tree: MdNode) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'PortRules') return;
      node.attributes = [{ type: 'mdxJsxAttribute', name: 'rows', value: JSON.stringify(rows ?? []) }];
    });
  };
}

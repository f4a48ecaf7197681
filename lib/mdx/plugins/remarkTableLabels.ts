// Each table gets a name a screen reader can tell apart from the others on the page.
import { toText, visit } from '../tree';
import type { MdNode } from '../types';
import { uniqueNames } from '../uniqueNames';

/**
 * Each table is a scrollable region and needs a name a screen reader can tell apart from the
 * others on the page: "Table: <the section it is in>", numbered when a section has several.
 */
export function remarkTableLabels(words: { table: string; tableIn: (section: string) => string } = { table: 'Table', tableIn: (section) => `Table: ${section}` }) {
  return (tree: MdNode) => {
    let section = '';
    const unique = uniqueNames();
    visit(tree, (node) => {
      if (node.type === 'heading') section = toText(node).trim();
      if (node.type !== 'table') return;
      const label = unique(section ? words.tableIn(section) : words.table);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'data-label': label } };
    });
  };
}

// Heading ids and the TOC in one pass with one slugger, so outline links can never drift from anchors.
import { createSlugger } from '../slug';
import { toText, visit } from '../tree';
import type { MdNode, TocEntry } from '../types';

/** Heading ids for every heading, TOC entries (pushed onto `toc`) for depth 2 and 3. */
export function remarkHeadings(toc: TocEntry[]) {
  return () => (tree: MdNode) => {
    const slug = createSlugger();
    visit(tree, (node) => {
      if (node.type !== 'heading' || !node.depth) return;
      const text = toText(node).trim();
      const id = slug(text);
      node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth === 2 || node.depth === 3) {
        toc.push({ text, id, depth: node.depth, charIndex: node.position?.start.offset ?? 0 });
      }
    });
  };
}

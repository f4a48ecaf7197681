// Heading ids and the TOC in one pass with one slugger, so outline links can never drift from anchors.
import { createSlugger } from '../slug';
import { toText, visit } from '../tree';
import type { MdNode, TocEntry } from '../types';

/**
 * Heading ids for every heading, TOC entries (pushed onto `toc`) for depth 2 and 3. A translation
 * passes its English page's ids (`ids`, every heading in order): its headings keep them, so links
 * to a section and a reader's #section survive a change of language (lib/i18n/parity.ts checks the
 * two pages have the same headings).
 */
export function remarkHeadings(toc: TocEntry[], ids?: readonly string[]) {
  return () => (tree: MdNode) => {
    const slug = createSlugger();
    let index = 0;
    visit(tree, (node) => {
      if (node.type !== 'heading' || !node.depth) return;
      const text = toText(node).trim();
      const id = ids?.[index++] ?? slug(text);
      node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth === 2 || node.depth === 3) {
        toc.push({ text, id, depth: node.depth, charIndex: node.position?.start.offset ?? 0 });
      }
    });
  };
}

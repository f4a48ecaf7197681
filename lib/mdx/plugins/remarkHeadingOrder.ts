// Server only: headings nest like an outline; a skipped level fails the build.
import 'server-only';
import { ContentError } from '../errors';
import { toText, visit } from '../tree';
import type { MdNode, MdxSource } from '../types';

/**
 * Headings nest like an outline: the body starts at `##` (the title is the page's h1) and each
 * heading goes at most one level deeper than the one before. A skipped level breaks the outline
 * for screen readers and the TOC, so the build refuses it.
 */
export function remarkHeadingOrder(source: Pick<MdxSource, 'file' | 'bodyLineOffset'>) {
  return () => (tree: MdNode) => {
    let previous = 1;
    visit(tree, (node) => {
      if (node.type !== 'heading' || !node.depth) return;
      const line = node.position ? node.position.start.line + source.bodyLineOffset : undefined;
      const text = toText(node).trim();
      if (node.depth === 1) {
        throw new ContentError(source.file, `heading '# ${text}': the title comes from frontmatter; start sections at ##`, line);
      } else if (node.depth > previous + 1) {
        const where = previous === 1 ? 'the first heading of a page' : `after an h${previous}`;
        throw new ContentError(
          source.file,
          `heading level skipped: '${'#'.repeat(node.depth)} ${text}' is an h${node.depth} ${where}; use ${'#'.repeat(previous + 1)}`,
          line,
        );
      }
      previous = node.depth;
    });
  };
}

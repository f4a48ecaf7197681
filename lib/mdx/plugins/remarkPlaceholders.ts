// Server only: "Your values" placeholders in fenced code.
import 'server-only';
import { encodePlaceholders, parsePlaceholders, PlaceholderError } from '../../values/placeholders';
import { ContentError } from '../errors';
import { visit } from '../tree';
import type { MdNode, MdxSource } from '../types';

/**
 * "Your values" placeholders (`{{box:192.168.1.1}}`, lib/values/placeholders.ts) in fenced code:
 * the marks go, the example stays (so the page, its Markdown twin and search show the example),
 * and the code element records where each example sits for the browser. An unknown key or an empty
 * example fails the build at its line.
 */
export function remarkPlaceholders(source: Pick<MdxSource, 'file' | 'bodyLineOffset'>) {
  return () => (tree: MdNode) => {
    visit(tree, (node) => {
      if (node.type !== 'code' || !node.value?.includes('{{')) return;
      let parsed: ReturnType<typeof parsePlaceholders>;
      try {
        parsed = parsePlaceholders(node.value);
      } catch (error) {
        if (!(error instanceof PlaceholderError)) throw error;
        const line = node.position ? node.position.start.line + source.bodyLineOffset + error.line : undefined;
        throw new ContentError(source.file, error.message, line);
      }
      if (!parsed.placeholders.length) return;
      node.value = parsed.text;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataVars: encodePlaceholders(parsed.placeholders) } };
    });
  };
}

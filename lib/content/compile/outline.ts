// Server only: a page's heading ids and TOC without compiling it (for overview cards and the `#hash`
// targets of links to it), cached by content: they depend on nothing else.
import 'server-only';
import type { parseTree } from '../../mdx/processor';
import { visit } from '../../mdx/tree';
import { formatOf, type MdNode } from '../../mdx/types';
import { cacheKey, readEntry, writeEntry } from './cache';
import type { SourcePage } from '../source/read';
import type { TocItem } from '../types';

/** The MDX parser (lib/mdx/processor.ts), passed by callers that have it loaded. */
export type Parse = typeof parseTree;

export interface Outline {
  /** Every heading id (any depth). */
  ids: string[];
  toc: TocItem[];
}

const memo = new WeakMap<SourcePage, Outline>();
const keyOf = (page: SourcePage) => cacheKey('outline', formatOf(page), page.body);

/** Every heading id in a tree. */
export function headingIdsIn(tree: MdNode): string[] {
  const ids: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading' && node.data?.id) ids.push(node.data.id);
  });
  return ids;
}

/** A page's outline; undefined when it is not cached and there is no parser (a cache check then counts as a miss). */
export function outlineOf(page: SourcePage, parse: Parse | undefined): Outline | undefined {
  let outline = memo.get(page) ?? readEntry<Outline>('outline', keyOf(page));
  if (!outline) {
    if (!parse) return undefined;
    const { tree, toc } = parse(page);
    outline = { ids: headingIdsIn(tree), toc };
    writeEntry('outline', keyOf(page), [], outline);
  }
  memo.set(page, outline);
  return outline;
}

/** Keeps the outline a compile found, for overview cards and links to the page. */
export function keepOutline(page: SourcePage, outline: Outline): void {
  if (memo.has(page)) return;
  memo.set(page, outline);
  writeEntry('outline', keyOf(page), [], outline);
}

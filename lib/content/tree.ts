// Server only: the Markdown tree of a page without rendering it, for search text and overviews.
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { remarkCallouts, remarkHeadings, type MdNode } from './remark';
import type { TocItem } from './types';
import type { SourcePage } from './site';

/** The parsed tree with heading ids (the same slugger as the rendered page) and callouts applied. */
export function parseTree(page: SourcePage): { tree: MdNode; toc: TocItem[] } {
  const processor = createProcessor({ format: page.file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm] });
  const tree = processor.parse(page.body) as unknown as MdNode;
  const toc: TocItem[] = [];
  remarkHeadings(toc)()(tree);
  remarkCallouts()(tree);
  return { tree, toc };
}

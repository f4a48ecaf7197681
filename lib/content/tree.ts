// Server only: the Markdown tree of a page without rendering it, for search text, overviews and
// the heading ids that links point at (page.ts keeps those per page: outlineOf).
import 'server-only';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { ContentError } from './errors';
import { remarkCallouts, remarkHeadings, remarkPlaceholders, type MdNode } from './remark';
import type { TocItem } from './types';
import type { SourcePage } from './site';

/** The parsed tree with heading ids (the same slugger as the rendered page) and callouts applied. */
export function parseTree(page: SourcePage): { tree: MdNode; toc: TocItem[] } {
  const processor = createProcessor({ format: page.file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm] });
  let tree: MdNode;
  try {
    tree = processor.parse(page.body) as unknown as MdNode;
  } catch (raw) {
    throw syntaxError(page, raw);
  }
  const toc: TocItem[] = [];
  remarkHeadings(toc)()(tree);
  remarkCallouts()(tree);
  remarkPlaceholders(page)()(tree);
  return { tree, toc };
}

/** An MDX parse failure (a VFileMessage) as a ContentError at the line and column in the file. */
export function syntaxError(page: SourcePage, raw: unknown): ContentError {
  const e = raw as { line?: number; column?: number; reason?: string; message?: string };
  const message = String(e?.reason ?? e?.message ?? raw);
  const at = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message);
  const line = e?.line ?? (at ? Number(at[1]) : undefined);
  const column = e?.column ?? (at ? Number(at[2]) : undefined);
  const reason = message.split('\n')[0].replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '');
  return new ContentError(page.file, `MDX syntax error: ${reason}`, line ? line + page.bodyLineOffset : undefined, line ? column : undefined);
}

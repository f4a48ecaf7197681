// The shapes the MDX pipeline passes around: a page's source, its Markdown tree and its headings.

/** A page's MDX as the compiler needs it: its file, its body (frontmatter removed), and the lines before the body. */
export interface MdxSource {
  file: string;
  body: string;
  bodyLineOffset: number;
}

/** How a file is parsed: `.md` as plain Markdown (no JSX), everything else as MDX. */
export const formatOf = (source: Pick<MdxSource, 'file'>): 'md' | 'mdx' => (source.file.endsWith('.md') ? 'md' : 'mdx');

// Minimal mdast shapes; the full types live in @types/mdast, which we do not need to depend on.
export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  /** A list: numbered or bulleted, and the number it starts at. */
  ordered?: boolean | null;
  start?: number | null;
  lang?: string | null;
  name?: string | null;
  children?: MdNode[];
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; offset?: number } };
  data?: { hName?: string; hProperties?: Record<string, unknown>; id?: string };
}

/** An h2 or h3 of a page, for its table of contents. */
export interface TocEntry {
  text: string;
  id: string;
  depth: 2 | 3;
  /** Offset of the heading in the source file (a search section's charIndex is one in its plain text). */
  charIndex: number;
}

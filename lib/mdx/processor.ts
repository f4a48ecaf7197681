// Build only: the MDX processor and its plugin list. next-mdx-remote compiles a page with our
// plugins and then its own, which drop imports, exports and JavaScript expressions (`blockJS`);
// parseTree gives steps that need only the tree (search text, Markdown twins, checks) the same parse
// and the passes that shape it.
import 'server-only';
import { compile, createProcessor, type CompileOptions } from '@mdx-js/mdx';
import { serialize } from 'next-mdx-remote/serialize';
import remarkGfm from 'remark-gfm';
import { syntaxError } from './errors';
import type { LinkContext } from './linkContext';
import { rehypePrism } from './plugins/rehypePrism';
import { remarkAnswers, type AnswerRef } from './plugins/remarkAnswers';
import { remarkCallouts, type CalloutTitles } from './plugins/remarkCallouts';
import { remarkCodeLanguages } from './plugins/remarkCodeLanguages';
import { remarkHeadingOrder } from './plugins/remarkHeadingOrder';
import { remarkHeadings } from './plugins/remarkHeadings';
import { remarkLinks } from './plugins/remarkLinks';
import { remarkPlaceholders } from './plugins/remarkPlaceholders';
import { remarkPortRefs, type PortRefRow } from './plugins/remarkPortRefs';
import { remarkPortRules, type PortRuleRow } from './plugins/remarkPortRules';
import { remarkStepNumbers } from './plugins/remarkStepNumbers';
import { remarkTableLabels } from './plugins/remarkTableLabels';
import { remarkTerms, type TermEntry } from './plugins/remarkTerms';
import { formatOf, type MdNode, type MdxSource, type TocEntry } from './types';

/** What a page's compile needs to know beyond its source. */
export interface PageContext {
  links: LinkContext;
  /** The glossary terms the page offers definitions of. */
  terms: readonly TermEntry[];
  /** The version's ports, for <Port id="…" /> references and <PortRules /> (the Ports page); undefined without ports.json. */
  portRules: PortRuleRow[] | undefined;
  /** The registered questions whose answers the page shows with <Answer id="…" /> (content/<version>/questions.json). */
  answers: readonly AnswerRef[];
  /** Called with the checked tree, its port references filled in, before terms and port rules are added (the search text and Markdown twin come from it). */
  checked: (tree: MdNode, toc: TocEntry[]) => void;
  /** A translation's heading ids: its English page's, every heading in order (remarkHeadings). */
  headingIds?: readonly string[];
  /** A translation's words for callout titles and table names (English without). */
  words?: PageWords;
}

/** The words a page's compile writes into it: callout titles and table names. */
export interface PageWords {
  callouts: CalloutTitles;
  table: string;
  tableIn: (section: string) => string;
}

type Plugins = NonNullable<CompileOptions['remarkPlugins']>;

/** The page's compiled MDX (a function body, which run.ts runs) and its TOC. */
export async function compileMdx(source: MdxSource, page: PageContext): Promise<{ code: string; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const thrown: { error?: unknown } = {};
  const remarkPlugins: Plugins = [
    remarkGfm,
    remarkHeadingOrder(source),
    remarkHeadings(toc, page.headingIds),
    [remarkCallouts, page.words?.callouts],
    [remarkTableLabels, page.words && { table: page.words.table, tableIn: page.words.tableIn }],
    remarkStepNumbers,
    // Before links are checked: the answer's link to its owner section is checked and versioned like any other.
    remarkAnswers(source, page.answers),
    remarkLinks(page.links),
    remarkPlaceholders(source),
    // Before the tree is handed over: the search text and Markdown twin get the numbers too.
    remarkPortRefs(source, page.portRules ?? []),
    // Returns nothing: a transformer's return value would replace the tree.
    () => (tree: MdNode) => {
      page.checked(tree, toc);
    },
    remarkTerms(page.terms, page.links.ownSlug),
    remarkPortRules(page.portRules),
    // Only registers grammars, so it may run before next-mdx-remote's passes (which remove no code).
    remarkCodeLanguages,
  ];
  try {
    const { compiledSource } = await serialize(
      source.body,
      {
        mdxOptions: {
          format: formatOf(source),
          remarkPlugins: keepingErrors(remarkPlugins, thrown),
          rehypePlugins: keepingErrors([[rehypePrism, { ignoreMissing: true, showLineNumbers: false }]], thrown),
        },
        // next-mdx-remote's passes run after ours: imports and exports go, and with blockJS JavaScript expressions.
        blockJS: true,
      },
      // No MDXProvider lookup in the code: run.ts hands the components in as props.
      true,
    );
    return { code: compiledSource, toc };
  } catch (error) {
    throw thrown.error ?? (await mdxError(source, error));
  }
}

/**
 * The parsed tree with heading ids (the same slugger as the compiled page), callouts and placeholders
 * applied, and given the version's ports, its <Port /> references filled in (a step that needs only
 * headings passes none).
 */
export function parseTree(source: MdxSource, ports?: readonly PortRefRow[], headingIds?: readonly string[]): { tree: MdNode; toc: TocEntry[] } {
  const processor = createProcessor({ format: formatOf(source), remarkPlugins: [remarkGfm] });
  let tree: MdNode;
  try {
    tree = processor.parse(source.body) as MdNode;
  } catch (raw) {
    throw syntaxError(source, raw);
  }
  const toc: TocEntry[] = [];
  remarkHeadings(toc, headingIds)()(tree);
  remarkCallouts()(tree);
  remarkPlaceholders(source)()(tree);
  if (ports) remarkPortRefs(source, ports)()(tree);
  return { tree, toc };
}

/**
 * next-mdx-remote rethrows a failed compile as a new Error holding only the message, so the first
 * error one of these plugins throws is kept as it was (a ContentError knows its file and line).
 */
function keepingErrors(plugins: Plugins, thrown: { error?: unknown }): Plugins {
  return plugins.map((plugin) => {
    const [attacher, ...options] = (Array.isArray(plugin) ? plugin : [plugin]) as [(...args: unknown[]) => unknown, ...unknown[]];
    return [
      function (this: unknown, ...args: unknown[]) {
        const transform = attacher.apply(this, args) as ((...args: unknown[]) => unknown) | undefined;
        if (typeof transform !== 'function') return transform;
        return async (...args: unknown[]) => {
          try {
            return await transform(...args);
          } catch (error) {
            thrown.error ??= error;
            throw error;
          }
        };
      },
      ...options,
    ] as Plugins[number];
  });
}

/**
 * next-mdx-remote's error drops the position of some MDX errors, so compile once more with
 * @mdx-js/mdx to read the VFileMessage's line and column, then map them back to the file.
 */
async function mdxError(source: MdxSource, error: unknown) {
  try {
    await compile(source.body, { format: formatOf(source), remarkPlugins: [remarkGfm] });
  } catch (raw) {
    return syntaxError(source, raw);
  }
  return syntaxError(source, String((error as Error)?.message ?? error).replace(/^\[next-mdx-remote\] error compiling MDX:\s*/, ''));
}

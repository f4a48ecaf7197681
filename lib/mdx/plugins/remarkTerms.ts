// The first use of each glossary term on a page becomes <Term> with its definition.
import { versionedHref } from '../../routes';
import { OWN_VERSION_PREFIX } from '../linkContext';
import type { MdNode } from '../types';

/** A glossary term as the page compile needs it (lib/glossary/glossary.ts). */
export interface TermEntry {
  term: string;
  definition: string;
  page: string;
  forms?: string[];
}

/** Nodes whose text is never a term's first use: headings, links, code, images, tables, inline JSX. */
const NO_TERMS = new Set(['heading', 'link', 'linkReference', 'inlineCode', 'code', 'image', 'table', 'mdxJsxTextElement', 'definition', 'html']);

/**
 * The first use of each glossary term in a page's prose becomes <Term> (components/mdx/Term.tsx):
 * its definition on hover, focus and tap. Runs after the search text and the Markdown twin are taken,
 * so neither changes. The page a term's entry points at (where it is explained) is left as written.
 */
export function remarkTerms(terms: readonly TermEntry[], ownSlug: string | undefined) {
  const forms = terms
    .filter((t) => t.page.split('#')[0].replace(/^\/guides\/?/, '') !== ownSlug)
    .flatMap((t) => (t.forms?.length ? t.forms : [t.term]).map((form) => ({ form, entry: t })))
    // Longest first: "carrier-grade NAT" is CGNAT's, not NAT's.
    .sort((a, b) => b.form.length - a.form.length);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = forms.length ? new RegExp(`(?<![\\p{L}\\p{N}_-])(${forms.map((f) => escape(f.form)).join('|')})(?![\\p{L}\\p{N}_]|-[\\p{L}\\p{N}])`, 'gu') : undefined;
  const entryOf = new Map(forms.map((f) => [f.form, f.entry]));
  return () => (tree: MdNode) => {
    if (!pattern) return;
    const used = new Set<string>();
    const walk = (node: MdNode): void => {
      if (NO_TERMS.has(node.type) || !node.children) return;
      const out: MdNode[] = [];
      for (const child of node.children) {
        if (child.type !== 'text') {
          walk(child);
          out.push(child);
          continue;
        }
        const text = child.value ?? '';
        let last = 0;
        for (const m of text.matchAll(pattern)) {
          const entry = entryOf.get(m[1])!;
          if (used.has(entry.term)) continue;
          used.add(entry.term);
          // An opening bracket or quote right before the term goes with it: a line never breaks between them.
          const lead = /[([{"'“‘]$/.exec(text.slice(last, m.index))?.[0] ?? '';
          if (m.index - lead.length > last) out.push({ type: 'text', value: text.slice(last, m.index - lead.length) });
          out.push({
            type: 'mdxJsxTextElement',
            name: 'Term',
            attributes: [
              { type: 'mdxJsxAttribute', name: 'term', value: entry.term },
              { type: 'mdxJsxAttribute', name: 'definition', value: entry.definition },
              { type: 'mdxJsxAttribute', name: 'href', value: versionedHref(entry.page, OWN_VERSION_PREFIX) },
              ...(lead ? [{ type: 'mdxJsxAttribute', name: 'lead', value: lead }] : []),
            ],
            children: [{ type: 'text', value: m[1] }],
          });
          last = m.index + m[1].length;
        }
        const rest = text.slice(last);
        if (rest) out.push({ type: 'text', value: rest });
      }
      node.children = out;
    };
    walk(tree);
  };
}

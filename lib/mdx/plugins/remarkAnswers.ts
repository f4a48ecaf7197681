// Server only: <Answer id="hijack-dns-scope" /> in MDX, the registry's one-sentence answer to a
// cross-cutting question (content/<version>/questions.json) and a link to the section that owns it.
import 'server-only';
import type { MdNode, MdxSource } from '../types';
import { failAt, replaceElements } from './referenceElements';

/** What a page needs of a registered question to show its answer. */
export interface AnswerRef {
  id: string;
  answer: string;
  /** `/guides/<slug>#<anchor>`: the owner section (checked like any link, after this pass). */
  href: string;
  /** The owner section's heading, and its page's title when that is another page. */
  heading: string;
  page?: string;
}

/**
 * Replaces each `<Answer id="…" />` with "<answer> See <heading> on <page>." (the heading a link to
 * the owner section), before links are checked and the search text and Markdown twin are taken, so
 * every page that shows the answer shows the same words. An unknown id, other attributes, content,
 * a use in a heading or in a .md page fail the build at the line.
 */
export function remarkAnswers(source: Pick<MdxSource, 'file' | 'bodyLineOffset'>, answers: readonly AnswerRef[]) {
  const fail = failAt(source);

  const render = (node: MdNode, inHeading: boolean): MdNode[] => {
    const id = node.attributes?.find((a) => a.name === 'id')?.value;
    const shown = `<Answer id="${typeof id === 'string' ? id : '…'}" />`;
    if (typeof id !== 'string') fail(node, '<Answer> needs an id in quotes, such as <Answer id="hijack-dns-scope" />');
    if (node.attributes!.some((a) => a.type !== 'mdxJsxAttribute' || a.name !== 'id')) fail(node, `${shown}: only id="…" is allowed`);
    if (node.children?.length) fail(node, `${shown} takes no content: close it with />`);
    if (inHeading) fail(node, `${shown} in a heading: write the answer in the text below it`);
    const ref = answers.find((a) => a.id === id);
    if (!ref) fail(node, `${shown}: no question '${id}' in this version's questions.json (its ids: ${answers.map((a) => a.id).join(', ') || 'none'})`);
    const { answer, href, heading, page } = ref!;
    return [
      { type: 'text', value: `${answer} See ` },
      { type: 'link', url: href, children: [{ type: 'text', value: heading }] } as MdNode,
      { type: 'text', value: page ? ` on ${page}.` : '.' },
    ];
  };

  return () => (tree: MdNode) => replaceElements(tree, 'Answer', render, fail);
}

/** The ids a page body asks for, so only those questions are looked up (and kept in its cache key). */
export const answerIdsIn = (body: string): string[] => [...new Set([...body.matchAll(/<Answer\s+id="([^"]*)"/g)].map((m) => m[1]))].sort();

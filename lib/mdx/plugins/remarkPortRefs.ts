// Server only: <Port id="sip-tls" /> in MDX, the version's port for a service (content/<version>/ports.json).
import 'server-only';
import { spokenPorts, type PortRow } from '../../ports/ports';
import type { MdNode, MdxSource } from '../types';
import { failAt, replaceElements } from './referenceElements';

/** What a reference needs of a version's ports data: each row's id and ports. */
export type PortRefRow = Pick<PortRow, 'id' | 'ports'>;

/**
 * Replaces each `<Port id="…" />` with the row's port(s) as text, or as inline code with `code`,
 * before the search text, the Markdown twin and llms files are taken from the tree, so they all
 * show the number and the page needs no script. An unknown id, a row without a fixed port (the
 * WireGuard port the reader picks), other attributes, content, a reference in a heading (its id and
 * the TOC are made first) or one in a .md page (where JSX is not parsed) fail the build at the line.
 */
export function remarkPortRefs(source: Pick<MdxSource, 'file' | 'bodyLineOffset'>, rows: readonly PortRefRow[]) {
  const fail = failAt(source);

  const render = (node: MdNode, inHeading: boolean): MdNode[] => {
    const id = node.attributes?.find((a) => a.name === 'id')?.value;
    const shown = `<Port id="${typeof id === 'string' ? id : '…'}" />`;
    if (typeof id !== 'string') fail(node, `<Port> needs an id in quotes, such as <Port id="sip-tls" />`);
    for (const a of node.attributes ?? []) {
      if (a.type !== 'mdxJsxAttribute' || (a.name !== 'id' && a.name !== 'code')) fail(node, `${shown}: only id="…" and code are allowed`);
      if (a.name === 'code' && a.value != null) fail(node, `${shown}: write code alone, without a value`);
    }
    if (node.children?.length) fail(node, `${shown} takes no content: close it with />`);
    if (inHeading) fail(node, `${shown} in a heading: heading ids and the table of contents are made before ports are filled in; write the port in the text below`);
    const row = rows.find((r) => r.id === id);
    if (!row) fail(node, `${shown}: no row '${id}' in this version's ports.json (its ids: ${rows.map((r) => r.id).join(', ') || 'none, the file is missing'})`);
    if (!row!.ports.length) fail(node, `${shown}: the row has no fixed port (the reader chooses it), so there is no number to show`);
    const code = node.attributes!.some((a) => a.name === 'code');
    // '6069', '20000-30000', '6070 and 6071', '500, 4500 and 4501'.
    const pieces = spokenPorts(row!.ports).flatMap(({ before, port }): MdNode[] => [
      ...(before ? [{ type: 'text', value: before }] : []),
      code ? { type: 'inlineCode', value: port } : { type: 'text', value: port },
    ]);
    return pieces;
  };

  return () => (tree: MdNode) => replaceElements(tree, 'Port', render, fail);
}

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProcessor } from '@mdx-js/mdx';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { ContentError } from '../errors';
import type { MdNode } from '../types';
import { remarkPortRefs, type PortRefRow } from './remarkPortRefs';

/** The Markdown as the body of page.mdx, which starts at line 5 of the file. */
const source = { file: 'page.mdx', bodyLineOffset: 4 };
const ROWS: PortRefRow[] = [
  { id: 'sip-tls', ports: ['6069'] },
  { id: 'rtp', ports: ['20000-30000'] },
  { id: 'asterisk-http', ports: ['6070', '6071'] },
  { id: 'ipsec', ports: ['500', '4500', '4501'] },
  { id: 'wireguard', ports: [] },
];

const html = async (markdown: string) =>
  renderToStaticMarkup((await compileMDX({ source: markdown, options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkPortRefs(source, ROWS)] } } })).content);

/** The ContentError a body throws, as its message. */
const errorOf = (markdown: string, format: 'md' | 'mdx' = 'mdx', rows = ROWS) => {
  const tree = createProcessor({ format }).parse(markdown) as MdNode;
  try {
    remarkPortRefs(source, rows)()(tree);
  } catch (error) {
    assert.ok(error instanceof ContentError, String(error));
    return error.message;
  }
  return 'no error';
};

test('a reference is the row’s port as text, or as inline code with `code`; several read as a list', async () => {
  assert.equal(
    await html('Phones use SIP over TLS on <Port id="sip-tls" /> and the RTP range <Port id="rtp" code />.'),
    '<p>Phones use SIP over TLS on 6069 and the RTP range <code>20000-30000</code>.</p>',
  );
  assert.equal(await html('Asterisk serves HTTP on <Port id="asterisk-http" code />.'), '<p>Asterisk serves HTTP on <code>6070</code> and <code>6071</code>.</p>');
  assert.equal(await html('IKE: <Port id="ipsec" />.'), '<p>IKE: 500, 4500 and 4501.</p>');
  // In a table cell, and alone on its line (a block: it becomes a paragraph).
  assert.equal(await html('| Port |\n| --- |\n| <Port id="sip-tls" code /> |'), '<table><thead><tr><th>Port</th></tr></thead><tbody><tr><td><code>6069</code></td></tr></tbody></table>');
  assert.equal(await html('<Port id="sip-tls" />'), '<p>6069</p>');
});

test('the tree handed on holds the numbers: no JSX is left for the page, its Markdown twin or search', () => {
  const tree = createProcessor().parse('Use <Port id="sip-tls" code />.') as MdNode;
  remarkPortRefs(source, ROWS)()(tree);
  assert.deepEqual(tree.children?.[0].children?.map(({ type, value }) => ({ type, value })), [
    { type: 'text', value: 'Use ' },
    { type: 'inlineCode', value: '6069' },
    { type: 'text', value: '.' },
  ]);
  // Plain references join the text around them: one text node, no separators in the HTML.
  const plain = createProcessor().parse('Asterisk on <Port id="asterisk-http" /> only.') as MdNode;
  remarkPortRefs(source, ROWS)()(plain);
  assert.deepEqual(plain.children?.[0].children?.map(({ type, value }) => ({ type, value })), [{ type: 'text', value: 'Asterisk on 6070 and 6071 only.' }]);
});

test('a reference the data cannot answer fails the build at its line, saying why', () => {
  assert.equal(errorOf('Intro.\n\nUse <Port id="sip-tsl" />.'), "page.mdx:7: <Port id=\"sip-tsl\" />: no row 'sip-tsl' in this version's ports.json (its ids: sip-tls, rtp, asterisk-http, ipsec, wireguard)");
  assert.equal(errorOf('Use <Port id="sip-tls" />.', 'mdx', []), "page.mdx:5: <Port id=\"sip-tls\" />: no row 'sip-tls' in this version's ports.json (its ids: none, the file is missing)");
  assert.match(errorOf('Use <Port id="wireguard" />.'), /^page\.mdx:5: <Port id="wireguard" \/>: the row has no fixed port/);
  assert.match(errorOf('Use <Port />.'), /^page\.mdx:5: <Port> needs an id in quotes/);
  assert.match(errorOf('Use <Port id="rtp" kind="udp" />.'), /^page\.mdx:5: <Port id="rtp" \/>: only id="…" and code are allowed/);
  assert.match(errorOf('Use <Port id="rtp" code="yes" />.'), /write code alone/);
  assert.match(errorOf('Use <Port id="rtp">x</Port>.'), /takes no content/);
  assert.match(errorOf('Intro.\n\n## TLS on <Port id="sip-tls" />\n'), /^page\.mdx:7: <Port id="sip-tls" \/> in a heading/);
  assert.match(errorOf('Use <Port id="sip-tls" />.', 'md'), /^page\.mdx:5: <Port \/> works only in \.mdx pages/);
});

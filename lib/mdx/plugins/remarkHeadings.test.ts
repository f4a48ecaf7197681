import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import type { TocEntry } from '../types';
import { remarkHeadings } from './remarkHeadings';

test('every heading gets a unique id; h2 and h3 make the TOC with their offsets in the source', async () => {
  const toc: TocEntry[] = [];
  const source = '## Setup\n\n### Setup\n\n#### `WAN` & WWAN\n\n## Setup\n';
  const { content } = await compileMDX({ source, options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkHeadings(toc)] } } });
  assert.equal(
    renderToStaticMarkup(content),
    '<h2 id="setup">Setup</h2>\n<h3 id="setup-1">Setup</h3>\n<h4 id="wan--wwan"><code>WAN</code> &amp; WWAN</h4>\n<h2 id="setup-2">Setup</h2>',
  );
  assert.deepEqual(toc, [
    { text: 'Setup', id: 'setup', depth: 2, charIndex: 0 },
    { text: 'Setup', id: 'setup-1', depth: 3, charIndex: 10 },
    { text: 'Setup', id: 'setup-2', depth: 2, charIndex: 40 },
  ]);
});

test("a translation's headings take its English page's ids by position, every depth", async () => {
  const toc: TocEntry[] = [];
  const source = '## सेटअप\n\n### विकल्प\n\n#### `WAN` और WWAN\n';
  const ids = ['setup', 'options', 'wan--wwan'];
  const { content } = await compileMDX({ source, options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkHeadings(toc, ids)] } } });
  assert.equal(renderToStaticMarkup(content), '<h2 id="setup">सेटअप</h2>\n<h3 id="options">विकल्प</h3>\n<h4 id="wan--wwan"><code>WAN</code> और WWAN</h4>');
  assert.deepEqual(
    toc.map((t) => [t.text, t.id]),
    [
      ['सेटअप', 'setup'],
      ['विकल्प', 'options'],
    ],
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { remarkTableLabels } from './remarkTableLabels';

const html = async (markdown: string) =>
  renderToStaticMarkup((await compileMDX({ source: markdown, options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkTableLabels] } } })).content);

test('each table is named after its section, numbered when a section has several', async () => {
  const table = (cell: string) => `| ${cell} |\n| - |\n| 1 |\n`;
  const row = (cell: string) => `<thead><tr><th>${cell}</th></tr></thead><tbody><tr><td>1</td></tr></tbody>`;
  assert.equal(
    await html(`${table('A')}\n## Ports\n\n${table('B')}\n${table('C')}`),
    [
      `<table data-label="Table">${row('A')}</table>`,
      '<h2>Ports</h2>',
      `<table data-label="Table: Ports">${row('B')}</table>`,
      `<table data-label="Table: Ports (2)">${row('C')}</table>`,
    ].join('\n'),
  );
});

test("a translation's tables are named in its language", async () => {
  const words = { table: 'तालिका', tableIn: (section: string) => `तालिका: ${section}` };
  const out = renderToStaticMarkup(
    (await compileMDX({ source: '| A |\n| - |\n| 1 |\n\n## पोर्ट\n\n| B |\n| - |\n| 1 |\n', options: { mdxOptions: { remarkPlugins: [remarkGfm, [remarkTableLabels, words]] } } })).content,
  );
  assert.match(out, /<table data-label="तालिका">/);
  assert.match(out, /<table data-label="तालिका: पोर्ट">/);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { remarkStepNumbers } from './remarkStepNumbers';

const steps = async (markdown: string) => {
  const out = renderToStaticMarkup((await compileMDX({ source: markdown, options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkStepNumbers] } } })).content);
  return [...out.matchAll(/<li( data-step="([^"]*)")?>(?:\n?<p>)?([^<\n]*)/g)].map((m) => `${m[2] ?? '-'} ${m[3].trim()}`);
};

test('a numbered list inside a step is numbered from that step, at every depth, from where each list starts', async () => {
  assert.deepEqual(await steps('3. Three\n   1. a\n   2. b\n      1. deep\n4. Four\n\n   2. c\n'), ['- Three', '3.1 a', '3.2 b', '3.2.1 deep', '- Four', '4.2 c']);
});

test('a top-level list, a bulleted list in between and a list in a callout keep the browser numbering', async () => {
  assert.deepEqual(await steps('1. One\n   - bullet\n     1. in a bullet\n2. Two\n   > 1. quoted\n'), ['- One', '- bullet', '- in a bullet', '- Two', '- quoted']);
  assert.deepEqual(await steps('- a\n- b\n\n1. x\n   1. y\n'), ['- a', '- b', '- x', '1.1 y']);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { serialize } from 'next-mdx-remote/serialize';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { mdxContent } from './run';

const SOURCE = '## Title\n\nSome *text* with <Note kind="tip">a component</Note> and a table:\n\n| A |\n| - |\n| 1 |\n';
const components = { Note: ({ kind, children }: { kind: string; children: ReactNode }) => createElement('aside', { className: kind }, children) };
const options = { mdxOptions: { remarkPlugins: [remarkGfm] } };

test("compiled code runs into the same element as next-mdx-remote's compileMDX gives", async () => {
  const { compiledSource } = await serialize(SOURCE, options, true);
  const ours = mdxContent(compiledSource, components);
  const theirs = (await compileMDX({ source: SOURCE, options, components })).content;
  assert.deepEqual(ours.props, theirs.props);
  assert.equal(typeof ours.type, typeof theirs.type);
  const html = renderToStaticMarkup(ours);
  assert.equal(html, renderToStaticMarkup(theirs));
  assert.match(html, /<aside class="tip">a component<\/aside>/);
});

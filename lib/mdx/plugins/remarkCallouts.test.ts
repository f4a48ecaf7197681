import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { CALLOUT_TITLES, remarkCallouts } from './remarkCallouts';

const html = async (markdown: string) =>
  renderToStaticMarkup((await compileMDX({ source: markdown, options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkCallouts] } } })).content);

test('GitHub alerts become named asides, numbered when a kind repeats; other quotes stay quotes', async () => {
  const markdown = [
    '> [!WARNING]\n> Mind the gap.',
    '> [!warning] Twice.',
    '> [!NOTE]\n>\n> After a blank line.',
    '> [!FOO] Not a callout.',
    '> Plain quote.',
  ].join('\n\n');
  assert.equal(
    await html(markdown),
    [
      '<aside class="callout callout-warning" aria-label="Warning">\n<p class="callout-title">Warning</p>\n<p>Mind the gap.</p>\n</aside>',
      '<aside class="callout callout-warning" aria-label="Warning (2)">\n<p class="callout-title">Warning</p>\n<p>Twice.</p>\n</aside>',
      '<aside class="callout callout-note" aria-label="Note">\n<p class="callout-title">Note</p>\n<p>After a blank line.</p>\n</aside>',
      '<blockquote>\n<p>[!FOO] Not a callout.</p>\n</blockquote>',
      '<blockquote>\n<p>Plain quote.</p>\n</blockquote>',
    ].join('\n'),
  );
});

test("a translation's callouts are titled in its language", async () => {
  const titles = { ...CALLOUT_TITLES, WARNING: 'चेतावनी' };
  const out = renderToStaticMarkup((await compileMDX({ source: '> [!WARNING]\n> पाठ।\n', options: { mdxOptions: { remarkPlugins: [remarkGfm, [remarkCallouts, titles]] } } })).content);
  assert.match(out, /<aside class="callout callout-warning" aria-label="चेतावनी">\n<p class="callout-title">चेतावनी<\/p>/);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import { refractor } from 'refractor/core';
import ini from 'refractor/ini';
import { rehypePrism } from './rehypePrism';

const html = async (markdown: string) =>
  renderToStaticMarkup(
    (await compileMDX({ source: markdown, options: { mdxOptions: { rehypePlugins: [[rehypePrism, { ignoreMissing: true, showLineNumbers: false }]] } } })).content,
  );

test('code in a registered language becomes Prism tokens by line; an unknown language stays plain text', async () => {
  refractor.register(ini);
  assert.equal(
    await html('```ini\n[general]\nport=5060\n```\n\n```no-such-language\nleft as it is\n```'),
    [
      '<pre class="language-ini"><code class="language-ini code-highlight">',
      '<span class="code-line"><span class="token section"><span class="token punctuation">[</span><span class="token section-name selector">general</span><span class="token punctuation">]</span></span>\n</span>',
      '<span class="code-line"><span class="token key attr-name">port</span><span class="token punctuation">=</span><span class="token value attr-value">5060</span>\n</span>',
      '</code></pre>\n',
      '<pre><code class="language-no-such-language code-highlight"><span class="code-line">left as it is\n</span></code></pre>',
    ].join(''),
  );
});

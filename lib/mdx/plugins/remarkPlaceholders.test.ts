import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProcessor } from '@mdx-js/mdx';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentError } from '../errors';
import type { MdNode } from '../types';
import { remarkPlaceholders } from './remarkPlaceholders';

/** The Markdown as the body of page.mdx, which starts at line 5 of the file. */
const source = { file: 'page.mdx', bodyLineOffset: 4 };

test('fenced code keeps the examples without the marks, and <code> records where each sits', async () => {
  const markdown = '```bash\ncurl https://{{box:192.168.1.1}}/x {{ext:1001}}\n```\n\nProse keeps {{box:1.1.1.1}} as written.';
  const { content } = await compileMDX({ source: markdown, options: { mdxOptions: { format: 'md', remarkPlugins: [remarkPlaceholders(source)] } } });
  assert.equal(
    renderToStaticMarkup(content),
    '<pre><code class="language-bash" data-vars="box:13:11 ext:27:4">curl https://192.168.1.1/x 1001\n</code></pre>\n<p>Prose keeps {{box:1.1.1.1}} as written.</p>',
  );
});

test('an unknown key fails at its line in the file', () => {
  const tree = createProcessor().parse('Intro.\n\n```bash\nok\ncurl {{bx:1.2.3.4}}\n```\n') as MdNode;
  assert.throws(
    () => remarkPlaceholders(source)()(tree),
    (e: unknown) => e instanceof ContentError && /^page\.mdx:9: unknown placeholder 'bx'/.test(e.message),
  );
});

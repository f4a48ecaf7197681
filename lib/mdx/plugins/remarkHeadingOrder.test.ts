import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProcessor } from '@mdx-js/mdx';
import { ContentError } from '../errors';
import type { MdNode } from '../types';
import { remarkHeadingOrder } from './remarkHeadingOrder';

/** Checks the Markdown as the body of page.mdx, which starts at line 5 of the file. */
const check = (markdown: string) => remarkHeadingOrder({ file: 'page.mdx', bodyLineOffset: 4 })()(createProcessor().parse(markdown) as MdNode);
const fails = (markdown: string, message: string) =>
  assert.throws(() => check(markdown), (e: unknown) => e instanceof ContentError && e.message === message);

test('headings nest like an outline: from ##, at most one level deeper at a time', () => {
  check('## A\n\n### B\n\n#### C\n\n## D\n\n### E\n');
  check('Text without headings.\n');
});

test('a skipped level or a # in the body fails at its line in the file', () => {
  fails('Intro.\n\n### Too Deep\n', "page.mdx:7: heading level skipped: '### Too Deep' is an h3 the first heading of a page; use ##");
  fails('## Setup\n\nText.\n\n#### Detail\n', "page.mdx:9: heading level skipped: '#### Detail' is an h4 after an h2; use ###");
  fails('# Bad\n', "page.mdx:5: heading '# Bad': the title comes from frontmatter; start sections at ##");
});

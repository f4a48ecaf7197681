import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentError } from './errors';
import { OWN_VERSION_PREFIX, type LinkContext } from './linkContext';
import { compileMdx, parseTree, type PageContext } from './processor';
import { mdxContent } from './run';
import { toText, visit } from './tree';
import type { MdNode, MdxSource } from './types';

const links: LinkContext = {
  file: 'page.mdx',
  bodyLineOffset: 4,
  version: '2.7.0',
  ownSlug: 'page',
  publicDir: path.resolve('public'),
  isVersion: (name) => name === '2.7.0',
  isDefault: () => false,
  pageExists: (_version, slug) => slug === 'page',
  headingIds: () => new Set(['setup']),
};
const page = (body: string): MdxSource => ({ file: 'page.mdx', body, bodyLineOffset: 4 });
const context = (checked: PageContext['checked'] = () => {}): PageContext => ({
  links,
  terms: [{ term: 'NAT', definition: 'Network address translation.', page: '/guides/nat' }],
  portRules: undefined,
  answers: [{ id: 'dns-scope', answer: 'Hijack DNS catches plain DNS only.', href: '/guides/page#setup', heading: 'Setup' }],
  checked,
});
const Term = ({ children }: { children: ReactNode }) => createElement('dfn', null, children);
const Tabs = ({ children }: { children: ReactNode }) => createElement('div', { className: 'tabs' }, children);

test("next-mdx-remote's own passes drop imports, exports and JavaScript expressions; Markdown and JSX stay", async () => {
  const body = "import X from 'x'\nexport const a = 1\n\n## Setup\n\nOne plus one is {1+1}.\n\n<Tabs labels={['a']} {...rest} kind=\"plain\">Inside {a}.</Tabs>\n";
  const { code, toc } = await compileMdx(page(body), context());
  assert.doesNotMatch(code, /1 \+ 1|rest|labels/);
  assert.equal(
    renderToStaticMarkup(mdxContent(code, { Term, Tabs })),
    '<h2 id="setup">Setup</h2>\n<p>One plus one is .</p>\n<div class="tabs">Inside .</div>',
  );
  assert.deepEqual(toc, [{ text: 'Setup', id: 'setup', depth: 2, charIndex: 38 }]);
});

test('the checked tree is handed over before glossary terms are added; the page then gets them', async () => {
  let checkedText = '';
  const { code } = await compileMdx(page('Behind NAT, see [this page](/guides/page#setup).\n'), context((tree) => (checkedText = JSON.stringify(tree))));
  assert.doesNotMatch(checkedText, /"Term"/);
  assert.match(checkedText, /\/~dmsbg-own-version~\/guides\/page\/#setup/, 'links are resolved by then');
  assert.equal(renderToStaticMarkup(mdxContent(code, { Term })), '<p>Behind <dfn>NAT</dfn>, see <a href="/~dmsbg-own-version~/guides/page/#setup">this page</a>.</p>');
});

test("a plugin's error comes out as it was thrown; a syntax error names the file's line and column", async () => {
  await assert.rejects(
    compileMdx(page('Intro.\n\nSee [x](/guides/nowhere).\n'), context()),
    (e: unknown) => e instanceof ContentError && e.message === 'page.mdx:7: link to a page that does not exist in 2.7.0: /guides/nowhere',
  );
  await assert.rejects(
    compileMdx(page('Fine.\n\nBroken {expression\n'), context()),
    (e: unknown) => e instanceof ContentError && /^page\.mdx:7:19: MDX syntax error: Unexpected end of file in expression/.test(e.message),
  );
  assert.throws(() => parseTree(page('<Tabs>\n\nText\n')), (e: unknown) => e instanceof ContentError && /^page\.mdx:5:1: MDX syntax error: Expected a closing tag for `<Tabs>`/.test(e.message));
});

test('parseTree gives the tree with heading ids, callouts and placeholders applied, and the TOC', () => {
  const { tree, toc } = parseTree(page('## Setup\n\n> [!TIP]\n> Try it.\n\n```bash\nping {{box:192.168.1.1}}\n```\n'));
  const kinds: string[] = [];
  visit(tree, (node: MdNode) => void (node.data?.hName === 'aside' && kinds.push(toText(node))));
  assert.deepEqual(kinds, ['TipTry it.']);
  assert.equal(tree.children?.[0].data?.id, 'setup');
  assert.equal(tree.children?.find((n) => n.type === 'code')?.value, 'ping 192.168.1.1');
  assert.deepEqual(toc, [{ text: 'Setup', id: 'setup', depth: 2, charIndex: 0 }]);
});

test('<Port /> is filled in before the checked tree is handed over, so search text and the Markdown twin get the number', async () => {
  let checkedText = '';
  const ports = { ...context((tree) => (checkedText = toText(tree))), portRules: [{ id: 'sip-tls', ports: ['6069'], transports: ['tcp' as const] }] };
  const { code } = await compileMdx(page('Phones use TLS on <Port id="sip-tls" code />.\n'), ports);
  assert.equal(checkedText, 'Phones use TLS on 6069.');
  assert.equal(renderToStaticMarkup(mdxContent(code, {})), '<p>Phones use TLS on <code>6069</code>.</p>');
  await assert.rejects(compileMdx(page('Intro.\n\nTLS on <Port id="sip-tsl" />.\n'), ports), (e: unknown) => e instanceof ContentError && /^page\.mdx:7: <Port id="sip-tsl" \/>: no row 'sip-tsl'/.test(e.message));
  // parseTree fills them in when given the version's ports; a step that needs only headings gives none.
  assert.equal(toText(parseTree(page('On <Port id="sip-tls" />.\n'), [{ id: 'sip-tls', ports: ['6069'] }]).tree), 'On 6069.');
  assert.equal(toText(parseTree(page('On <Port id="sip-tls" />.\n')).tree), 'On .');
});

test('<Answer /> is the registry sentence and a link to its owner section, filled in before links are checked and the tree is handed over', async () => {
  let checkedText = '';
  const { code } = await compileMdx(page('Filtering: <Answer id="dns-scope" />\n'), context((tree) => (checkedText = toText(tree))));
  assert.equal(checkedText, 'Filtering: Hijack DNS catches plain DNS only. See Setup.');
  assert.equal(renderToStaticMarkup(mdxContent(code, {})), `<p>Filtering: Hijack DNS catches plain DNS only. See <a href="${OWN_VERSION_PREFIX}/guides/page/#setup">Setup</a>.</p>`);
  await assert.rejects(compileMdx(page('Intro.\n\n<Answer id="dns-scop" />\n'), context()), (e: unknown) => e instanceof ContentError && /^page\.mdx:7: <Answer id="dns-scop" \/>: no question 'dns-scop'/.test(e.message));
  // The owner link is checked like any other: a section the page does not have fails the build.
  const moved = { ...context(), answers: [{ id: 'dns-scope', answer: 'Plain DNS only.', href: '/guides/page#gone', heading: 'Gone' }] };
  await assert.rejects(compileMdx(page('<Answer id="dns-scope" />\n'), moved), (e: unknown) => e instanceof ContentError && /#gone/.test(e.message));
});

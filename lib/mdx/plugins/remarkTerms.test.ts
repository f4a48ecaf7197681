import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { remarkTerms, type TermEntry } from './remarkTerms';

const TERMS: TermEntry[] = [
  { term: 'CGNAT', definition: 'Carrier-grade NAT.', page: '/guides/lte#cgnat', forms: ['CGNAT', 'carrier-grade NAT'] },
  { term: 'NAT', definition: 'Network address translation.', page: '/guides/firewall/nat' },
  { term: 'MTU', definition: 'Maximum transmission unit.', page: '/guides/wan' },
];

/** <Term> as its attributes, so the fixture shows what the plugin gives it. */
function Term({ term, definition, href, lead, children }: { term: string; definition: string; href: string; lead?: string; children: ReactNode }) {
  return createElement('dfn', { 'data-term': term, title: definition, 'data-href': href, 'data-lead': lead }, children);
}

const html = async (markdown: string, ownSlug: string | undefined) =>
  renderToStaticMarkup(
    (await compileMDX({ source: markdown, options: { mdxOptions: { remarkPlugins: [remarkTerms(TERMS, ownSlug)] } }, components: { Term } })).content,
  );

test("a term's first use in prose becomes <Term>, the longest form first; headings, links and code never", async () => {
  const markdown = '## NAT\n\nBehind carrier-grade NAT (NAT, `MTU`), [MTU](/x) and NAT-T: NAT and MTU again, MTU.';
  assert.equal(
    await html(markdown, 'some/page'),
    '<h2>NAT</h2>\n<p>Behind ' +
      '<dfn data-term="CGNAT" title="Carrier-grade NAT." data-href="/~dmsbg-own-version~/guides/lte/#cgnat">carrier-grade NAT</dfn> ' +
      '<dfn data-term="NAT" title="Network address translation." data-href="/~dmsbg-own-version~/guides/firewall/nat/" data-lead="(">NAT</dfn>' +
      ', <code>MTU</code>), <a href="/x">MTU</a> and NAT-T: NAT and ' +
      '<dfn data-term="MTU" title="Maximum transmission unit." data-href="/~dmsbg-own-version~/guides/wan/">MTU</dfn> again, MTU.</p>',
  );
});

test('the page a term points at does not mark it', async () => {
  assert.equal(await html('NAT here.', 'firewall/nat'), '<p>NAT here.</p>');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileMDX } from 'next-mdx-remote/rsc';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { remarkPortRules, type PortRuleRow } from './remarkPortRules';

/** <PortRules> showing the rows it is given. */
const PortRules = ({ rows }: { rows?: string }) => createElement('section', { 'data-rows': rows });

const html = async (markdown: string, rows: PortRuleRow[] | undefined) =>
  renderToStaticMarkup((await compileMDX({ source: markdown, options: { mdxOptions: { remarkPlugins: [remarkPortRules(rows)] } }, components: { PortRules } })).content);

test("<PortRules /> gets the version's rows as JSON, whatever the page wrote; none without ports data", async () => {
  const rows: PortRuleRow[] = [{ id: 'sip', ports: ['5060'], transports: ['udp', 'tcp'] }];
  assert.equal(await html('<PortRules rows="stale" />', rows), '<section data-rows="[{&quot;id&quot;:&quot;sip&quot;,&quot;ports&quot;:[&quot;5060&quot;],&quot;transports&quot;:[&quot;udp&quot;,&quot;tcp&quot;]}]"></section>');
  assert.equal(await html('<PortRules />', undefined), '<section data-rows="[]"></section>');
});

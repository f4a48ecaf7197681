import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createProcessor } from '@mdx-js/mdx';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentError } from '../errors';
import type { LinkContext } from '../linkContext';
import type { MdNode } from '../types';
import { remarkLinks } from './remarkLinks';

/** Each version's guide pages and their heading ids; 2.8.0 is the default, the page is in 2.7.0. */
const PAGES: Record<string, Record<string, string[]>> = {
  '2.8.0': { '': [] },
  '2.7.0': { '': [], 'vpn/wireguard': ['setup', 'peers'] },
  '2.6.0': { 'vpn/pptp': [] },
};
const ctx: LinkContext = {
  file: 'page.mdx',
  bodyLineOffset: 4,
  version: '2.7.0',
  ownSlug: 'vpn/wireguard',
  publicDir: path.resolve('public'),
  isVersion: (name) => Object.hasOwn(PAGES, name),
  isDefault: (version) => version === '2.8.0',
  pageExists: (version, slug) => Object.hasOwn(PAGES[version], slug),
  headingIds: (version, slug) => new Set(PAGES[version][slug]),
};

const html = async (markdown: string) =>
  renderToStaticMarkup((await compileMDX({ source: markdown, options: { mdxOptions: { remarkPlugins: [remarkLinks(ctx)] } } })).content);

test("links lead to their version's page (the own version's prefix left to fill in); images get the base path and their size", async () => {
  const markdown = [
    '[own](/guides/vpn/wireguard#peers) [here](#setup) [other](/2.6.0/guides/vpn/pptp) [default](/2.8.0/guides/) [web](https://example.com/x)',
    '![Overview](/images/general/dmsbg-overview.svg)',
  ].join('\n\n');
  assert.equal(
    await html(markdown),
    [
      // React's hint for the image first.
      '<link rel="preload" as="image" href="/dmsbg/images/general/dmsbg-overview.svg"/><p><a href="/~dmsbg-own-version~/guides/vpn/wireguard/#peers">own</a> <a href="#setup">here</a> <a href="/2.6.0/guides/vpn/pptp/">other</a> <a href="/guides/">default</a> <a href="https://example.com/x">web</a></p>',
      '<p><img src="/dmsbg/images/general/dmsbg-overview.svg" alt="Overview" width="760" height="330"/></p>',
    ].join('\n'),
  );
});

test('a link or image that leads nowhere fails at its line in the file', () => {
  const check = (markdown: string) => remarkLinks(ctx)()(createProcessor().parse(markdown) as MdNode);
  const fails = (markdown: string, message: string) =>
    assert.throws(() => check(`Intro.\n\n${markdown}`), (e: unknown) => e instanceof ContentError && e.message === message);
  fails('[x](/guides/vpn/ipsec)', 'page.mdx:7: link to a page that does not exist in 2.7.0: /guides/vpn/ipsec');
  fails('[x](/2.6.0/guides/vpn/wireguard)', 'page.mdx:7: link to a page that does not exist in 2.6.0: /2.6.0/guides/vpn/wireguard');
  fails('[x](/guides/vpn/wireguard#nope)', 'page.mdx:7: link to a heading that does not exist in 2.7.0/guides/vpn/wireguard: /guides/vpn/wireguard#nope');
  fails('[x](#nope)', 'page.mdx:7: link to a heading that does not exist in 2.7.0/guides/vpn/wireguard: #nope');
  fails('[x](../x)', "page.mdx:7: relative link '../x': write internal links as /guides/<slug>");
  fails('[x](/blog/)', "page.mdx:7: internal link '/blog/' must point into /guides/");
  fails('![x](/images/none.svg)', 'page.mdx:7: image not found: public/images/none.svg');
  fails('![x](images/a.svg)', 'page.mdx:7: image path must start with /images/ (file under public/): images/a.svg');
});

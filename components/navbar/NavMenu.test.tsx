import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { NavMenu } from './NavMenu';

const ctx = { pathInVersion: '/guides/vpn/wireguard/', versionPrefix: '/2.6.0' };

test('menu items sit left or right (default right); links follow the version; activeMatch marks the current one', () => {
  const items = [
    { text: 'Home', link: '/', activeMatch: '^(?!.*guides)' },
    { text: 'Documentation', link: '/guides/', activeMatch: 'guides' },
    { text: 'Blog', link: 'https://example.com/blog', position: 'left' as const },
  ];
  const right = renderToStaticMarkup(<NavMenu ctx={ctx} position="right" items={items} />);
  // The current item: its anchor (attributes in any order) links to the version's guides and is aria-current.
  assert.match(right, /<a(?=[^>]*aria-current="page")(?=[^>]*href="[^"]*\/2\.6\.0\/guides\/?")[^>]*>Documentation/);
  assert.doesNotMatch(right, /Blog/);
  // A version home ends in a dotted segment: a plain anchor keeps its trailing slash.
  assert.match(right, /href="\/dmsbg\/2\.6\.0\/"[^>]*>Home/);
  const left = renderToStaticMarkup(<NavMenu ctx={ctx} position="left" items={items} />);
  assert.match(left, /href="https:\/\/example\.com\/blog" class="nav-link" target="_blank" rel="noopener noreferrer">Blog/);
});

test('groups render as dropdowns, and more than 5 items make the menu compact', () => {
  const items = [
    { text: 'Products', items: [{ text: 'DMSBG', link: '/' }, { text: 'Shop', link: 'https://example.com' }] },
    ...['A', 'B', 'C', 'D', 'E'].map((t) => ({ text: t, link: `/${t.toLowerCase()}/` })),
  ];
  const html = renderToStaticMarkup(<NavMenu ctx={ctx} position="right" items={items} />);
  assert.match(html, /class="navbar-menu navbar-menu-right compact"/);
  assert.match(html, /<details class="dropdown nav-group/);
  assert.match(html, /Shop/);
  const few = renderToStaticMarkup(<NavMenu ctx={ctx} position="right" items={items.slice(0, 5)} />);
  assert.doesNotMatch(few, /compact/);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toSidebarNodes } from './Sidebar';

test('the sidebar is sent as compact nodes that keep every flag the tree needs', () => {
  const nodes = toSidebarNodes([
    { type: 'header', sectionHeaderText: 'Start' },
    { type: 'link', text: 'Introduction', link: '/guides/', slug: 'index' },
    { type: 'divider', dividerType: 'dashed' },
    {
      type: 'group',
      text: 'VPN',
      collapsed: false,
      collapsible: true,
      tag: 'new',
      items: [
        { type: 'link', text: 'Tailscale', link: '/guides/vpn/tailscale/', slug: 'vpn/tailscale', tag: 'new' },
        { type: 'group', text: 'Fixed', collapsed: true, collapsible: false, items: [] },
      ],
    },
    { type: 'link', text: 'Forum', link: 'https://forum.example.com/' },
  ]);
  assert.deepEqual(nodes, [
    { h: 'Start' },
    ['Introduction', '/guides/'],
    { d: 'dashed' },
    { t: 'VPN', g: [['Tailscale', '/guides/vpn/tailscale/', 1], { t: 'Fixed', g: [], f: 1 }], o: 1, n: 1 },
    { t: 'Forum', x: 'https://forum.example.com/' },
  ]);
});

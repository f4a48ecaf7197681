import type { SidebarItem } from '@/lib/content/types';
import { SidebarTree, type SidebarNode } from './SidebarTree.client';
import { pageStrings } from '@/lib/i18n/page';

/** The compact form of the sidebar that SidebarTree renders (see SidebarNode). */
export function toSidebarNodes(items: SidebarItem[]): SidebarNode[] {
  return items.map((item): SidebarNode => {
    switch (item.type) {
      case 'link':
        if (item.slug === undefined) return { t: item.text, x: item.link };
        return item.tag === 'new' ? [item.text, item.link, 1] : [item.text, item.link];
      case 'group':
        return {
          t: item.text,
          g: toSidebarNodes(item.items),
          ...(item.collapsed ? {} : { o: 1 as const }),
          ...(item.collapsible ? {} : { f: 1 as const }),
          ...(item.tag === 'new' ? { n: 1 as const } : {}),
        };
      case 'header':
        return { h: item.sectionHeaderText };
      case 'divider':
        return { d: item.dividerType };
    }
  });
}

/** The version's collapsible tree: groups on the current page's path start open. */
export function Sidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <nav className="sidebar" id="sidebar" aria-label={pageStrings()['menu.guides']}>
      <SidebarTree nodes={toSidebarNodes(items)} current={current} newLabel={pageStrings()['menu.new']} />
    </nav>
  );
}

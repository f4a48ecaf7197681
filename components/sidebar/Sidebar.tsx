import { SiteLink } from '../ui/SiteLink.client';
import type { SidebarItem } from '@/lib/content/types';
import { SidebarEffects } from './SidebarEffects.client';

function containsCurrent(item: SidebarItem, current: string): boolean {
  if (item.type === 'link') return item.link === current;
  if (item.type === 'group') return item.items.some((i) => containsCurrent(i, current));
  return false;
}

function NewBadge({ tag }: { tag?: 'new' }) {
  return tag === 'new' ? <span className="badge badge-new">New</span> : null;
}

function Items({ items, current, depth }: { items: SidebarItem[]; current: string; depth: number }) {
  return (
    <ul role="list" className={`sidebar-list depth-${depth}`}>
      {items.map((item, i) => {
        if (item.type === 'divider') return <li key={i} role="separator" className={`sidebar-divider ${item.dividerType}`} />;
        if (item.type === 'header') return <li key={i} className="sidebar-header">{item.sectionHeaderText}</li>;
        if (item.type === 'link') {
          const external = item.slug === undefined;
          return (
            <li key={i}>
              {external ? (
                <a className="sidebar-link" href={item.link} target="_blank" rel="noopener noreferrer">
                  {item.text}
                </a>
              ) : (
                <SiteLink className="sidebar-link" href={item.link} aria-current={item.link === current ? 'page' : undefined}>
                  {item.text}
                  <NewBadge tag={item.tag} />
                </SiteLink>
              )}
            </li>
          );
        }
        const onPath = containsCurrent(item, current);
        if (!item.collapsible) {
          return (
            <li key={i} className="sidebar-group">
              <span className="sidebar-group-title">{item.text}</span>
              <Items items={item.items} current={current} depth={depth + 1} />
            </li>
          );
        }
        return (
          <li key={i} className="sidebar-group">
            <details open={onPath || !item.collapsed}>
              <summary className="sidebar-group-title">
                <span>{item.text}</span>
                <NewBadge tag={item.tag} />
              </summary>
              <Items items={item.items} current={current} depth={depth + 1} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The version's collapsible tree: groups on the current page's path start open. */
export function Sidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <nav className="sidebar" id="sidebar" aria-label="Guides">
      <Items items={items} current={current} depth={0} />
      <SidebarEffects />
    </nav>
  );
}

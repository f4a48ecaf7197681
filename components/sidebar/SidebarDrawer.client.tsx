'use client';
// Browser: on widths <= 1024 px the sidebar is a drawer opened from the doc bar; it closes on
// navigation, Escape or a click on the backdrop.
import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { useDrawer } from '../ui/drawer';
import type { Strings } from '@/lib/i18n/strings';

/**
 * The doc bar, then `main` (the article column), then the drawer holding `children` (the sidebar):
 * the article comes before the sidebar in the HTML, and CSS grid areas place them.
 */
export function SidebarDrawer({
  children,
  main,
  localToc,
  strings: s,
}: {
  children: ReactNode;
  main: ReactNode;
  localToc?: ReactNode;
  strings: Pick<Strings, 'menu.sidebar' | 'menu.sidebarRegion' | 'menu.close'>;
}) {
  const [open, setOpen] = useDrawer({});
  return (
    <>
      <div className="doc-bar">
        <button type="button" className="doc-bar-button" aria-expanded={open} aria-controls="sidebar-drawer" onClick={() => setOpen(true)}>
          <Icon name="menu" size={18} /> {s['menu.sidebar']}
        </button>
        {localToc}
      </div>
      {main}
      <div className={`sidebar-backdrop${open ? ' open' : ''}`} onClick={() => setOpen(false)} aria-hidden="true" />
      <aside id="sidebar-drawer" className={`sidebar-container${open ? ' open' : ''}`} data-open={open} aria-label={s['menu.sidebarRegion']}>
        {open ? (
          <div className="sidebar-drawer-bar">
            <button type="button" className="icon-button sidebar-close" aria-label={s['menu.close']} onClick={() => setOpen(false)}>
              <Icon name="close" />
            </button>
          </div>
        ) : null}
        {children}
      </aside>
    </>
  );
}

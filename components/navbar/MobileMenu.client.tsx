'use client';
// Browser: the hamburger and its full-screen menu (widths <= 1024 px). Locks page scroll while
// open; closes on route change, Escape and once the window is at least 768 px wide (spec: Navigation bar and menus).
import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { useDrawer } from '../ui/drawer';
import type { Strings } from '@/lib/i18n/strings';

export function MobileMenu({ strings: s, children }: { strings: Pick<Strings, 'menu.open' | 'menu.close' | 'nav.mobile'>; children: ReactNode }) {
  const [open, setOpen] = useDrawer({ lockPage: true, closeFrom: 768 });
  return (
    <>
      <button
        type="button"
        className="icon-button hamburger"
        aria-label={open ? s['menu.close'] : s['menu.open']}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      <div id="mobile-menu" className="mobile-menu" hidden={!open} onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}>
        <nav aria-label={s['nav.mobile']}>{children}</nav>
      </div>
    </>
  );
}

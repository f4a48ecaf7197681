'use client';
// Browser: hide-navbar modes (spec: Navigation bar and menus): 'on-scroll' hides while scrolling down, 'always' hides.
import { useEffect } from 'react';
import type { HideNavbarMode } from '@/lib/config/site';
import { onThrottledScroll } from '../ui/throttledScroll';

export function NavbarHide({ mode }: { mode: HideNavbarMode }) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header.navbar');
    if (!header) return;
    if (mode === 'always') {
      header.dataset.hidden = 'true';
      return;
    }
    let last = window.scrollY;
    return onThrottledScroll(() => {
      const y = window.scrollY;
      header.dataset.hidden = String(y > last && y > 64);
      last = y;
    });
  }, [mode]);
  return null;
}

'use client';
// Browser: hide-navbar modes (spec: Navigation bar and menus): 'on-scroll' hides while scrolling down, 'always' hides.
import { useEffect } from 'react';
import type { HideNavbarMode } from '@/lib/config/site';

export function NavbarHide({ mode }: { mode: HideNavbarMode }) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header.navbar');
    if (!header) return;
    if (mode === 'always') {
      header.dataset.hidden = 'true';
      return;
    }
    let last = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        const y = window.scrollY;
        header.dataset.hidden = String(y > last && y > 64);
        last = y;
      }, 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [mode]);
  return null;
}

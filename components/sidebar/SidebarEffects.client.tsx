'use client';
// Browser: centres the current link in the sidebar.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

export function SidebarEffects() {
  const pathname = usePathname();
  useEffect(() => {
    const nav = document.getElementById('sidebar');
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const navBox = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    nav.scrollTop += box.top - navBox.top - nav.clientHeight / 2 + box.height / 2;
  }, [pathname]);
  return null;
}

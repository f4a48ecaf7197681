'use client';
// Browser: centres the current link in the sidebar and preloads routes on hover.
import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { stripBasePath } from '@/lib/routes';

export function SidebarEffects() {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    const nav = document.getElementById('sidebar');
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const navBox = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    nav.scrollTop += box.top - navBox.top - nav.clientHeight / 2 + box.height / 2;
  }, [pathname]);
  useEffect(() => {
    const nav = document.getElementById('sidebar');
    if (!nav) return;
    const onOver = (e: PointerEvent) => {
      const a = (e.target as HTMLElement).closest<HTMLAnchorElement>('a.sidebar-link');
      const path = a && stripBasePath(new URL(a.href).pathname);
      if (path) router.prefetch(path);
    };
    nav.addEventListener('pointerover', onOver);
    return () => nav.removeEventListener('pointerover', onOver);
  }, [router]);
  return null;
}

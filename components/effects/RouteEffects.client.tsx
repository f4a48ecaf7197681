'use client';
// Browser: page-wide behaviours tied to navigation. Renders nothing.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

export const RELOAD_CONTENT_EVENT = 'reload-content';

export function RouteEffects() {
  const pathname = usePathname();
  useEffect(() => {
    window.dispatchEvent(new Event(RELOAD_CONTENT_EVENT));
  }, [pathname]);
  return null;
}

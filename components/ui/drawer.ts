// Browser: what overlays over the page share. The scroll lock of the page behind (the mobile menu,
// the search dialog) and a drawer's open state (the mobile menu, the sidebar on narrow screens).
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';

/** Locks page scrolling while an overlay is open (called from effects, when the body is there); returns the unlock function. */
export function lockScroll(): () => void {
  const { style } = document.body;
  const previous = style.overflow;
  style.overflow = 'hidden';
  return () => {
    style.overflow = previous;
  };
}

/**
 * A drawer's open state: closed again on a route change and on Escape. `lockPage` keeps the page
 * behind from scrolling while open; `closeFrom` closes it once the window is at least that wide (px).
 */
export function useDrawer({ lockPage, closeFrom }: { lockPage?: boolean; closeFrom?: number }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const unlock = lockPage ? lockScroll() : undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onResize = () => closeFrom !== undefined && window.innerWidth >= closeFrom && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      unlock?.();
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open, lockPage, closeFrom]);
  return [open, setOpen] as const;
}

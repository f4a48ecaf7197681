'use client';
// Browser: image zoom on doc-body images with medium-zoom, loaded on the first click on an image.
// Overlay in the page background colour; closes on Escape, click, resize and scroll past 40 px.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

export const ZOOM_SELECTOR = '.doc-content img:not(a img)';

export function ImageZoom({ enabled = true }: { enabled?: boolean }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!enabled || document.documentElement.hasAttribute('data-no-global-ui')) return;
    let zoom: import('medium-zoom').Zoom | undefined;
    let disposed = false;
    const onResize = () => zoom?.close();
    const onClick = async (e: MouseEvent) => {
      const img = (e.target as Element).closest?.(ZOOM_SELECTOR) as HTMLImageElement | null;
      if (!img || zoom) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (disposed) return;
      const background = getComputedStyle(document.body).backgroundColor;
      zoom = mediumZoom(ZOOM_SELECTOR, { margin: 0, background, scrollOffset: 40 });
      zoom.on('open', (event) => {
        const target = event.target as HTMLImageElement;
        const hiRes = target.dataset.zoomSrc;
        if (!hiRes) return;
        const probe = new Image();
        probe.onerror = () => console.warn(`[image-zoom] high-resolution image unreachable: ${hiRes}`);
        probe.src = hiRes;
      });
      window.addEventListener('resize', onResize);
      zoom.open({ target: img });
    };
    document.addEventListener('click', onClick);
    return () => {
      disposed = true;
      document.removeEventListener('click', onClick);
      window.removeEventListener('resize', onResize);
      zoom?.detach();
    };
  }, [enabled, pathname]);
  return null;
}

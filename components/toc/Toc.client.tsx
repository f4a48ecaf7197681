'use client';
// Browser: the 'ON THIS PAGE' outline. Highlights the heading being read (scroll handler
// throttled to 200 ms); the links themselves are plain '#id' anchors that work without JS.
import { useEffect, useState } from 'react';
import type { TocItem } from '@/lib/content/types';
import { onThrottledScroll } from '../ui/throttledScroll';

export const NAVBAR_OFFSET = 72;

export function useActiveHeading(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const update = () => {
      let current: string | undefined;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= NAVBAR_OFFSET + 8) current = item.id;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && items.length) {
        current = items[items.length - 1].id;
      }
      setActive(current);
    };
    update();
    const stopScroll = onThrottledScroll(update);
    window.addEventListener('hashchange', update);
    return () => {
      stopScroll();
      window.removeEventListener('hashchange', update);
    };
  }, [items]);
  return active;
}

export function TocList({ items, active }: { items: TocItem[]; active?: string }) {
  return (
    <ul className="toc-list">
      {items.map((item) => (
        <li key={item.id} data-depth={item.depth}>
          <a href={`#${item.id}`} className="toc-link" aria-current={item.id === active ? 'location' : undefined} data-new-in={item.newIn}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Toc({ items, title, label }: { items: TocItem[]; title: string; label: string }) {
  const active = useActiveHeading(items);
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={label}>
      <p className="toc-title">{title}</p>
      <TocList items={items} active={active} />
    </nav>
  );
}

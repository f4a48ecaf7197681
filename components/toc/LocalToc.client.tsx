'use client';
// Browser: the 'ON THIS PAGE' dropdown of narrow screens; closes on outside click or a choice.
import { useEffect, useRef, useState } from 'react';
import type { TocItem } from '@/lib/content/types';
import { Icon } from '../ui/Icon';
import { TocList, useActiveHeading } from './Toc.client';

export function LocalToc({ items, title }: { items: TocItem[]; title: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const active = useActiveHeading(items);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  if (!items.length) return null;
  return (
    <div className="local-toc" ref={ref}>
      <button type="button" className="doc-bar-button" aria-expanded={open} aria-controls="local-toc-panel" onClick={() => setOpen((o) => !o)}>
        {title} <Icon name="chevron-down" size={16} />
      </button>
      <div id="local-toc-panel" className="local-toc-panel" hidden={!open} onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}>
        <TocList items={items} active={active} />
      </div>
    </div>
  );
}

'use client';
// Browser: a button back to the top, shown once the page is scrolled (spec: Table of contents, pager, source link).
import { useEffect, useState } from 'react';
import { Icon } from '../ui/Icon';
import { onThrottledScroll } from '../ui/throttledScroll';

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 0);
    update();
    return onThrottledScroll(update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={label}
      onClick={() => {
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" size={18} />
    </button>
  );
}

'use client';
// Browser: a button back to the top, shown once the page is scrolled (spec: Table of contents, pager, source link).
import { useEffect, useState } from 'react';
import { Icon } from '../ui/Icon';

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      setVisible(window.scrollY > 0);
    };
    const onScroll = () => {
      timer ??= setTimeout(update, 200);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Back to top"
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

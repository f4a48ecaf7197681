'use client';
// Browser: a <details> disclosure that closes on outside click, Escape and link choice.
// Works without JavaScript (native <details>); `hover` also opens it on mouse enter.
import { useEffect, useRef, type ReactNode } from 'react';

export function Dropdown({
  label,
  summaryLabel,
  className = '',
  hover = false,
  children,
}: {
  label: ReactNode;
  /** Accessible name of the toggle when `label` is only an icon. */
  summaryLabel?: string;
  className?: string;
  hover?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute('open');
    const onPointer = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details.open) {
        close();
        details.querySelector('summary')?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if ((e.target as HTMLElement).closest('a')) close();
    };
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('keydown', onKey);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('keydown', onKey);
      details.removeEventListener('click', onClick);
    };
  }, []);
  const hoverProps = hover
    ? {
        onMouseEnter: () => ref.current?.setAttribute('open', ''),
        onMouseLeave: () => ref.current?.removeAttribute('open'),
      }
    : {};
  return (
    <details ref={ref} className={`dropdown ${className}`} {...hoverProps}>
      <summary aria-label={summaryLabel}>{label}</summary>
      <div className="dropdown-panel">{children}</div>
    </details>
  );
}

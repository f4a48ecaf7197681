// Browser: locks page scrolling while an overlay is open; returns the unlock function.
export function lockScroll(target: HTMLElement | null | undefined): () => void {
  if (!target) {
    console.error('[scroll-lock] no target element to lock');
    return () => {};
  }
  const previous = target.style.overflow;
  target.style.overflow = 'hidden';
  return () => {
    target.style.overflow = previous;
  };
}

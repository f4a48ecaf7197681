// Browser: Escape hides a glossary definition shown by hover or keyboard focus (WCAG 1.4.13: content
// on hover or focus can be dismissed without moving); it shows again once the pointer or focus
// leaves the term and comes back. Popovers opened by a click close on Escape by themselves.
export function dismissTermsOnEscape(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    for (const term of document.querySelectorAll('.term:hover, .term:focus-within')) term.setAttribute('data-dismissed', '');
  };
  const onLeave = (e: Event) => {
    const term = (e.target as Element | null)?.closest?.('.term[data-dismissed]');
    const to = (e as FocusEvent | MouseEvent).relatedTarget as Node | null;
    if (term && !(to && term.contains(to))) term.removeAttribute('data-dismissed');
  };
  window.addEventListener('keydown', onKey);
  document.addEventListener('focusout', onLeave);
  document.addEventListener('mouseout', onLeave);
  return () => {
    window.removeEventListener('keydown', onKey);
    document.removeEventListener('focusout', onLeave);
    document.removeEventListener('mouseout', onLeave);
  };
}

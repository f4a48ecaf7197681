// Browser: the "Changes since" buttons (components/versions/ChangesSince.tsx). One delegated listener for every page;
// the diff and its view (components/versions/changesView.ts, with jsdiff) load on the first use, never with the page.
const BUTTON = 'button[data-changes-before]';

function toggle(button: HTMLButtonElement, open = button.getAttribute('aria-expanded') !== 'true'): void {
  import('../versions/changesView').then((m) => m.showChanges(button, open)).catch(() => {});
}

/** Opens the page's changes when its URL ends in #changes (after a navigation or a hash change). */
export function openChangesFromHash(): void {
  const button = document.querySelector<HTMLButtonElement>(BUTTON);
  // The button carries the id (CHANGES_ID) that What's new links to.
  if (button && location.hash === `#${button.id}`) toggle(button, true);
}

export function delegateChanges(): () => void {
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>(BUTTON);
    if (button) toggle(button);
  };
  window.addEventListener('click', onClick);
  window.addEventListener('hashchange', openChangesFromHash);
  return () => {
    window.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', openChangesFromHash);
  };
}

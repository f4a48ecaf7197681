// Browser: "Copy page" buttons. Their code (components/doc/copyPage.ts) loads on the first click,
// never with the page; one delegated listener serves every page.
export function delegateCopyPage(): () => void {
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy-markdown]');
    if (button) import('../doc/copyPage').then((m) => m.copyPage(button)).catch(() => {});
  };
  window.addEventListener('click', onClick);
  return () => window.removeEventListener('click', onClick);
}

// Browser, on every page: "your values" costs a storage check until a reader uses it. The
// substitution code loads when values are set (after each route change), the form on the first
// click on a code block's "Your values" button.
import { hasValues } from './storage';

/** After each route change: put the stored values into this page's code blocks, if any. */
export function showStoredValues(): void {
  if (hasValues() && document.querySelector('code[data-vars]')) import('./apply').then((m) => m.applyValues()).catch(() => {});
}

export function delegateValuesForm(): () => void {
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.('button[data-values-open]');
    if (button) import('./form').then((m) => m.openValuesForm(button)).catch(() => {});
  };
  window.addEventListener('click', onClick);
  return () => window.removeEventListener('click', onClick);
}

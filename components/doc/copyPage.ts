// Browser, loaded on the first click of a "Copy page" button (components/effects/copyPageClicks.ts):
// copies the page's Markdown twin and shows "Copied" for as long as a code block shows its check.
import { COPIED_FEEDBACK_MS, copyText } from '../ui/clipboard';
import { readStrings } from '@/lib/i18n/format';

export async function copyPage(button: HTMLButtonElement): Promise<void> {
  const href = button.dataset.copyMarkdown;
  if (!href) return;
  // Its words, written by its server component (components/doc/PageActions.tsx).
  const s = readStrings(button, ['doc.copied', 'code.copyPrompt']);
  const label = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = label;
  try {
    const res = await fetch(href);
    if (!res.ok) throw new Error(`${href}: HTTP ${res.status}`);
    await copyText(await res.text(), s['code.copyPrompt']);
  } catch (error) {
    console.warn('[copy-page] could not copy the page:', error);
    return;
  }
  button.textContent = s['doc.copied'];
  button.classList.add('copied');
  setTimeout(() => {
    button.textContent = label;
    button.classList.remove('copied');
  }, COPIED_FEEDBACK_MS);
}

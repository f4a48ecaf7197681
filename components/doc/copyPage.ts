// Browser, loaded on the first click of a "Copy page" button (components/effects/copyPageClicks.ts):
// copies the page's Markdown twin and shows "Copied" for as long as a code block shows its check.
import { COPIED_FEEDBACK_MS, copyText } from '../ui/clipboard';

export async function copyPage(button: HTMLButtonElement): Promise<void> {
  const href = button.dataset.copyMarkdown;
  if (!href) return;
  const label = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = label;
  try {
    const res = await fetch(href);
    if (!res.ok) throw new Error(`${href}: HTTP ${res.status}`);
    await copyText(await res.text());
  } catch (error) {
    console.warn('[copy-page] could not copy the page:', error);
    return;
  }
  button.textContent = 'Copied';
  button.classList.add('copied');
  setTimeout(() => {
    button.textContent = label;
    button.classList.remove('copied');
  }, COPIED_FEEDBACK_MS);
}

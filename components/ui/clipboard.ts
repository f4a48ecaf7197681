// Browser: copying text for the reader, shared by code blocks and the page's "Copy page" control.
import { format } from '@/lib/i18n/format';

/** How long a control shows its "copied" state (the code block's check mark, "Copied"). */
export const COPIED_FEEDBACK_MS = 2000;

/** `prompt`: the 'code.copyPrompt' string, shown when the clipboard is refused. */
export async function copyText(text: string, prompt: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard refused (insecure origin, permissions): let the reader copy by hand (spec: The error catalogue).
    const key = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘+C' : 'Ctrl+C';
    window.prompt(format(prompt, { key }), text);
  }
}

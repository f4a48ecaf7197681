// Browser: copying text for the reader, shared by code blocks and the page's "Copy page" control.

/** How long a control shows its "copied" state (the code block's check mark, "Copied"). */
export const COPIED_FEEDBACK_MS = 2000;

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard refused (insecure origin, permissions): let the reader copy by hand (spec: The error catalogue).
    const key = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘+C' : 'Ctrl+C';
    window.prompt(`Copy to clipboard: ${key}, Enter`, text);
  }
}

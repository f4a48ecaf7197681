// Browser: where a reader's "your values" live (this browser's localStorage, never sent). Tiny on
// purpose: every page imports it to decide whether to load the substitution code at all.

export const VALUES_STORAGE_KEY = 'dmsbg-values';

/** The stored values, or {} (nothing set, storage blocked, or unreadable). */
export function readValues(): Record<string, string> {
  try {
    const raw = localStorage.getItem(VALUES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Whether a reader has set a value (the pages' only check before loading more code). */
export function hasValues(): boolean {
  try {
    return localStorage.getItem(VALUES_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

// Theme constants and helpers, for the browser (the theme toggle) and the build. Free of the site
// config, which would otherwise ship to every page with the toggle: the toggle is rendered only when
// dark mode is on, and the no-flash script that reads the setting at build time is headScript.ts.

export type ThemeSetting = 'light' | 'dark' | 'auto';
export type Theme = 'light' | 'dark';

/** localStorage key for the reader's theme setting (spec: Entities and their fields; stored as light, dark or auto). */
export const THEME_STORAGE_KEY = 'dmsbg-theme-appearance';
/** Prefix of every other key this site writes to localStorage (tabs: `${STORAGE_PREFIX}tabs.<groupId>`). */
export const STORAGE_PREFIX = 'dmsbg-';

export function readThemeSetting(): ThemeSetting {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : 'auto';
  } catch {
    return 'auto';
  }
}

/** The theme a setting gives (dark mode is on wherever this runs: the toggle exists only then). */
export function resolveTheme(setting: ThemeSetting, systemDark: boolean): Theme {
  return setting === 'auto' ? (systemDark ? 'dark' : 'light') : setting;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

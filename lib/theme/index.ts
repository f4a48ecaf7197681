// Theme constants and the no-flash inline script. Shared by the build and the browser.
import { siteConfig } from '../config/site';

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

export function resolveTheme(setting: ThemeSetting, systemDark: boolean): Theme {
  if (!siteConfig.darkMode) return 'light';
  return setting === 'auto' ? (systemDark ? 'dark' : 'light') : setting;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/**
 * Runs first in <head>, before paint: applies the stored theme (no light flash on a dark reload)
 * and the query flags navbar/sidebar/outline/footer/globalUIComponents=0 as html attributes
 * that CSS and effects read.
 */
export function inlineHeadScript(): string {
  return `(function(){try{var d=document.documentElement;var s=null;try{s=localStorage.getItem(${JSON.stringify(
    THEME_STORAGE_KEY,
  )})}catch(e){}var dark=${siteConfig.darkMode ? 'true' : 'false'}&&(s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches));d.classList.toggle('dark',dark);d.style.colorScheme=dark?'dark':'light';var q=new URLSearchParams(location.search);var h=[];['navbar','sidebar','outline','footer'].forEach(function(k){if(q.get(k)==='0')h.push(k)});if(h.length)d.setAttribute('data-hide',h.join(' '));if(q.get('globalUIComponents')==='0')d.setAttribute('data-no-global-ui','')}catch(e){}})();`;
}

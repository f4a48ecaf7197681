// Build only: the no-flash inline <head> script (app/layout.tsx), which reads the site config's dark mode
// setting; lib/theme/index.ts holds what the browser's theme toggle needs.
import { siteConfig } from '../config/site';
import { THEME_STORAGE_KEY } from './index';

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

// The first-visit redirect (spec: Startup; design §5.7), as an inline <head> script that runs before
// the first paint (its CSP hash is added like the theme script's: scripts/build/security-headers.mjs).
// On a reader's first visit to a page in the default language, the first of the browser's preferred
// languages the site has (by its primary subtag) sends them to the same page in that language,
// keeping the query and #section. Never: for a bot or a lighthouse-like tool, without storage (the
// visit could not be remembered, and every page would redirect again), offline (that language's page
// may not be saved), on a path that already names a language, or when English comes first among the
// reader's languages. The visit is remembered either way; the language switcher remembers a choice.
import { BASE_PATH } from '../routes/base.mjs';

/** localStorage key: set once the first visit was handled (or a language chosen in the switcher). */
export const LANGUAGE_STORAGE_KEY = 'dmsbg-language';

/** Bots and page-testing tools, which must see the page asked for. */
const BOTS = /bot|spider|crawl|lighthouse|preview|headless/i;

/**
 * The script for a site whose other languages are `languages` (lowercase codes); none on a site in
 * one language. Plain ES5: it runs before any of the site's code.
 */
export function firstVisitScript(languages: readonly string[]): string {
  return `(function(L,B,K){try{var n=navigator;if(${BOTS}.test(n.userAgent)||n.onLine===false)return;var s=window.localStorage;if(s.getItem(K))return;s.setItem(K,'visited');var p=location.pathname;if(p.slice(0,B.length).toLowerCase()!==B)return;var r=p.slice(B.length)||'/';if(L.indexOf(r.split('/')[1].toLowerCase())>=0)return;var w=n.languages&&n.languages.length?n.languages:[n.language||''];for(var i=0;i<w.length;i++){var c=String(w[i]).toLowerCase(),m=L.indexOf(c)>=0?c:c.split('-')[0];if(m==='en')return;if(L.indexOf(m)>=0){location.replace(B+'/'+m+(r.charAt(0)==='/'?r:'/'+r)+location.search+location.hash);return}}}catch(e){}})(${JSON.stringify(languages)},${JSON.stringify(BASE_PATH)},${JSON.stringify(LANGUAGE_STORAGE_KEY)});`;
}

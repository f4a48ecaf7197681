// After `next build`: every exported page asks for Next's scripts only after its first paint.
// Next writes them as <script async> in <head>, so on a slow phone they download beside the HTML,
// and when they land before the article is painted the browser runs them first: the reader waits
// for about 110 KB of JavaScript that reading does not need (the export is real HTML; links work
// without it). Here each page's async scripts become one small loader at the end of <body> that
// adds them once the page has painted, in the same order and with the same ids.
import fs from 'node:fs';
import { htmlFiles } from './export-files.mjs';

const ASYNC_SCRIPT = /<script src="([^"]+)"((?: [A-Za-z_-]+="[^"]*")*)><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/** The page with its async scripts (and their preloads) replaced by the after-first-paint loader. */
export function deferScripts(html) {
  const scripts = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (tag, src, attributes) => {
    if (!/ async=""/.test(attributes) || /noModule/i.test(attributes)) return tag;
    scripts.push([src, / id="([^"]*)"/.exec(attributes)?.[1] ?? '']);
    return '';
  });
  if (!scripts.length) return html;
  if (!withoutScripts.includes('</body>')) throw new Error('defer-scripts: the page has no </body> to put the loader before');
  // Start when the browser reports the first contentful paint; where paint timing is missing, right
  // after the first frame; and after 3 s at the latest (a background tab paints nothing).
  const loader =
    '<script>(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(x){' +
    'var e=document.createElement("script");e.src=x[0];if(x[1])e.id=x[1];document.head.appendChild(e)})}' +
    'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'new P(function(l){l.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")setTimeout(go)})}).observe({type:"paint",buffered:true})' +
    '}else requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,3000)})(' +
    `${JSON.stringify(scripts)})</script>`;
  return withoutScripts.replace(SCRIPT_PRELOAD, '').replace('</body>', `${loader}</body>`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'out';
  const files = htmlFiles(outDir);
  for (const file of files) fs.writeFileSync(file, deferScripts(fs.readFileSync(file, 'utf8')));
  console.log(`defer-scripts: ${files.length} pages load Next's scripts after their first paint`);
}

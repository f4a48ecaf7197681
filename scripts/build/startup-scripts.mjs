// After `next build`, two changes to how each exported page starts Next's scripts.
//
// 1. The page asks for them only after its first paint. Next writes them as <script async> in
// <head>, so on a slow phone they download beside the HTML, and when they land before the article
// is painted the browser runs them first: the reader waits for about 110 KB of JavaScript that
// reading does not need (the export is real HTML; links work without it). Here each page's async
// scripts become one small loader at the end of <body> that adds them once the page has painted,
// in the same order and with the same ids.
//
// 2. The scripts every page runs at start carry V8's compile hint `//# allFunctionsCalledOnLoad`
// (Chrome 136+; other engines read it as a comment). Webpack wraps each module in a function that
// V8 would otherwise compile lazily on the main thread in the middle of hydration (on a 4x slower
// phone that was one ~170 ms task, mostly compiling React DOM); with the hint V8 compiles them
// while the script streams in, off the main thread, and the page is interactive sooner. Lazily
// loaded chunks (search, zoom) keep lazy compilation: most of their functions never run.
//
// 3. A page in another language than English gets that language and its direction on <html>: the root
// layout is shared by every page and knows none (app/layout.tsx), the page's own shell carries them
// (components/layout/PageShell.tsx), and readers' tools, search engines and validators read <html>.
//
// 4. Last, as this is the final change to a page's HTML, the page gets its Content-Security-Policy
// meta tag with the hashes of its inline scripts (scripts/build/security-headers.mjs).
//
// On the fast path Next's page workers already write each page finished (1 and 3: finishPage, from
// scripts/next/next-static-build.cjs), so here such a page is only read for its startup scripts:
// writing every page twice was most of this step (~0.4 s at the end of a corpus build). The plain
// path's pages are finished here, with the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { htmlFiles } from '../../lib/files/exportFiles.mjs';
import { hasPageCsp, withPageCsp } from './security-headers.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

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
  if (!withoutScripts.includes('</body>')) throw new Error('startup-scripts: the page has no </body> to put the loader before');
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

/** The scripts a processed page's loader adds (their URLs, as in the page). */
export function startupScripts(html) {
  const list = /first-contentful-paint.*\}\)\((\[.*?\])\)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list).map(([src]) => src) : [];
}

/** The script with the eager-compile hint at its top (once). */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/** The page shell's language: its first element that says `data-page-type` and a `lang`. */
const SHELL_LANGUAGE = /<div class="page [^"]*" lang="([a-z0-9-]+)" dir="(ltr|rtl)" data-page-type=/;

/** The page with its shell's language and direction on <html> (3); an English page as it is. */
export function withDocumentLanguage(html) {
  const shell = SHELL_LANGUAGE.exec(html);
  if (!shell) return html;
  // The first <html is the document's (Next writes a comment between the doctype and it).
  return html.replace(/<html lang="[^"]*"(?: dir="[^"]*")?/, `<html lang="${shell[1]}" dir="${shell[2]}"`);
}

/** A page as the export serves it: scripts after the first paint (1), its language (3) and its meta policy (4). The same bytes when run again. */
export function finishPage(html) {
  return withPageCsp(withDocumentLanguage(deferScripts(html)));
}

/** Finishes each page (deferred scripts, CSP); returns the startup scripts they load. */
function processPages(files) {
  const startup = new Set();
  for (const file of files) {
    const html = finishPage(fs.readFileSync(file, 'utf8'));
    // A new file in its place, never a write into it: the export's pages may be links to the render
    // cache's copies (scripts/next/renderCache.ts), which must keep what they had.
    fs.writeFileSync(`${file}.tmp`, html);
    fs.renameSync(`${file}.tmp`, file);
    for (const src of startupScripts(html)) startup.add(src);
  }
  return [...startup];
}

// This module's file for the worker thread: post-build runs bundled (import.meta.url is the
// bundle's), always from the project root.
const SELF = path.resolve('scripts/build/startup-scripts.mjs');
const WORKER_KEY = 'dmsbg-startup-pages';
if (!isMainThread && workerData?.[WORKER_KEY]) parentPort.postMessage(processPages(workerData[WORKER_KEY]));

/** Pages in two halves of about equal bytes (a print page weighs as much as ~25 doc pages). */
function halves(files) {
  const sized = files.map((file) => [file, fs.statSync(file).size]).sort((a, b) => b[1] - a[1]);
  const parts = [[], []];
  const bytes = [0, 0];
  for (const [file, size] of sized) {
    const i = bytes[0] <= bytes[1] ? 0 : 1;
    parts[i].push(file);
    bytes[i] += size;
  }
  return parts;
}

/**
 * Finishes the exported pages and hints their startup scripts. `include` leaves out pages already
 * processed (the render cache restores them so); every page runs the same startup scripts, and the
 * 404 page is always new. Half the pages to finish go to a worker thread: post-build runs alone on
 * the machine, and finishing was most of it (~0.5 s on one core for the bench corpus).
 * @param {string} outDir
 * @param {(file: string) => boolean} include
 */
export async function processStartupScripts(outDir = 'out', include = () => true) {
  const pages = htmlFiles(outDir).filter(include);
  // Pages Next's workers finished (the fast path) only name their startup scripts: read as bytes,
  // with only the loader decoded (decoding every page was most of this step's ~0.13 s).
  const startup = new Set();
  const unfinished = pages.filter((file) => {
    const bytes = fs.readFileSync(file);
    if (!hasPageCsp(bytes)) return true;
    const loader = bytes.lastIndexOf('first-contentful-paint');
    for (const src of loader < 0 ? [] : startupScripts(bytes.toString('utf8', loader))) startup.add(src);
    return false;
  });
  const [here, there] = halves(unfinished);
  const elsewhere = there.length
    ? new Promise((resolve, reject) => {
        const worker = new Worker(SELF, { workerData: { [WORKER_KEY]: there } });
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => code && reject(new Error(`startup-scripts: the worker thread exited with code ${code}`)));
      })
    : Promise.resolve([]);
  elsewhere.catch(() => {}); // awaited below; if this thread's half throws first, its error is the one reported
  for (const src of processPages(here)) startup.add(src);
  for (const src of await elsewhere) startup.add(src);
  for (const src of startup) {
    const file = path.join(outDir, decodeURIComponent(src.slice(src.indexOf('/_next/'))));
    fs.writeFileSync(file, withCompileHint(fs.readFileSync(file, 'utf8')));
  }
  console.log(`startup-scripts: ${pages.length} pages load Next's scripts after their first paint and carry their CSP; ${startup.size} startup scripts compile eagerly`);
}

// As a command (not in the worker thread, whose argv names this file too).
if (isMainThread && import.meta.url === `file://${process.argv[1]}`) await processStartupScripts(process.argv[2]);

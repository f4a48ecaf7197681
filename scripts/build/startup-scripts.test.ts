import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { deferScripts, finishPage, processStartupScripts, startupScripts, withCompileHint, withDocumentLanguage } from './startup-scripts.mjs';

const page =
  '<!DOCTYPE html><html><head>' +
  '<link rel="stylesheet" href="/dmsbg/_next/static/css/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/dmsbg/_next/static/chunks/webpack-1.js"/>' +
  '<link rel="preload" as="image" href="/dmsbg/logo-light.svg"/>' +
  '<script src="/dmsbg/_next/static/chunks/react-2.js" async=""></script>' +
  '<script src="/dmsbg/_next/static/chunks/app/%5B%5B...path%5D%5D/page-3.js" async=""></script>' +
  '<script>document.documentElement.classList.add("theme")</script>' +
  '<script src="/dmsbg/_next/static/chunks/polyfills-4.js" noModule=""></script>' +
  '</head><body><article><p>Text</p></article>' +
  '<script src="/dmsbg/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>' +
  '<script>self.__next_f.push([1,"payload"])</script></body></html>';

test('async scripts and script preloads leave the page; one loader adds them after the first paint', () => {
  const out: string = deferScripts(page);
  assert.doesNotMatch(out, /<script src="[^"]*" (?:id="_R_" )?async/);
  assert.doesNotMatch(out, /rel="preload" as="script"/);
  const loader = /<script>\(function\(s\)\{.*first-contentful-paint.*\}\)\((\[.*?\])\)<\/script>/.exec(out);
  assert.ok(loader, 'the loader is in the page');
  assert.deepEqual(JSON.parse(loader[1]), [
    ['/dmsbg/_next/static/chunks/react-2.js', ''],
    ['/dmsbg/_next/static/chunks/app/%5B%5B...path%5D%5D/page-3.js', ''],
    ['/dmsbg/_next/static/chunks/webpack-1.js', '_R_'],
  ]);
  assert.ok(out.indexOf('self.__next_f.push') < out.indexOf('first-contentful-paint'), 'the loader runs after the inline payload');
  assert.ok(out.endsWith('</script></body></html>'));
});

test('everything else is untouched: styles, image preloads, inline scripts, the nomodule polyfill', () => {
  const out: string = deferScripts(page);
  for (const kept of [
    '<link rel="stylesheet" href="/dmsbg/_next/static/css/a.css" data-precedence="next"/>',
    '<link rel="preload" as="image" href="/dmsbg/logo-light.svg"/>',
    '<script>document.documentElement.classList.add("theme")</script>',
    '<script src="/dmsbg/_next/static/chunks/polyfills-4.js" noModule=""></script>',
    '<article><p>Text</p></article>',
  ]) {
    assert.ok(out.includes(kept), kept);
  }
});

test('a page without async scripts (or already processed) is returned as it is', () => {
  const once: string = deferScripts(page);
  assert.equal(deferScripts(once), once);
});

test("the loader's scripts are the startup scripts; each gets the eager-compile hint once", () => {
  assert.deepEqual(startupScripts(deferScripts(page)), [
    '/dmsbg/_next/static/chunks/react-2.js',
    '/dmsbg/_next/static/chunks/app/%5B%5B...path%5D%5D/page-3.js',
    '/dmsbg/_next/static/chunks/webpack-1.js',
  ]);
  assert.deepEqual(startupScripts(page), [], 'an unprocessed page has no loader');
  const chunk = '"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[441],{9248:(e,n,t)=>{}}]);';
  const hinted: string = withCompileHint(chunk);
  assert.equal(hinted, `//# allFunctionsCalledOnLoad\n${chunk}`);
  assert.equal(withCompileHint(hinted), hinted);
});

const CHUNKS = ['react-2.js', 'webpack-1.js', 'app/[[...path]]/page-3.js', 'other-5.js'];

/** Runs `check` on a scratch export (every chunk the test pages name, pages added by `check`), then removes it. */
async function withExport(check: (dir: string, out: string) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-startup-'));
  try {
    const out = path.join(dir, 'out');
    fs.mkdirSync(path.join(out, 'guides'), { recursive: true });
    fs.mkdirSync(path.join(out, '_next/static/chunks/app/[[...path]]'), { recursive: true });
    for (const name of CHUNKS) fs.writeFileSync(path.join(out, '_next/static/chunks', name), 'js');
    await check(dir, out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('processing replaces a page file instead of writing into it: a hard link to it (the render cache) keeps the original', () =>
  withExport(async (dir, out) => {
    fs.writeFileSync(path.join(dir, 'saved.html'), page);
    fs.linkSync(path.join(dir, 'saved.html'), path.join(out, 'guides/index.html'));
    await processStartupScripts(out);
    assert.notEqual(fs.readFileSync(path.join(out, 'guides/index.html'), 'utf8'), page);
    assert.equal(fs.readFileSync(path.join(dir, 'saved.html'), 'utf8'), page);
  }));

test('pages are processed in two halves, one in a worker thread: every page is rewritten and every startup script hinted', () =>
  withExport(async (_, out) => {
    // The larger page goes to one half, the other (which alone loads other-5.js) to the other.
    fs.writeFileSync(path.join(out, 'index.html'), page.replace('<p>Text</p>', `<p>${'Text '.repeat(500)}</p>`));
    fs.writeFileSync(path.join(out, 'guides/index.html'), page.replace('react-2.js', 'other-5.js'));
    await processStartupScripts(out);
    for (const file of ['index.html', 'guides/index.html']) {
      const html = fs.readFileSync(path.join(out, file), 'utf8');
      assert.match(html, /<meta http-equiv="Content-Security-Policy"/, file);
      assert.ok(startupScripts(html).length, file);
    }
    for (const name of ['react-2.js', 'webpack-1.js', 'other-5.js']) assert.equal(fs.readFileSync(path.join(out, '_next/static/chunks', name), 'utf8'), withCompileHint('js'), name);
  }));

test('finishing a page twice gives the same bytes, and a page finished before (by the page worker) is only read', () =>
  withExport(async (_, out) => {
    const finished: string = finishPage(page);
    assert.equal(finishPage(finished), finished);
    fs.writeFileSync(path.join(out, 'index.html'), finished);
    const inode = fs.statSync(path.join(out, 'index.html')).ino;
    fs.writeFileSync(path.join(out, 'guides/index.html'), page.replace('react-2.js', 'other-5.js'));
    await processStartupScripts(out);
    assert.equal(fs.statSync(path.join(out, 'index.html')).ino, inode, 'a finished page is not written again');
    assert.equal(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), finished);
    assert.equal(fs.readFileSync(path.join(out, 'guides/index.html'), 'utf8'), finishPage(page.replace('react-2.js', 'other-5.js')));
    // The finished page's startup scripts are hinted too.
    for (const name of ['react-2.js', 'webpack-1.js', 'other-5.js']) assert.equal(fs.readFileSync(path.join(out, '_next/static/chunks', name), 'utf8'), withCompileHint('js'), name);
  }));

test("a page in another language gets its shell's language and direction on <html>; an English page keeps its bytes", () => {
  const page = (shell: string) =>
    `<!DOCTYPE html><!--b1--><html lang="en"><head></head><body><div class="page page-doc"${shell} data-page-type="doc"><main>x</main></div><script>self.__next_f.push([1,"<html lang=\\"en\\">"])</script></body></html>`;
  const arabic = withDocumentLanguage(page(' lang="ar" dir="rtl"'));
  assert.match(arabic, /^<!DOCTYPE html><!--b1--><html lang="ar" dir="rtl"><head>/);
  // Only the document's own <html>: text in the page's payload stays as it is.
  assert.match(arabic, /push\(\[1,"<html lang=\\"en\\">"\]\)/);
  assert.equal(withDocumentLanguage(arabic), arabic, 'the same bytes when run again');
  const english = page('');
  assert.equal(withDocumentLanguage(english), english);
  assert.equal(finishPage(english).includes('<html lang="en">'), true);
});

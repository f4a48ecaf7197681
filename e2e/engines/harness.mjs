// What the engine tests (e2e/engines/*.test.mjs) run on: the export served by scripts/tools/serve.mjs,
// and one browser per engine behind the same small interface, so paths.mjs says each reader path
// once for both. Firefox is Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi; WebKit
// is WebKitGTK driven by selenium-webdriver through Debian's WebKitWebDriver, on an Xvfb display.
// Every process started here is stopped by the test file's `after`, and at exit if a test crashed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import { PROGRAMS, programPath } from '../../scripts/tools/test-prerequisites.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const program = (name) => programPath(PROGRAMS.find((p) => p.name === name));

/** The processes this file started that are still running: stopped at exit whatever happened. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) kill(child);
});
// Stopped from outside (Ctrl+C, the test runner's timeout): the same, then the usual exit status.
for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) process.once(signal, () => process.exit(status));

function kill(child, signal = 'SIGTERM') {
  try {
    // A process group of its own (detached): its children (the browser WebKitWebDriver starts) go too.
    process.kill(child.detachedGroup ? -child.pid : child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** Starts a program; `stop()` ends it (TERM, then KILL after 3 s) and resolves once it has exited. */
function start(command, args, { detached = false, ...options } = {}) {
  const child = spawn(command, args, { detached, ...options });
  child.detachedGroup = detached;
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => running.delete(child));
  child.once('error', () => running.delete(child));
  return {
    child,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      kill(child);
      const timer = setTimeout(() => kill(child, 'SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `check` until it returns a truthy value (which it returns), else fails naming `what` and the
 * last value seen.
 */
export async function until(check, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something already listens on localhost:port (which would answer in place of the server started here). */
const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, 'localhost');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The built export (out/) served at http://localhost:<port>/dmsbg/; `stop()` takes the site offline, `start()` back. */
export async function serveExport(port) {
  if (!fs.existsSync(path.join(ROOT, 'out/index.html'))) throw new Error('out/ has no export: run `npm run build` first');
  let server;
  const origin = `http://localhost:${port}`;
  const site = {
    origin,
    async start() {
      if (await portTaken(port)) throw new Error(`port ${port} is taken: stop what listens there (the engine tests serve the export on it)`);
      server = start(process.execPath, ['scripts/tools/serve.mjs', '--dir', 'out', '--port', String(port)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      const failed = server.exited.then((code) => {
        throw new Error(`serve.mjs on port ${port} exited (${code})`);
      });
      failed.catch(() => {});
      await Promise.race([failed, until(() => fetch(`${origin}/dmsbg/`).then((r) => r.ok), `${origin}/dmsbg/`)]);
    },
    stop: () => server?.stop(),
  };
  await site.start();
  return site;
}

// What both engines answer in a page, given as functions run there (they must not close over anything).
const IN_PAGE = {
  /** The first element matching `selector` whose text contains `text`: whether it is shown, and its text. */
  find: (selector, text) => {
    const el = [...document.querySelectorAll(selector)].find((e) => !text || (e.textContent ?? '').includes(text));
    if (!el) return null;
    const box = el.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true);
    return { visible, text: (el.textContent ?? '').trim() };
  },
  /** Resource timing entries so far: the page is idle once the count stops growing. */
  loaded: () => (document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1),
};

/** The parts of the interface that are the same for both engines, on top of `evaluate`, `goto` and so on. */
function common(engine) {
  return Object.assign(engine, {
    /** The first element matching `selector` (and containing `text`): { visible, text }, or null. */
    find: (selector, text = '') => engine.evaluate(IN_PAGE.find, selector, text),
    /** Waits until an element matching `selector` (with `text`) is shown, and returns it. */
    visible: (selector, text = '', timeout) =>
      until(async () => {
        const found = await engine.find(selector, text);
        return found?.visible && found;
      }, `${selector}${text ? ` "${text}"` : ''} to be visible`, timeout),
    /** Waits until no element matching `selector` is shown. */
    hidden: (selector, text = '') => until(async () => !(await engine.find(selector, text))?.visible, `${selector}${text ? ` "${text}"` : ''} to be hidden`),
    /** Waits until the page is hydrated (the site sets html[data-ready] once its scripts have run). */
    ready: (timeout) => until(() => engine.evaluate(() => document.documentElement.hasAttribute('data-ready')), 'html[data-ready] (hydration)', timeout),
    pathname: () => engine.evaluate(() => location.pathname),
    h1: () => engine.evaluate(() => document.querySelector('article h1')?.textContent ?? null),
  });
}

/**
 * Firefox ESR over WebDriver BiDi (puppeteer-core): one browser, one tab.
 * Console errors: the page's console.error and uncaught exceptions (BiDi log entries), and CSP
 * violations, which a script added before the page's own reports to the console.
 */
export async function firefox(origin) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: program('Firefox ESR'),
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    // Puppeteer's own signal handlers would outlive the test file's `after`; it closes the browser.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  // Firefox's own process goes with the others if the tests are stopped before `close()`.
  const firefoxProcess = browser.process();
  if (firefoxProcess) {
    running.add(firefoxProcess);
    firefoxProcess.once('exit', () => running.delete(firefoxProcess));
  }
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message ?? e}`));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
  });
  const url = (sitePath) => `${origin}/dmsbg${sitePath}`;
  const engine = {
    name: 'Firefox',
    version: await browser.version(),
    errors,
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    /** Waits for the page's load and for the network to stay idle 500 ms: leaving a page earlier makes
     * Firefox log the service worker's aborted fetches as errors. */
    async settle() {
      await until(() => page.evaluate(() => document.readyState === 'complete'), 'the load event', 15_000);
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 });
    },
    /** Opens a site path as a reader would, once the page shown has settled; returns the HTTP status. */
    async goto(sitePath) {
      await engine.settle();
      const response = await page.goto(url(sitePath), { waitUntil: 'load' });
      return response?.status() ?? null;
    },
    async reload() {
      await engine.settle();
      await page.reload({ waitUntil: 'load' });
    },
    async click(selector, text = '') {
      for (const handle of await page.$$(selector)) {
        if (!text || (await handle.evaluate((e) => e.textContent ?? '')).includes(text)) return handle.click();
      }
      throw new Error(`no ${selector}${text ? ` with "${text}"` : ''} to click`);
    },
    /** A key, or a chord such as 'Control+k'. */
    async press(keys) {
      const parts = keys.split('+');
      for (const k of parts.slice(0, -1)) await page.keyboard.down(k);
      await page.keyboard.press(parts.at(-1));
      for (const k of parts.slice(0, -1).reverse()) await page.keyboard.up(k);
    },
    type: (text) => page.keyboard.type(text, { delay: 20 }),
    setViewport: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  };
  return common(engine);
}

/**
 * WebKitGTK through WebKitWebDriver (selenium-webdriver) on a display of its own (Xvfb), with the
 * browser of webkit-browser.py: WebKitWebDriver has neither a log endpoint nor WebDriver BiDi, so
 * console errors (console.error, uncaught exceptions, CSP and network errors) are the lines WebKit
 * writes to that browser's stdout.
 */
export async function webkit(origin) {
  const stopping = [];
  const stopAll = async () => {
    for (const stop of stopping.splice(0).reverse()) await stop();
  };
  try {
    // -displayfd: Xvfb picks a free display and writes its number on fd 3 once it accepts clients.
    const xvfb = start(program('Xvfb'), ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    stopping.push(xvfb.stop);
    const display = await Promise.race([
      new Promise((resolve) => xvfb.child.stdio[3].once('data', (d) => resolve(String(d).trim()))),
      xvfb.exited.then(() => Promise.reject(new Error('Xvfb exited before it opened a display'))),
    ]);
    const port = await freePort();
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-webkit-'));
    stopping.push(async () => fs.rmSync(data, { recursive: true, force: true }));
    const driver = start(program("WebKitGTK's WebDriver"), [`--port=${port}`], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DISPLAY: `:${display}`, NO_AT_BRIDGE: '1', GDK_BACKEND: 'x11' },
    });
    stopping.push(driver.stop);
    const errors = [];
    const output = [];
    for (const stream of [driver.child.stdout, driver.child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          output.push(line);
          // "<url>:<line>:<column>: CONSOLE <SOURCE> ERROR <message>" (JS, SECURITY, NETWORK...) or "CONSOLE ERROR <message>".
          if (/\bCONSOLE (?:[A-Z]+ )?ERROR\b/.test(line)) errors.push(line.replace(/^.*?CONSOLE /, 'CONSOLE '));
        }
      });
    }
    await until(() => fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok), 'WebKitWebDriver to answer', 10_000);
    const session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'dmsbg-webkit-browser',
        'webkitgtk:browserOptions': { binary: fileURLToPath(new URL('./webkit-browser.py', import.meta.url)), args: ['--automation', `--data-dir=${data}`] },
      })
      .build();
    stopping.push(() => session.quit().catch(() => {}));
    const url = (sitePath) => `${origin}/dmsbg${sitePath}`;
    /** Runs a function in the page; WebDriver awaits what it returns if that is a promise. */
    const evaluate = (fn, ...args) => session.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
    const engine = {
      name: 'WebKit',
      version: (await session.getCapabilities()).get('browserVersion'),
      errors,
      evaluate,
      /** Waits for the page's load and until no resource has finished loading for 500 ms. */
      async settle() {
        let count = -1;
        let since = Date.now();
        await until(async () => {
          const now = await evaluate(IN_PAGE.loaded);
          if (now !== count || now < 0) [count, since] = [now, Date.now()];
          return now >= 0 && Date.now() - since >= 500;
        }, 'the load event and an idle network', 15_000);
      },
      /** Opens a site path as a reader would, once the page shown has settled (WebDriver gives no status). */
      async goto(sitePath) {
        await engine.settle();
        await session.get(url(sitePath));
        return null;
      },
      async reload() {
        await engine.settle();
        await session.navigate().refresh();
      },
      async click(selector, text = '') {
        for (const element of await session.findElements(By.css(selector))) {
          if (!text || String(await element.getAttribute('textContent')).includes(text)) return element.click();
        }
        throw new Error(`no ${selector}${text ? ` with "${text}"` : ''} to click`);
      },
      async press(keys) {
        const names = { Control: Key.CONTROL, Enter: Key.ENTER, Escape: Key.ESCAPE };
        const parts = keys.split('+').map((k) => names[k] ?? k);
        let actions = session.actions({ async: true });
        for (const k of parts.slice(0, -1)) actions = actions.keyDown(k);
        actions = actions.sendKeys(parts.at(-1));
        for (const k of parts.slice(0, -1).reverse()) actions = actions.keyUp(k);
        await actions.perform();
      },
      type: (text) => session.actions({ async: true }).sendKeys(text).perform(),
      /** Sizes the window so that the page's viewport is width x height (the window has no frame under Xvfb). */
      async setViewport(width, height) {
        await session.manage().window().setRect({ width, height });
        await until(async () => (await evaluate(() => innerWidth)) === width, `a ${width} px wide viewport`);
      },
      close: stopAll,
      output,
    };
    return common(engine);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// Helpers of the offline reading specs (offline*.spec.ts): an export served from the test itself
// (siteHandler), so a test can count what the browser fetches, make the link weak, and switch to
// another deploy; the next deploy made from a copy of the export; the save control and saved records.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { siteHandler } from '../scripts/tools/serve.mjs';
import { buildOffline } from '../scripts/build/build-offline';
import { withPageCsp } from '../scripts/build/security-headers.mjs';
import type { OfflineManifest } from '../lib/offline/store';
import { expect, gotoReady, openPageMenu, site } from './utils';

export const OUT = fileURLToPath(new URL('../out', import.meta.url));
const TMP = fileURLToPath(new URL('./.tmp', import.meta.url));
export const manifestOf = (dir: string, version: string): OfflineManifest => JSON.parse(fs.readFileSync(`${dir}/static/offline/${version}.json`, 'utf8'));

/** Waits until the worker controls the page (it registers once the page is idle). */
export const controlled = (page: Page) => page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });

/**
 * An export served from the test: records every request's path; `dropEvery: n` drops the first
 * request for every nth file it is asked for (a weak link), `failing` drops every request for those
 * paths, `down` every request (the network gone for the worker too: in one CI run Chromium's offline
 * emulation did not reach the worker), and `budget: n` answers n more requests and holds the rest until `release()`.
 */
async function serveExport(dir: string) {
  const state = { requests: [] as string[], dropEvery: 0, dropped: [] as string[], failing: new Set<string>(), down: false, budget: Infinity };
  const seen = new Set<string>();
  const held: (() => void)[] = [];
  let handler = siteHandler(dir);
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (state.down || state.failing.has(path)) return req.socket.destroy();
    if (state.dropEvery && !seen.has(path)) {
      seen.add(path);
      if (seen.size % state.dropEvery === 0) {
        state.dropped.push(path);
        return req.socket.destroy();
      }
    }
    state.requests.push(path);
    if (state.budget-- <= 0) held.push(() => handler(req, res));
    else handler(req, res);
  });
  server.keepAliveTimeout = 1;
  // A free port of its own, so tests (and repeats of one) never share a server.
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    state,
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    /** The next deploy: answers from another export from now on. */
    deploy(next: string) {
      handler = siteHandler(next);
    },
    release() {
      state.budget = Infinity;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Runs `body` with an export served by the test (see serveExport), and stops the server after. */
export async function withExport(dir: string, body: (server: Awaited<ReturnType<typeof serveExport>>) => Promise<void>) {
  const server = await serveExport(dir);
  try {
    await body(server);
  } finally {
    server.release();
    await server.close();
  }
}

const deploys: string[] = [];
/** Removes the deploys made by deployWithEdit (a spec that makes some calls it after all its tests). */
export const removeDeploys = () => deploys.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The next deploy: a copy of the export with `from` replaced by `to` in a page's HTML and RSC
 * payload (the page's policy rehashed, as the build writes it), and the offline step run again.
 */
export async function deployWithEdit(route: string, from: string, to: string) {
  fs.mkdirSync(TMP, { recursive: true });
  const next = fs.mkdtempSync(`${TMP}/deploy-`);
  deploys.push(next);
  fs.cpSync(OUT, next, { recursive: true });
  const [html, payload] = [`${next}${route}index.html`, `${next}${route}index.txt`];
  fs.writeFileSync(payload, fs.readFileSync(payload, 'utf8').replaceAll(from, to));
  fs.writeFileSync(html, withPageCsp(fs.readFileSync(html, 'utf8').replaceAll(from, to)));
  await buildOffline(next, site);
  return next;
}

/** The saved copy's record, read from the page (lib/offline/store.ts keeps it in the Cache API). */
export const savedRecord = (page: Page, version: string) =>
  page.evaluate(async (v) => {
    const res = await (await caches.open('dmsbg-offline-meta')).match(`/dmsbg/__offline__/${v}`);
    return res ? ((await res.json()) as { build: string; bytes: number; files: Record<string, unknown> }) : null;
  }, version);

export const saveButton = (page: Page, version: string) => page.getByRole('button', { name: `Save ${version} for offline reading` });
export const savedBadge = (page: Page, version: string) =>
  page.locator('.offline-saved').filter({ hasText: new RegExp(`^✓ ${version.replaceAll('.', '\\.')} saved for offline reading, \\d+\\.\\d MB, updated \\d{1,2} \\w{3} \\d{4}$`) });

export async function openForSaving(page: Page, origin: string, sitePath: string) {
  await gotoReady(page, sitePath, origin);
  await controlled(page);
  await page.locator('.offline-save[data-state]').waitFor({ state: 'attached' });
  await openPageMenu(page);
}

/** Every page of the version opens offline as itself. */
export async function everyPageOffline(context: BrowserContext, page: Page, origin: string, manifest: OfflineManifest) {
  await context.setOffline(true);
  for (const { html, title } of manifest.pages) {
    await page.goto(origin + html);
    expect(await page.title(), html).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByRole('heading', { name: 'YOU ARE OFFLINE' })).toHaveCount(0);
  }
  await context.setOffline(false);
}

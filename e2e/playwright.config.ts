import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { certificateCommand, PROGRAMS, programPath } from '../scripts/tools/test-prerequisites.mjs';

// Debian's Chromium and nginx (CHROMIUM_PATH / NGINX_PATH to use others): Playwright cannot download
// its own browser here; `npm test` installs both first where it can (scripts/tools/test-prerequisites.mjs).
const [CHROMIUM, NGINX_BINARY] = PROGRAMS.map((p) => programPath(p));
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SITE_PORT = 4173;
export const FIXTURE_PORT = 4174;
export const FIXTURE_ORIGIN = `http://localhost:${FIXTURE_PORT}`;
/** The fixture's export (npm run build:fixture), which the FIXTURE_PORT server serves. */
export const FIXTURE_OUT = fileURLToPath(new URL('./.tmp/fixture-out', import.meta.url));
/** The same fixture built with local search (npm run build:fixture-local), for search in a language. */
export const FIXTURE_LOCAL_PORT = 4195;
export const FIXTURE_LOCAL_ORIGIN = `http://localhost:${FIXTURE_LOCAL_PORT}`;
/** nginx serving the same export with e2e/nginx.conf (the ports are set there too)... */
export const NGINX_PORT = 4176;
/** ...and over HTTPS, with a self-signed certificate for localhost; plain HTTP on the port before redirects to it (4177-4190 are taken by specs and the bench). */
export const NGINX_TLS_PORT = 4192;
export const NGINX_TO_TLS_PORT = 4191;
// nginx runs with the repository as its prefix; its site root links /dmsbg to out/.
const NGINX = [
  'mkdir -p e2e/.tmp/www',
  'ln -sfn ../../../out e2e/.tmp/www/dmsbg',
  certificateCommand('e2e/.tmp/tls'),
  `exec ${NGINX_BINARY} -p "$PWD/" -c e2e/nginx.conf`,
].join(' && ');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a defect to find.
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  projects: [
    // Every spec against the Node server (scripts/tools/serve.mjs)...
    { name: 'node', use: { baseURL: `http://localhost:${SITE_PORT}` } },
    // ...and the deployment smoke subset against nginx, which must behave the same.
    { name: 'nginx', testMatch: '**/deploy.spec.ts', use: { baseURL: `http://localhost:${NGINX_PORT}` } },
    { name: 'nginx-tls', testMatch: '**/deploy.spec.ts', use: { baseURL: `https://localhost:${NGINX_TLS_PORT}`, ignoreHTTPSErrors: true } },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // Off except in the offline specs: a worker would answer requests that tests reroute with page.route.
    serviceWorkers: 'block',
  },
  webServer: [
    { command: `node scripts/tools/serve.mjs --dir out --port ${SITE_PORT}`, url: `http://localhost:${SITE_PORT}/dmsbg/`, cwd: '..', reuseExistingServer: false },
    { command: NGINX, url: `http://localhost:${NGINX_PORT}/dmsbg/`, cwd: '..', reuseExistingServer: false },
    {
      command: `node scripts/tools/serve.mjs --dir ${FIXTURE_OUT} --port ${FIXTURE_PORT}`,
      url: `http://localhost:${FIXTURE_PORT}/dmsbg/`,
      cwd: '..',
      reuseExistingServer: false,
    },
    {
      command: `node scripts/tools/serve.mjs --dir e2e/.tmp/fixture-local-out --port ${FIXTURE_LOCAL_PORT}`,
      url: `http://localhost:${FIXTURE_LOCAL_PORT}/dmsbg/`,
      cwd: '..',
      reuseExistingServer: false,
    },
  ],
});

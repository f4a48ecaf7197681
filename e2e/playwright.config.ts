import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser here (see README).
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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
  },
  webServer: [
    { command: `node scripts/serve.mjs --dir out --port ${SITE_PORT}`, url: `http://localhost:${SITE_PORT}/dmsbg/`, cwd: '..', reuseExistingServer: false },
    {
      command: `node scripts/serve.mjs --dir e2e/.tmp/fixture-out --port ${FIXTURE_PORT}`,
      url: `http://localhost:${FIXTURE_PORT}/dmsbg/`,
      cwd: '..',
      reuseExistingServer: false,
    },
  ],
});

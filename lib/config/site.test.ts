import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const urlWith = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./lib/config/siteUrl.ts').then((m) => console.log(m.SITE_URL))"], {
    encoding: 'utf8',
    env: { ...process.env, DMSBG_SITE_URL: '', ...env },
  }).stdout.trim();

test('the canonical host comes from DMSBG_SITE_URL, defaulting to the production host', () => {
  assert.equal(urlWith({}), 'https://docs.difuse.io');
  assert.equal(urlWith({ DMSBG_SITE_URL: 'https://staging.example.com/' }), 'https://staging.example.com');
});

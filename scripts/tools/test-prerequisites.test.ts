import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plan } from './test-prerequisites.mjs';

const debianRoot = { apt: true, root: true, sudo: false };
const has = (...paths: string[]) => (p: string) => paths.includes(p);

test('nothing to do when Debian\'s Chromium, nginx and OpenSSL are there', () => {
  assert.deepEqual(plan({ env: {}, executable: has('/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/openssl'), ...debianRoot }), { action: 'none' });
});

test('the CHROMIUM_PATH / NGINX_PATH overrides are the programs looked for', () => {
  const env = { CHROMIUM_PATH: '/opt/chrome/chrome', NGINX_PATH: '/opt/nginx/sbin/nginx' };
  assert.deepEqual(plan({ env, executable: has('/opt/chrome/chrome', '/opt/nginx/sbin/nginx', '/usr/bin/openssl'), ...debianRoot }), { action: 'none' });
  // An override that is wrong is reported, never "fixed" by installing Debian's package instead.
  const step = plan({ env: { NGINX_PATH: '/opt/nginx/sbin/nginx' }, executable: has('/usr/bin/chromium'), ...debianRoot });
  assert.equal(step.action, 'stop');
  assert.match(step.message!, /NGINX_PATH=\/opt\/nginx\/sbin\/nginx is not a program/);
});

test('as root or with password-less sudo on Debian, what is missing is installed', () => {
  assert.deepEqual(plan({ env: {}, executable: has('/usr/bin/chromium', '/usr/bin/openssl'), ...debianRoot }), { action: 'install', packages: ['nginx'], sudo: false, names: 'nginx' });
  assert.deepEqual(plan({ env: {}, executable: has(), apt: true, root: false, sudo: true }), {
    action: 'install',
    packages: ['chromium', 'nginx', 'openssl'],
    sudo: true,
    names: 'Chromium, nginx and OpenSSL',
  });
});

test('where nothing can be installed, one line names the programs and the exact command', () => {
  for (const machine of [
    { apt: true, root: false, sudo: false },
    { apt: false, root: true, sudo: false },
  ]) {
    const step = plan({ env: {}, executable: has('/usr/sbin/nginx', '/usr/bin/openssl'), ...machine });
    assert.equal(step.action, 'stop');
    assert.equal(step.message!.split('\n').length, 1);
    assert.match(step.message!, /^npm test needs Chromium \(\/usr\/bin\/chromium\), which is not installed: run `sudo apt-get install -y chromium`/);
    assert.match(step.message!, /CHROMIUM_PATH/);
  }
});

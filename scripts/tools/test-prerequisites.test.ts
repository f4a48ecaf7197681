import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plan, PROGRAMS } from './test-prerequisites.mjs';

const debianRoot = { apt: true, root: true, sudo: false };
const has = (...paths: string[]) => (p: string) => paths.includes(p);
/** The files the WebKit tests' browser needs (e2e/engines/webkit-browser.py): Python's GObject bindings and WebKitGTK's typelib. */
const FILES = PROGRAMS.filter((p) => p.file).map((p) => p.path);
/** Debian's paths of the engine tests' programs and files (e2e/engines/): Firefox ESR, WebKitGTK's WebDriver, Xvfb and the above. */
const ENGINES = ['/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', ...FILES];

test('nothing to do when Debian\'s Chromium, nginx, OpenSSL, Firefox ESR, WebKitWebDriver, Xvfb and WebKitGTK for Python are there', () => {
  assert.deepEqual(plan({ env: {}, executable: has('/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/openssl', ...ENGINES), ...debianRoot }), { action: 'none' });
});

test('the engine tests\' programs are looked for too, and installed from their Debian packages', () => {
  const all = ['/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/openssl', ...ENGINES];
  assert.deepEqual(plan({ env: {}, executable: has(...all.filter((p) => p !== '/usr/bin/WebKitWebDriver')), ...debianRoot }), {
    action: 'install',
    packages: ['webkit2gtk-driver'],
    sudo: false,
    names: "WebKitGTK's WebDriver",
  });
  assert.deepEqual(plan({ env: {}, executable: has('/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/openssl'), ...debianRoot }), {
    action: 'install',
    packages: ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'python3-gi', 'gir1.2-webkit2-4.1'],
    sudo: false,
    names: "Firefox ESR, WebKitGTK's WebDriver, Xvfb, Python's GObject bindings and WebKitGTK's GObject introspection data",
  });
  // Their variables point elsewhere, like CHROMIUM_PATH.
  const env = { FIREFOX_PATH: '/opt/firefox/firefox', WEBKIT_DRIVER_PATH: '/opt/webkit/WebKitWebDriver', XVFB_PATH: '/opt/x/Xvfb' };
  assert.deepEqual(plan({ env, executable: has('/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/openssl', ...Object.values(env), ...FILES), ...debianRoot }), { action: 'none' });
  const step = plan({ env: { FIREFOX_PATH: '/opt/firefox/firefox' }, executable: has('/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/openssl', ...ENGINES), ...debianRoot });
  assert.equal(step.action, 'stop');
  assert.match(step.message!, /FIREFOX_PATH=\/opt\/firefox\/firefox is not a program/);
});

test('the WebKit browser\'s Python files need only be there, not be programs', () => {
  const programs = ['/usr/bin/chromium', '/usr/sbin/nginx', '/usr/bin/openssl', '/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'];
  assert.equal(FILES.length, 2);
  assert.match(FILES[1], /^\/usr\/lib\/[\w-]+\/girepository-1\.0\/WebKit2-4\.1\.typelib$/);
  assert.deepEqual(plan({ env: {}, executable: has(...programs), present: has(...FILES), ...debianRoot }), { action: 'none' });
  assert.deepEqual(plan({ env: {}, executable: has(...programs), present: has(FILES[0]), ...debianRoot }), {
    action: 'install',
    packages: ['gir1.2-webkit2-4.1'],
    sudo: false,
    names: "WebKitGTK's GObject introspection data",
  });
  // Nothing to point elsewhere for them: the message names no variable.
  const step = plan({ env: {}, executable: has(...programs), present: has(), apt: false, root: false, sudo: false });
  assert.equal(step.action, 'stop');
  assert.match(step.message!, /run `sudo apt-get install -y python3-gi gir1\.2-webkit2-4\.1` on Debian or Ubuntu \(elsewhere, install Python's GObject bindings and WebKitGTK's GObject introspection data\)\.$/);
});

test('the CHROMIUM_PATH / NGINX_PATH overrides are the programs looked for', () => {
  const env = { CHROMIUM_PATH: '/opt/chrome/chrome', NGINX_PATH: '/opt/nginx/sbin/nginx' };
  assert.deepEqual(plan({ env, executable: has('/opt/chrome/chrome', '/opt/nginx/sbin/nginx', '/usr/bin/openssl', ...ENGINES), ...debianRoot }), { action: 'none' });
  // An override that is wrong is reported, never "fixed" by installing Debian's package instead.
  const step = plan({ env: { NGINX_PATH: '/opt/nginx/sbin/nginx' }, executable: has('/usr/bin/chromium'), ...debianRoot });
  assert.equal(step.action, 'stop');
  assert.match(step.message!, /NGINX_PATH=\/opt\/nginx\/sbin\/nginx is not a program/);
});

test('as root or with password-less sudo on Debian, what is missing is installed', () => {
  assert.deepEqual(plan({ env: {}, executable: has('/usr/bin/chromium', '/usr/bin/openssl', ...ENGINES), ...debianRoot }), { action: 'install', packages: ['nginx'], sudo: false, names: 'nginx' });
  assert.deepEqual(plan({ env: {}, executable: has(), apt: true, root: false, sudo: true }), {
    action: 'install',
    packages: ['chromium', 'nginx', 'openssl', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'python3-gi', 'gir1.2-webkit2-4.1'],
    sudo: true,
    names: "Chromium, nginx, OpenSSL, Firefox ESR, WebKitGTK's WebDriver, Xvfb, Python's GObject bindings and WebKitGTK's GObject introspection data",
  });
});

test('where nothing can be installed, one line names the programs and the exact command', () => {
  for (const machine of [
    { apt: true, root: false, sudo: false },
    { apt: false, root: true, sudo: false },
  ]) {
    const step = plan({ env: {}, executable: has('/usr/sbin/nginx', '/usr/bin/openssl', ...ENGINES), ...machine });
    assert.equal(step.action, 'stop');
    assert.equal(step.message!.split('\n').length, 1);
    assert.match(step.message!, /^npm test needs Chromium \(\/usr\/bin\/chromium\), which is not installed: run `sudo apt-get install -y chromium`/);
    assert.match(step.message!, /CHROMIUM_PATH/);
  }
});

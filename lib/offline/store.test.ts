import assert from 'node:assert/strict';
import { test } from 'node:test';
import { urlForms } from './store';

test('a stored route chunk is found under the percent-encoded URL the browser asks for, and the other way round', () => {
  const stored = '/dmsbg/_next/static/chunks/app/[[...path]]/page-a75e.js';
  const asked = 'http://localhost:4173/dmsbg/_next/static/chunks/app/%5B%5B...path%5D%5D/page-a75e.js';
  assert.ok(urlForms(asked).includes(`http://localhost:4173${stored}`));
  assert.ok(urlForms(stored).includes('/dmsbg/_next/static/chunks/app/%5B%5B...path%5D%5D/page-a75e.js'));
});

test('the query string and a plain URL are kept as they are', () => {
  assert.deepEqual(urlForms('/dmsbg/guides/vpn/wireguard/index.txt?_rsc=1x'), ['/dmsbg/guides/vpn/wireguard/index.txt?_rsc=1x']);
  assert.deepEqual(urlForms('https://example.com/dmsbg/'), ['https://example.com/dmsbg/']);
});

test('a malformed escape gives only the form asked for', () => {
  assert.deepEqual(urlForms('/dmsbg/a%E0%A4%A/'), ['/dmsbg/a%E0%A4%A/']);
});

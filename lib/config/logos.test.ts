import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { chromeImage, svgDataUri } from './logos';

test('a small SVG becomes a data: URI that decodes back to the same picture', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2">\n  <rect fill="#4338ca" width="2" height="2"/>\n</svg>';
  const uri = svgDataUri(svg);
  assert.ok(uri.startsWith('data:image/svg+xml,'));
  assert.ok(!/["'#<>\n]/.test(uri), uri);
  assert.equal(decodeURIComponent(uri.slice('data:image/svg+xml,'.length)), svg.replace(/\s+/g, ' ').replace(/"/g, "'"));
});

test("the site's logos and favicons are inlined; a missing or large file keeps its URL under the base path", () => {
  for (const file of ['/logo-light.svg', '/logo-dark.svg', '/favicon-light.svg', '/favicon-dark.svg']) assert.match(chromeImage(file), /^data:image\/svg\+xml,/);
  assert.equal(chromeImage('/no-such-logo.svg'), '/dmsbg/no-such-logo.svg');
  const large = fs.readdirSync('public/images', { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('.svg') && fs.statSync(`public/images/${f}`).size > 2048);
  assert.ok(large, "a diagram over 2 KB");
  assert.equal(chromeImage(`/images/${large}`), `/dmsbg/images/${large}`);
});

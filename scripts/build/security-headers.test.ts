import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { inlineHeadScript } from '../../lib/theme/headScript';
import { headersFor, parseHeaders, RULES, formatHeaders } from './cache-headers.mjs';
import { cspDirectives, cspProblems, headerCsp, HSTS, pageCsp, securityHeaders, withPageCsp } from './security-headers.mjs';
import { deferScripts } from './startup-scripts.mjs';

const NO_REMOTE = { searchApi: '' };
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

// A page as Next exports it, then as post-build leaves it: the theme script first in <head>, the
// RSC payload scripts, the startup loader, and a JSON-LD block (data, not a script).
const nextPage =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  `<script>${inlineHeadScript()}</script>` +
  '<script src="/dmsbg/_next/static/chunks/polyfills-4.js" noModule=""></script>' +
  '<script src="/dmsbg/_next/static/chunks/webpack-1.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"TechArticle"}</script>' +
  '</head><body><article><p>© Text</p><pre><code>&lt;div style="x"&gt;</code></pre></article>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"0:{\\"p\\":\\"/dmsbg\\"} ©"])</script></body></html>';
const finished = withPageCsp(deferScripts(nextPage), NO_REMOTE);

test('every inline script of a finished page is allowed by its meta policy, which comes before any script', () => {
  assert.deepEqual(cspProblems(finished), []);
  const meta = finished.indexOf('<meta http-equiv="Content-Security-Policy"');
  assert.ok(meta > finished.indexOf('<meta charSet') && meta < finished.indexOf('<script'));
  // The theme script, two payload scripts and the loader; not the JSON-LD block.
  assert.equal(directives(pageCsp(finished, NO_REMOTE)).get('script-src')?.filter((s) => s.startsWith("'sha256-")).length, 4);
  // Running the step again gives the same page (one policy, recomputed).
  assert.equal(withPageCsp(finished, NO_REMOTE), finished);
});

test('a page that gains an inline script, or a script before its policy, fails the check', () => {
  const gained = finished.replace('</body>', '<script>alert(1)</script></body>');
  assert.deepEqual(cspProblems(gained), ['inline script not allowed: alert(1)']);
  const changed = finished.replace('push([0])', 'push([1])');
  assert.equal(cspProblems(changed).length, 1);
  const early = finished.replace('<meta charSet="utf-8"/>', '<meta charSet="utf-8"/><script>x()</script>');
  assert.ok(cspProblems(early).includes('a script comes before the policy'));
  assert.deepEqual(cspProblems(nextPage), ['no Content-Security-Policy meta tag']);
});

test('inline style and event attributes, which no hash allows, fail the build', () => {
  assert.throws(() => withPageCsp(nextPage.replace('<p>', '<p style="color:red">'), NO_REMOTE), /inline attribute/);
  assert.throws(() => withPageCsp(nextPage.replace('<p>', '<p onclick="x()">'), NO_REMOTE), /inline attribute/);
  assert.ok(cspProblems(finished.replace('<p>', '<p style="color:red">')).length);
});

test("the policy has every directive the site needs, and no 'unsafe-inline' or 'unsafe-eval'", () => {
  const all = new Map(cspDirectives(NO_REMOTE));
  assert.deepEqual(all.get('default-src'), ["'self'"]);
  assert.deepEqual(all.get('script-src'), ["'self'"]);
  const [self, zoomCss, empty] = all.get('style-src') ?? [];
  assert.equal(self, "'self'");
  assert.match(zoomCss, /^'sha256-/, "medium-zoom's injected <style>");
  assert.equal(empty, "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", '...which it adds empty first');
  assert.deepEqual(all.get('img-src'), ["'self'", 'data:']);
  for (const [name, value] of [['object-src', "'none'"], ['base-uri', "'self'"], ['form-action', "'none'"], ['frame-ancestors', "'none'"], ['worker-src', "'self'"], ['connect-src', "'self'"]]) {
    assert.deepEqual(all.get(name), [value], name);
  }
  // No manifest-src: WebKit (Safari) does not know it and logs a console error for it on every page;
  // default-src 'self' already covers the manifest.
  assert.ok(!all.has('manifest-src'));
  assert.doesNotMatch(JSON.stringify([...all]), /unsafe/);
  // The header leaves the page's directives to the page, the meta what only a header can carry.
  const header = directives(headerCsp(NO_REMOTE));
  for (const name of ['default-src', 'script-src', 'style-src']) assert.ok(!header.has(name), name);
  assert.deepEqual(header.get('frame-ancestors'), ["'none'"]);
  assert.ok(!directives(pageCsp(finished, NO_REMOTE)).has('frame-ancestors'));
});

test('remote search adds its origin to connect-src, in the header and the page', () => {
  const remote = { searchApi: 'http://localhost:4175/search' };
  assert.deepEqual(directives(headerCsp(remote)).get('connect-src'), ["'self'", 'http://localhost:4175']);
  assert.deepEqual(directives(pageCsp(finished, remote)).get('connect-src'), ["'self'", 'http://localhost:4175']);
});

test('_headers gives every file the security headers', () => {
  const rules = parseHeaders(formatHeaders(RULES));
  for (const p of ['/dmsbg/', '/dmsbg/404.html', '/dmsbg/_next/static/chunks/a-1.js', '/dmsbg/static/search/i.json', '/dmsbg/sw.js']) {
    const headers = headersFor(rules, p);
    for (const [name, value] of securityHeaders()) assert.equal(headers[name.toLowerCase()], value, `${p} ${name}`);
  }
});

test('e2e/nginx.conf sends the same headers as _headers, and HSTS over HTTPS', () => {
  const conf = fs.readFileSync(new URL('../../e2e/nginx.conf', import.meta.url), 'utf8');
  // Every add_header is at http level (one in a server or location would drop the others there).
  assert.doesNotMatch(fs.readFileSync(new URL('../../e2e/dmsbg-site.conf', import.meta.url), 'utf8'), /add_header/);
  const added = [...conf.matchAll(/^(\s*)add_header (\S+) (?:"([^"]*)"|(\$\S+)) always;/gm)];
  assert.ok(added.every(([, indent]) => indent === '  '), 'add_header only at http level');
  const sent = new Map(added.map(([, , name, value, variable]) => [name, value ?? variable]));
  const security = [...sent].filter(([name]) => name !== 'Cache-Control' && name !== 'Strict-Transport-Security');
  assert.deepEqual(new Map(security), new Map(securityHeaders(NO_REMOTE)));
  assert.equal(sent.get('Strict-Transport-Security'), '$dmsbg_hsts');
  assert.equal(/map \$scheme \$dmsbg_hsts \{\s*https "([^"]+)";\s*default "";/.exec(conf)?.[1], HSTS);
  // The cache rules: the map's two values are _headers' two values, for the same paths.
  assert.equal(sent.get('Cache-Control'), '$dmsbg_cache_control');
  const map = /map \$uri \$dmsbg_cache_control \{\s*~(\S+) "([^"]+)";\s*default "([^"]+)";/.exec(conf);
  assert.ok(map, 'the Cache-Control map');
  const rules = parseHeaders(formatHeaders(RULES));
  for (const p of ['/dmsbg/_next/static/chunks/a-1.js', '/dmsbg/static/search/i.json', '/dmsbg/guides/', '/dmsbg/404.html', '/dmsbg/static/versions.json']) {
    assert.equal(new RegExp(map[1]).test(p) ? map[2] : map[3], headersFor(rules, p)['cache-control'], p);
  }
});

test("docs/deploying.md's _headers, nginx and CloudFront examples carry the same values", () => {
  const deploying = fs.readFileSync(new URL('../../docs/deploying.md', import.meta.url), 'utf8');
  const headers = new Map(securityHeaders(NO_REMOTE));
  for (const [name, value] of headers) {
    assert.ok(deploying.includes(`   ${name}: ${value}\n`), `_headers: ${name}`);
    assert.ok(deploying.includes(`add_header ${name} "${value}" always;`), `nginx: ${name}`);
  }
  assert.ok(deploying.includes(`add_header Strict-Transport-Security "${HSTS}" always;`));
  assert.ok(deploying.includes(`Strict-Transport-Security: ${HSTS}`));
  {
    const cloudFront = JSON.parse(/```json\n(\s*\{\n\s*"Name": "dmsbg-docs"[\s\S]*?)```/.exec(deploying)?.[1] ?? '{}');
    const security = cloudFront.SecurityHeadersConfig;
    assert.equal(security.ContentSecurityPolicy.ContentSecurityPolicy, headers.get('Content-Security-Policy'));
    assert.equal(security.FrameOptions.FrameOption, headers.get('X-Frame-Options'));
    assert.equal(security.ReferrerPolicy.ReferrerPolicy, headers.get('Referrer-Policy'));
    assert.equal(`max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}`, HSTS);
    for (const { Header, Value } of cloudFront.CustomHeadersConfig.Items) assert.equal(Value, headers.get(Header), Header);
    assert.equal(cloudFront.CustomHeadersConfig.Items.length + 4, headers.size, 'every header (X-Content-Type-Options has no value there)');
  }
});

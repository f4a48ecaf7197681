// The site's security policy, in one place: the response headers every host sends (written into
// out/_headers by scripts/build/cache-headers.mjs, applied by scripts/tools/serve.mjs, mirrored in
// e2e/nginx.conf and docs/deploying.md; unit tests keep the copies equal) and the
// Content-Security-Policy each page carries in a <meta> tag.
//
// Why a meta policy: a static export cannot send a nonce, but it knows every inline script at build
// time (Next's RSC payload scripts, the theme script that prevents a flash, the startup loader), so
// each page allows exactly its own by hash. Both policies are enforced and a request must pass both,
// so the header leaves out what only the page can say (default-src, script-src and style-src,
// whose inline content the page's hashes allow) and the meta leaves out what a meta cannot carry
// (frame-ancestors).
//
// No 'unsafe-inline' for styles either: pages have no style attributes (which only 'unsafe-inline'
// or 'unsafe-hashes' could allow; the outline and the home features use attributes and classes),
// and the one <style> element added at run time, medium-zoom's, is allowed by its hash (and the
// empty text's: medium-zoom adds the element empty, then fills it). Styles set from script
// (element.style, as React and the theme script do) are CSSOM, which CSP does not restrict.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** HSTS for hosts that serve HTTPS (docs/deploying.md's nginx TLS example): one year. Not in _headers, which plain-HTTP hosts read too. */
export const HSTS = 'max-age=31536000';

/** The response headers besides Content-Security-Policy, for every file. @type {[string, string][]} */
export const SECURITY_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), geolocation=(), microphone=(), payment=(), usb=()'],
];

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let zoomCss;
/** medium-zoom adds its CSS as a <style> element when the first image is zoomed; its text, from the installed package (read once: every page's policy names it). */
function mediumZoomCss() {
  if (zoomCss !== undefined) return zoomCss;
  const file = createRequire(import.meta.url).resolve('medium-zoom/dist/medium-zoom.esm.js');
  const literal = /\bvar css = ("(?:[^"\\]|\\.)*");/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`security-headers: medium-zoom's CSS is no longer where ${file} had it`);
  zoomCss = JSON.parse(literal);
  return zoomCss;
}

/** Directives a page's meta policy completes with its inline scripts' and styles' hashes (a header with them would block those). */
const PAGE_ONLY = new Set(['default-src', 'script-src', 'style-src']);
/** Directives a meta policy cannot carry. */
const HEADER_ONLY = new Set(['frame-ancestors']);

/**
 * The whole policy, [directive, sources][]. `searchApi` is NEXT_PUBLIC_DMSBG_SEARCH_API: remote
 * search fetches from its origin.
 * @param {{ searchApi?: string }} [env]
 * @returns {[string, string[]][]}
 */
export function cspDirectives({ searchApi = process.env.NEXT_PUBLIC_DMSBG_SEARCH_API } = {}) {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", sha256(mediumZoomCss()), sha256('')]],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(searchApi ? [new URL(searchApi).origin] : [])]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

const format = (directives) => directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** The Content-Security-Policy header: the directives that do not depend on the page. */
export function headerCsp(env) {
  return format(cspDirectives(env).filter(([name]) => !PAGE_ONLY.has(name)));
}

/**
 * Every security header, as _headers and nginx send them.
 * @param {{ searchApi?: string }} [env]
 * @returns {[string, string][]}
 */
export function securityHeaders(env) {
  return [['Content-Security-Policy', headerCsp(env)], ...SECURITY_HEADERS];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
// Inline content CSP can only allow with 'unsafe-inline' (or 'unsafe-hashes'): none may appear.
const INLINE_ATTRIBUTE = /<[a-z][^>]*?\s(style|on[a-z]+)="/gi;
/** Script types the browser runs (an absent type is JavaScript); data blocks such as JSON-LD are not scripts. */
const runs = (attributes) => {
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1].trim().toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
};

/** The hashes of a page's inline scripts and styles. */
function inlineHashes(html) {
  const scripts = [...html.matchAll(SCRIPT)].filter(([, attributes]) => !/\ssrc=/i.test(attributes) && runs(attributes)).map(([, , body]) => sha256(body));
  const styles = [...html.matchAll(STYLE)].map(([, body]) => sha256(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** A page's meta policy: every directive but the header-only ones, with the page's hashes. */
export function pageCsp(html, env) {
  const { scripts, styles } = inlineHashes(html);
  const extra = { 'script-src': scripts, 'style-src': styles };
  return format(cspDirectives(env).filter(([name]) => !HEADER_ONLY.has(name)).map(([name, sources]) => [name, [...sources, ...(extra[name] ?? [])]]));
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

/** Whether a page (its text or its bytes) carries its meta policy: withPageCsp ran on it. */
export const hasPageCsp = (html) => html.includes('<meta http-equiv="Content-Security-Policy" content="');

/** The page's markup without the text of its scripts (which may quote markup). */
const markup = (html) => html.replace(SCRIPT, '<script$1></script>');

/**
 * The page with its meta policy as the first element after the charset (before any script, which
 * the policy would not cover otherwise). Run on the final HTML: a later change to an inline script
 * needs a new hash. Fails on inline attributes, which no hash can allow.
 */
export function withPageCsp(html, env) {
  const page = html.replace(META, '');
  const [attribute] = markup(page).match(INLINE_ATTRIBUTE) ?? [];
  if (attribute) throw new Error(`security-headers: a page has an inline attribute the CSP blocks: ${attribute}`);
  const head = /<meta charSet="utf-8"\/>/i.exec(page) ?? /<head>/.exec(page);
  if (!head) throw new Error('security-headers: the page has no <head>');
  const at = head.index + head[0].length;
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${pageCsp(page, env)}"/>${page.slice(at)}`;
}

/**
 * What a finished page runs that its meta policy does not allow: inline scripts and styles without
 * their hash, inline style or event attributes, scripts before the policy. Empty for a good page.
 * @param {string} html
 * @returns {string[]}
 */
export function cspProblems(html) {
  const meta = META.exec(html);
  if (!meta) return ['no Content-Security-Policy meta tag'];
  const problems = [];
  const firstScript = html.indexOf('<script');
  if (firstScript >= 0 && firstScript < meta.index) problems.push('a script comes before the policy');
  const sources = (name) => new Set(meta[1].split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? []);
  const [scriptSrc, styleSrc] = [sources('script-src'), sources('style-src')];
  if (scriptSrc.has("'unsafe-inline'") || styleSrc.has("'unsafe-inline'")) problems.push("the policy allows 'unsafe-inline'");
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (!/\ssrc=/i.test(attributes) && runs(attributes) && !scriptSrc.has(sha256(body))) problems.push(`inline script not allowed: ${body.slice(0, 80)}`);
  }
  for (const [, body] of html.matchAll(STYLE)) if (!styleSrc.has(sha256(body))) problems.push(`inline style not allowed: ${body.slice(0, 80)}`);
  for (const [tag] of markup(html).matchAll(INLINE_ATTRIBUTE)) problems.push(`inline attribute: ${tag.slice(0, 80)}`);
  return problems;
}

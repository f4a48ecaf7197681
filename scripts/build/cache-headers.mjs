// The export's response headers, in the `_headers` format Cloudflare Pages and Netlify read: written
// to out/_headers by the build, and read back by scripts/tools/serve.mjs, so both serve the same headers.
// Cache rules: content-hashed files (Next's chunks, the search indexes) are kept for a year;
// everything else (HTML, RSC payloads, sitemap, robots, images under fixed names) is revalidated on
// every use. Every file gets the security headers of scripts/build/security-headers.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../../lib/routes/base.mjs';
import { securityHeaders } from './security-headers.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** [path pattern, headers]; a later rule's '! Name' drops what an earlier rule set. */
export const RULES = [
  [`${BASE_PATH}/*`, ['Cache-Control: no-cache', ...securityHeaders().map(([name, value]) => `${name}: ${value}`)]],
  [`${BASE_PATH}/_next/static/*`, ['! Cache-Control', `Cache-Control: ${IMMUTABLE}`]],
  [`${BASE_PATH}/static/search/*`, ['! Cache-Control', `Cache-Control: ${IMMUTABLE}`]],
];

export function formatHeaders(rules = RULES) {
  const head = '# Cache and security headers for the DMSBG guides (written by scripts/build/cache-headers.mjs; see README, Deploying).\n';
  return head + rules.map(([pattern, lines]) => `${pattern}\n${lines.map((l) => `  ${l}`).join('\n')}\n`).join('');
}

/**
 * Parses a _headers file into rules: { test(path), ops: [name, value | null][] }.
 * @param {string} text
 */
export function parseHeaders(text) {
  /** @type {{ test: (p: string) => boolean, ops: [string, string | null][] }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const re = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ test: (p) => re.test(p), ops: [] });
    } else if (rules.length) {
      const entry = line.trim();
      if (entry.startsWith('!')) rules.at(-1).ops.push([entry.slice(1).trim().toLowerCase(), null]);
      else {
        const at = entry.indexOf(':');
        rules.at(-1).ops.push([entry.slice(0, at).trim().toLowerCase(), entry.slice(at + 1).trim()]);
      }
    }
  }
  return rules;
}

/**
 * The headers the rules give a request path, applied in order (names in lower case).
 * @param {{ test: (p: string) => boolean, ops: [string, string | null][] }[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!rule.test(urlPath)) continue;
    for (const [name, value] of rule.ops) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
  }
  return headers;
}

/** @param {string} outDir */
export function writeCacheHeaders(outDir = 'out') {
  const out = path.resolve(outDir);
  fs.writeFileSync(path.join(out, '_headers'), formatHeaders());
  console.log(`cache-headers: ${path.relative(process.cwd(), out)}/_headers (${RULES.length} rules)`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeCacheHeaders(process.argv[2]);

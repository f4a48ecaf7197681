// A small static server for out/, the way the CDN serves it: /dmsbg maps to the export, folders
// serve index.html, '/x' falls back to '/x.html', a miss gets 404.html with status 404, and every
// response carries the headers of the export's _headers file.
// Usage: node scripts/tools/serve.mjs [--dir out] [--port 3000] [--gzip]
// The e2e suite also serves exports from its own tests through siteHandler (e2e/offlineUtils.ts).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { BASE_PATH } from '../../lib/routes/base.mjs';
import { headersFor, parseHeaders } from '../build/cache-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * The request handler for an export folder.
 * @param {string} dir
 * @param {{ gzip?: boolean }} [options]
 * @returns {http.RequestListener}
 */
export function siteHandler(dir, { gzip = false } = {}) {
  const root = path.resolve(dir);
  // The build's cache rules (out/_headers), the same file Cloudflare Pages or Netlify would read.
  const headersFile = path.join(root, '_headers');
  const cacheRules = fs.existsSync(headersFile) ? parseHeaders(fs.readFileSync(headersFile, 'utf8')) : [];

  function resolveFile(urlPath) {
    const rel = decodeURIComponent(urlPath.slice(BASE_PATH.length)) || '/';
    const full = path.join(root, path.normalize(rel));
    if (!full.startsWith(root)) return null;
    const candidates = rel.endsWith('/') ? [path.join(full, 'index.html')] : [full, `${full}.html`, path.join(full, 'index.html')];
    return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
  }

  function send(req, res, status, file, urlPath) {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, ...headersFor(cacheRules, urlPath) };
    let body = fs.readFileSync(file);
    if (gzip && /text|json|svg|xml|javascript/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || url.pathname === BASE_PATH) {
      res.writeHead(301, { Location: `${BASE_PATH}/` });
      return res.end();
    }
    const file = url.pathname.startsWith(`${BASE_PATH}/`) ? resolveFile(url.pathname) : null;
    if (file) return send(req, res, 200, file, url.pathname);
    const notFound = path.join(root, '404.html');
    if (fs.existsSync(notFound)) return send(req, res, 404, notFound, `${BASE_PATH}/404.html`);
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const dir = opt('--dir', 'out');
  const port = Number(opt('--port', process.env.PORT || 3000));
  http
    .createServer(siteHandler(dir, { gzip: args.includes('--gzip') }))
    .listen(port, () => console.log(`Serving ${path.relative(process.cwd(), path.resolve(dir)) || '.'} at http://localhost:${port}${BASE_PATH}/`));
}

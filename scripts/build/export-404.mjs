// After `next build`: the CDN serves out/404.html for unknown paths. Next writes that file (and
// out/404/index.html) from app/not-found.tsx, whose tree it also embeds in every page's RSC payload
// (about 20 KB a page with the full navbar). So the real 404 page is an ordinary route,
// NOT_FOUND_ROUTE, and its HTML replaces Next's files.
import fs from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_ROUTE } from '../../lib/routes/base.mjs';

/** @param {string} out */
export function export404(out = 'out') {
  const page = path.join(out, NOT_FOUND_ROUTE, 'index.html');
  if (!fs.existsSync(page)) {
    throw new Error(`export-404: ${page} is missing; the catch-all route must export NOT_FOUND_ROUTE ('${NOT_FOUND_ROUTE}').`);
  }
  fs.copyFileSync(page, path.join(out, '404.html'));
  fs.rmSync(path.join(out, '404'), { recursive: true, force: true });
  console.log(`export-404: ${page} -> ${out}/404.html`);
}

if (import.meta.url === `file://${process.argv[1]}`) export404(process.argv[2]);

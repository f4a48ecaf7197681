// After `next build`: when DMSBG_PUBLIC_DIR points the content's images outside public/ (the bench
// corpus), put them into the export, as Next does for public/. Hard links (a copy across file
// systems): no build step writes into these files, and linking a few hundred images takes a
// fraction of copying them.
import path from 'node:path';
import { publicDir } from '../../lib/config/env.mjs';
import { linkTree } from '../../lib/files/exportFiles.mjs';

/** @param {string} outDir */
export function copyPublic(outDir = 'out') {
  const from = path.resolve(publicDir());
  const out = path.resolve(outDir);
  if (from === path.resolve('public')) return;
  // static/ is what the content step writes into public/ for Next to export.
  linkTree(from, out, new Set(['static']));
  console.log(`copy-public: ${path.relative(process.cwd(), from)} -> ${path.relative(process.cwd(), out)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) copyPublic(process.argv[2]);

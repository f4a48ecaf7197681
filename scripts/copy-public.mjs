// After `next build`: when DMSBG_PUBLIC_DIR points the content's images outside public/ (the bench
// corpus), copy them into the export, as Next does for public/.
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} outDir */
export function copyPublic(outDir = 'out') {
  const from = path.resolve(process.env.DMSBG_PUBLIC_DIR || 'public');
  const out = path.resolve(outDir);
  if (from === path.resolve('public')) return;
  fs.cpSync(from, out, { recursive: true, filter: (src) => path.relative(from, src) !== 'static' });
  console.log(`copy-public: ${path.relative(process.cwd(), from)} -> ${path.relative(process.cwd(), out)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) copyPublic(process.argv[2]);

// After `next build`: when DMSBG_PUBLIC_DIR points the content's images outside public/ (the bench
// corpus), copy them into the export, as Next does for public/.
import fs from 'node:fs';
import path from 'node:path';

const from = path.resolve(process.env.DMSBG_PUBLIC_DIR || 'public');
const out = path.resolve(process.argv[2] ?? 'out');
if (from !== path.resolve('public')) {
  fs.cpSync(from, out, { recursive: true, filter: (src) => path.relative(from, src) !== 'static' });
  console.log(`copy-public: ${path.relative(process.cwd(), from)} -> ${path.relative(process.cwd(), out)}`);
}

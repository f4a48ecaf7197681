// After `next build`: when DMSBG_PUBLIC_DIR points the content's images outside public/ (the bench
// corpus), put them into the export, as Next does for public/. Hard links (a copy across file
// systems): no build step writes into these files, and linking a few hundred images takes a
// fraction of copying them.
import fs from 'node:fs';
import path from 'node:path';

/** Links every file under `from` into the same place under `to`; `skip` names top-level entries to leave out. */
function linkTree(from, to, skip = new Set()) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      linkTree(src, dest);
      continue;
    }
    fs.rmSync(dest, { force: true });
    try {
      fs.linkSync(src, dest);
    } catch (error) {
      if (error.code !== 'EXDEV') throw error;
      fs.copyFileSync(src, dest);
    }
  }
}

/** @param {string} outDir */
export function copyPublic(outDir = 'out') {
  const from = path.resolve(process.env.DMSBG_PUBLIC_DIR || 'public');
  const out = path.resolve(outDir);
  if (from === path.resolve('public')) return;
  // static/ is what the search step writes into public/ for Next to export.
  linkTree(from, out, new Set(['static']));
  console.log(`copy-public: ${path.relative(process.cwd(), from)} -> ${path.relative(process.cwd(), out)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) copyPublic(process.argv[2]);

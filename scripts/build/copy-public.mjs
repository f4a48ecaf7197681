// After `next build`: the content step's files in public/static (search indexes, manifest, versions
// file, content stamp, the page kinds' scripts) into the export, replacing whatever Next copied: pages render while the step
// still writes them (lib/content/prepare.ts), so Next's copy may predate them. And when
// DMSBG_PUBLIC_DIR points the content's images outside public/ (the bench corpus), those too, as Next
// does for public/: hard links (a copy across file systems), since no build step writes into those
// images, and linking a few hundred files takes a fraction of copying them.
import fs from 'node:fs';
import path from 'node:path';
import { publicDir } from '../../lib/config/env.mjs';
import { CONTENT_STAMP, KIND_SCRIPTS_DIR, SEARCH_DIR, SEARCH_MANIFEST } from '../../lib/config/paths.mjs';
import { linkTree } from '../../lib/files/exportFiles.mjs';
import { VERSIONS_FILE } from '../../lib/routes/versions';

/** @param {string} outDir */
export function copyPublic(outDir = 'out') {
  const out = path.resolve(outDir);
  // Exactly this build's index files: none Next copied before the step removed it. The index files
  // are linked: each is named by its content and never written into again (lib/search/build.ts).
  // The manifest, versions file and stamp are copies: the next build (or `npm run dev`) rewrites them
  // in place, which would change an export that shares their inode (the e2e fixture export kept the site's).
  fs.rmSync(path.join(out, SEARCH_DIR), { recursive: true, force: true });
  linkTree(path.resolve('public', SEARCH_DIR), path.join(out, SEARCH_DIR));
  // The kinds' scripts are copies too: `npm run dev` bundles them again in place.
  fs.rmSync(path.join(out, KIND_SCRIPTS_DIR), { recursive: true, force: true });
  fs.cpSync(path.resolve('public', KIND_SCRIPTS_DIR), path.join(out, KIND_SCRIPTS_DIR), { recursive: true });
  for (const file of [SEARCH_MANIFEST, VERSIONS_FILE.slice(1), CONTENT_STAMP]) fs.copyFileSync(path.resolve('public', file), path.join(out, file));
  const from = path.resolve(publicDir());
  if (from === path.resolve('public')) return;
  // static/ is what the content step writes into public/ for Next to export.
  linkTree(from, out, new Set(['static']));
  console.log(`copy-public: ${path.relative(process.cwd(), from)} -> ${path.relative(process.cwd(), out)}`);
}


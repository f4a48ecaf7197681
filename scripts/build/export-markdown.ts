// After `next build`: the Markdown twin of every guide page (out/guides/vpn/wireguard.md for
// /dmsbg/guides/vpn/wireguard/), and llms.txt and llms-full.txt per version (out/llms.txt for the
// default version, out/<version>/llms.txt for the others). The content step, which prepares every
// page anyway, writes them into MARKDOWN_STAGE (lib/content/prepare.ts); this links them into the
// export. Written after the build they cost ~0.15-0.2 s of its serial tail, mostly reading every
// page back from the page cache. No command line of its own: post-build runs as a bundle that
// includes this module (scripts/build/post-build.ts runs every post-build step).
import fs from 'node:fs';
import path from 'node:path';
import { MARKDOWN_STAGE } from '../../lib/config/paths.mjs';
import { exportFiles, linkTree } from '../../lib/files/exportFiles.mjs';

/** Links the staged Markdown files into the export. */
export function exportMarkdown(outDir = 'out'): void {
  if (!fs.existsSync(MARKDOWN_STAGE)) throw new Error(`export-markdown: ${MARKDOWN_STAGE} is missing; the content step (lib/content/prepare.ts) writes it`);
  linkTree(MARKDOWN_STAGE, outDir);
  const names = exportFiles(MARKDOWN_STAGE).map((f) => path.basename(f));
  const count = (name: RegExp) => names.filter((n) => name.test(n)).length;
  console.log(`export-markdown: ${count(/\.md$/)} Markdown twins, llms.txt and llms-full.txt for ${count(/^llms\.txt$/)} versions and languages`);
}

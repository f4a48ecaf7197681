// The inputs of the content pipeline and of the build id, named once (plain ESM: next.config.mjs and
// the build scripts share it). Importing it reads no setting and no file.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The content pipeline's packages: with its own code (pipelineSources, below) they key the page cache
 * (lib/content/compile/cache.ts), and they stay outside Next's server bundle (next.config.mjs: loading them
 * from node_modules halves the compile).
 */
// next-mdx-remote's import and expression removal come from unist-util-remove and unist-util-visit, its own dependencies.
export const PIPELINE_PACKAGES = ['gray-matter', '@mdx-js/mdx', 'rehype-prism-plus', 'refractor', 'remark-gfm', 'next-mdx-remote', 'unist-util-remove', 'unist-util-visit', 'mdast-util-to-markdown', 'mdast-util-gfm', 'zod'];

/**
 * The code that builds the pages, hashed into the build id (scripts/next/build-id.mjs): the same code
 * gives the same id, which lets the render cache restore pages. With the Next integration (scripts/next:
 * the bundler setup, the preload) and the post-build steps whose output the render cache keeps
 * (startup-scripts rewrites each page and adds its CSP).
 */
export const CODE_SOURCES = ['app', 'components', 'lib', 'next.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'scripts/next', 'scripts/build/startup-scripts.mjs', 'scripts/build/security-headers.mjs'];

/** Where the content step starts (lib/content/prepare.ts): its imports are the pipeline's code. */
const PIPELINE_ENTRY = 'lib/content/prepare.ts';
const IMPORT = /(?:^|\s)(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/**
 * The content pipeline's own source files, relative to `root`, in name order: every file the content
 * step's entry reaches through relative imports (tests never). Derived, so a module the pipeline starts
 * to use keys the page cache without anyone remembering to list it.
 * @param {string} [root]
 * @returns {string[]}
 */
export function pipelineSources(root = process.cwd()) {
  const found = new Set();
  const resolve = (from, spec) => {
    const base = path.resolve(path.dirname(from), spec);
    const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js', '.cjs'].map((ext) => base + ext), path.join(base, 'index.ts')];
    return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  };
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec.startsWith('.')) continue;
      const target = resolve(file, spec);
      if (!target) throw new Error(`pipelineSources: ${path.relative(root, file)} imports ${spec}, which is not a file`);
      if (/\.(ts|tsx|mjs|js|cjs)$/.test(target)) visit(target);
    }
  };
  visit(path.resolve(root, PIPELINE_ENTRY));
  return [...found].map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}

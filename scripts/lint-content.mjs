// Interim content checker for writers: frontmatter, MDX syntax, internal links and images.
// Usage: node scripts/lint-content.mjs [version]
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

const root = process.cwd();
const only = process.argv[2];
const versions = fs.readdirSync(path.join(root, 'content')).filter((v) => /^\d/.test(v) && (!only || v === only));
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []);
let errors = 0;
for (const version of versions) {
  const guides = path.join(root, 'content', version, 'guides');
  const files = walk(path.join(root, 'content', version));
  const slugs = new Set(files.filter((f) => f.startsWith(guides)).map((f) => path.relative(guides, f).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')));
  for (const file of files) {
    const rel = path.relative(root, file);
    const src = fs.readFileSync(file, 'utf8');
    let parsed;
    try { parsed = matter(src); } catch (e) { console.log(`${rel}: bad frontmatter: ${e.message}`); errors++; continue; }
    if (!parsed.data.title) { console.log(`${rel}: frontmatter has no title`); errors++; }
    try { await compile(parsed.content, { remarkPlugins: [remarkGfm], format: file.endsWith('.md') ? 'md' : 'mdx' }); }
    catch (e) { console.log(`${rel}:${(e.line ?? 0) + src.slice(0, src.indexOf(parsed.content)).split('\n').length - 1}: MDX error: ${e.reason || e.message}`); errors++; }
    const lines = src.split('\n');
    lines.forEach((line, i) => {
      for (const m of line.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?[^)]*\)/g)) {
        const url = m[1];
        if (url.startsWith('/guides')) {
          const slug = url.replace(/^\/guides\/?/, '').replace(/\/$/, '');
          if (!slugs.has(slug)) { console.log(`${rel}:${i + 1}: link to a page that does not exist in ${version}: ${url}`); errors++; }
        } else if (url.startsWith('/images/')) {
          if (!fs.existsSync(path.join(root, 'public', url))) { console.log(`${rel}:${i + 1}: missing image public${url}`); errors++; }
        } else { console.log(`${rel}:${i + 1}: root link must start with /guides/ or /images/: ${url}`); errors++; }
      }
    });
  }
}
console.log(errors ? `${errors} problem(s)` : 'content OK');
process.exit(errors ? 1 : 0);

// `npm run docs:frontmatter`: writes WRITING.md's frontmatter table from the schema
// (lib/content/source/schema/frontmatter.ts). Change the schema, run this, commit both;
// lib/content/source/schema/table.test.ts fails while WRITING.md and the schema differ.
import fs from 'node:fs';
import { withFrontmatterTable } from '../../lib/content/source/schema/table';

const file = 'WRITING.md';
const before = fs.readFileSync(file, 'utf8');
const after = withFrontmatterTable(before);
if (after !== before) fs.writeFileSync(file, after);
console.log(`docs:frontmatter: ${file} ${after === before ? 'already matches' : 'written'}`);

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { frontmatterSchema } from './frontmatter';
import { frontmatterTable, withFrontmatterTable } from './table';

test("WRITING.md's frontmatter table is the one the schema writes (npm run docs:frontmatter)", () => {
  const writing = fs.readFileSync('WRITING.md', 'utf8');
  assert.equal(writing, withFrontmatterTable(writing), 'WRITING.md differs from the schema: run npm run docs:frontmatter and commit it');
});

test('the table has a row for every field and part, with its default', () => {
  const table = frontmatterTable();
  for (const name of Object.keys(frontmatterSchema.shape)) assert.match(table, new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  assert.match(table, /^\| `footer` \| `true` or `false` \| `true` \| /m);
  assert.match(table, /^\| `title` \| text \| required \| /m);
  assert.match(table, /^\| `features\[\]\.span` \| `3`, `4`, `6`, `8` or `12` \| `4` \| /m);
});

test('a table without its markers is an error, not a silent append', () => {
  assert.throws(() => withFrontmatterTable('# Writing\n'), /lacks the frontmatter table's markers/);
});

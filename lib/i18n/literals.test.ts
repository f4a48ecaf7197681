// The interface's words live in lib/i18n/strings.ts only: a source file of the site's chrome that
// writes one of them as a literal again (two words or more, or a template's words between its
// placeholders) fails here with file:line. Comments may name them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ENGLISH } from './strings';

const ROOTS = ['components', 'app', 'lib/offline', 'lib/config/site.ts'];

function sources(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs.readdirSync(entry).flatMap((name) => sources(path.join(entry, name)));
}

/** The pieces of each string worth looking for: its runs of text between placeholders with two words or more. */
const needles = [
  ...new Set(
    Object.values(ENGLISH).flatMap((value) =>
      value
        .split(/\{\w+\}/)
        .map((piece) => piece.trim())
        .filter((piece) => piece.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 2),
    ),
  ),
];

/** The source without its comments (line by line, so line numbers hold). */
function withoutComments(text: string): string[] {
  const noBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return noBlocks.split('\n').map((line) => line.replace(/(^|\s)\/\/.*$/, '$1'));
}

test('no component, page or offline source writes a catalogue string as a literal', () => {
  const files = ROOTS.flatMap(sources).filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f));
  assert.ok(files.length > 50, 'the scan finds the sources');
  const found: string[] = [];
  for (const file of files) {
    withoutComments(fs.readFileSync(file, 'utf8')).forEach((line, i) => {
      for (const needle of needles) if (line.includes(needle)) found.push(`${file}:${i + 1}: "${needle}"`);
    });
  }
  assert.deepEqual(found, []);
});

test('the scan sees a literal when there is one', () => {
  const lines = withoutComments("// the 'ON THIS PAGE' outline\nconst a = <p>Previous Page</p>;");
  assert.ok(!needles.some((n) => lines[0].includes(n)));
  assert.ok(lines[1].includes('Previous Page') && needles.includes('Previous Page'));
});

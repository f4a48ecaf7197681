// The import rules that keep the code easy to change, checked on the source: data flows from the
// content pipeline (build time) through the routes to components, never back.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^import (type )?[^'"]*['"]([^'"]+)['"]/gm)].map(([, type, from]) => ({ type: Boolean(type), from }));

test("build-time modules say import 'server-only', so importing one from client code fails the build", () => {
  // types.ts is the contract the UI imports (types only); everything else in lib/content reads files.
  const buildOnly = [...sources('lib/content').filter((f) => !f.endsWith('types.ts')), 'lib/search/build.ts', 'lib/config/siteUrl.ts'];
  for (const file of buildOnly) assert.ok(importsOf(file).some((i) => i.from === 'server-only'), `${file} lacks import 'server-only'`);
});

test('components import the content pipeline only for its types', () => {
  for (const file of sources('components')) {
    for (const i of importsOf(file)) {
      if (/lib\/content\//.test(i.from)) assert.ok(i.type && i.from.endsWith('/types'), `${file} imports ${i.from}`);
    }
  }
});

test('lib/routes and lib/theme import nothing from React, Next or node', () => {
  for (const file of [...sources('lib/routes'), ...sources('lib/theme')]) {
    for (const { from } of importsOf(file)) assert.ok(!/^(react|next|node:)/.test(from), `${file} imports ${from}`);
  }
});

test('the browser search code never imports the index build or the content pipeline', () => {
  for (const file of sources('lib/search').filter((f) => !f.endsWith('build.ts'))) {
    for (const { from } of importsOf(file)) assert.ok(!/(\/build|content\/)/.test(from), `${file} imports ${from}`);
  }
});

test('lib imports nothing from components or scripts (the layers point one way)', () => {
  const everything = /(?:^|\s)(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const file of sources('lib')) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(everything)) {
      const from = match[1] ?? match[2] ?? match[3];
      if (!from.startsWith('.')) continue;
      const target = path.relative('.', path.resolve(path.dirname(file), from));
      assert.ok(!/^(components|scripts|app)(\/|$)/.test(target), `${file} imports ${from}`);
    }
  }
});

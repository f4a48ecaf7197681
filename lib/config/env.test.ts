import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ENV_VARIABLES, contentDir, plainNext, reuseCompile } from './env.mjs';

test("docs/build.md's settings table lists every DMSBG_* variable env.mjs reads, with its text", () => {
  const doc = fs.readFileSync('docs/build.md', 'utf8');
  const rows = [...doc.matchAll(/^\| `(DMSBG_[A-Z_]+)` \| (.+) \|$/gm)].map(([, name, text]) => [name, text]);
  assert.deepEqual(rows, Object.entries(ENV_VARIABLES));
});

test('no other source file reads a DMSBG_* variable (NEXT_PUBLIC_* aside, which Next inlines where spelled out)', () => {
  const roots = ['app', 'components', 'lib', 'scripts', 'next.config.mjs'];
  const files = roots.flatMap((r) => (fs.statSync(r).isDirectory() ? fs.readdirSync(r, { recursive: true, encoding: 'utf8' }).map((f) => path.join(r, f)) : [r]));
  for (const file of files.filter((f) => /\.(ts|tsx|mjs|cjs)$/.test(f) && !/\.test\.|lib\/config\/env\.mjs$/.test(f))) {
    // Comments and strings aside; setting one for a child process (`env.DMSBG_X = ...`) is not a read.
    const code = fs.readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\/|`[^`]*`|'[^']*'/gm, '');
    const read = code.match(/process\.env\.DMSBG_|env\.DMSBG_[A-Z_]+\b(?!\s*(=[^=]|\?\?=))/g);
    assert.equal(read, null, `${file} reads ${read?.join(', ')} (read it through lib/config/env.mjs)`);
  }
});

test('the readers apply the defaults', () => {
  assert.equal(contentDir({}), 'content');
  assert.equal(contentDir({ DMSBG_CONTENT_DIR: 'e2e/fixtures/content' }), 'e2e/fixtures/content');
  assert.equal(plainNext({ DMSBG_PLAIN_NEXT: '1' }), true);
  assert.equal(plainNext({}), false);
  assert.equal(reuseCompile({ DMSBG_REUSE_COMPILE: 'off' }), false);
});

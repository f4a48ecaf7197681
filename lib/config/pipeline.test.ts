// The page cache's code key is derived from the content step's imports, so a module the pipeline
// starts to use is never left out of it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pipelineSources } from './pipeline.mjs';

test('the pipeline sources are what the content step imports: its code in, tests and the browser out', () => {
  const sources = pipelineSources();
  for (const file of ['lib/content/prepare.ts', 'lib/content/compile/page.ts', 'lib/content/generated/kinds.ts', 'lib/mdx/processor.ts', 'lib/search/build.ts', 'lib/questions/questions.ts', 'lib/ports/ports.ts', 'lib/config/pipeline.mjs']) {
    assert.ok(sources.includes(file), `${file} is not a pipeline source`);
  }
  assert.ok(!sources.some((f) => /\.test\.tsx?$/.test(f)), 'a test is a pipeline source');
  // The route's render plan and cache, and the browser's search client, are not the content step.
  for (const file of ['lib/content/render/render.ts', 'scripts/next/renderCache.ts', 'lib/search/client.ts']) assert.ok(!sources.includes(file), `${file} is a pipeline source`);
  assert.deepEqual(sources, [...sources].sort());
});

test('a module the pipeline starts to import joins its sources; an import of a missing file fails', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-pipeline-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('lib/content/prepare.ts', "import { a } from './a';\nexport const p = a;\n");
  write('lib/content/a.ts', "import type { T } from '../types/t';\nexport const a = 1;\n");
  write('lib/types/t.ts', 'export type T = 1;\n');
  write('lib/content/unused.ts', 'export const u = 1;\n');
  assert.deepEqual(pipelineSources(root), ['lib/content/a.ts', 'lib/content/prepare.ts', 'lib/types/t.ts']);
  write('lib/content/a.ts', "export { u } from './unused';\nexport const a = 1;\n");
  assert.deepEqual(pipelineSources(root), ['lib/content/a.ts', 'lib/content/prepare.ts', 'lib/content/unused.ts']);
  write('lib/content/a.ts', "import { gone } from './gone';\nexport const a = gone;\n");
  assert.throws(() => pipelineSources(root), /lib\/content\/a\.ts imports \.\/gone, which is not a file/);
  fs.rmSync(root, { recursive: true, force: true });
});

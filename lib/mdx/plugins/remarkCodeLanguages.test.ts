import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createProcessor } from '@mdx-js/mdx';
import { refractor } from 'refractor/core';
import LANGUAGE_FILES from './prismLanguages.json';
import { languageFile, remarkCodeLanguages } from './remarkCodeLanguages';
import { rehypePrism } from './rehypePrism';

const LANG_DIR = path.resolve('node_modules/refractor/lang');

const SAMPLE = [
  '```bash\nsudo systemctl restart asterisk # restart\n```',
  '```sh\necho "$HOME"\n```',
  '```ini\n[general]\nbindport=5060\n```',
  '```json\n{ "port": 5060, "enabled": true }\n```',
  '```diff-json\n- { "a": 1 }\n+ { "a": 2 }\n```',
  '```python\ndef f(x):\n    return x + 1\n```',
  '```text\nplain words\n```',
  '```no-such-language\nleft as it is\n```',
].join('\n\n');

/** The page's code compiled with a highlighter: what the pipeline caches for a page. */
const compile = async (plugins: { remark: unknown[]; rehype: unknown[] }) =>
  String(
    await createProcessor({
      format: 'md',
      remarkPlugins: plugins.remark as never,
      rehypePlugins: plugins.rehype as never,
      outputFormat: 'function-body',
    }).process(SAMPLE),
  );

test('the language table names every refractor language and alias, and only those', async () => {
  const expected: Record<string, string> = {};
  for (const file of fs.readdirSync(LANG_DIR).filter((f) => f.endsWith('.js'))) {
    const name = file.slice(0, -3);
    const syntax = (await import(`refractor/${name}`)).default as { displayName: string; aliases?: string[] };
    for (const alias of [syntax.displayName, ...(syntax.aliases ?? [])]) expected[alias] = name;
  }
  assert.deepEqual(LANGUAGE_FILES, Object.fromEntries(Object.entries(expected).sort(([a], [b]) => (a < b ? -1 : 1))));
  assert.equal(languageFile('Shell'), 'bash');
  assert.equal(languageFile('diff-yml'), 'yaml');
  assert.equal(languageFile('text'), undefined);
});

test('code is highlighted exactly as with every language registered, loading only the languages used', async () => {
  const ours = await compile({ remark: [remarkCodeLanguages], rehype: [[rehypePrism, { ignoreMissing: true, showLineNumbers: false }]] });
  // Only what the sample names (refractor lists names and aliases, and always knows plain text).
  const loaded = refractor.listLanguages();
  for (const name of ['bash', 'ini', 'json', 'python']) assert.ok(loaded.includes(name), name);
  for (const name of ['javascript', 'markup', 'yaml', 'c']) assert.ok(!loaded.includes(name), name);
  assert.ok(loaded.length < 20, `${loaded.length} names registered: ${loaded.join(', ')}`);
  assert.match(ours, /token/);
  // rehype-prism-plus's own entry registers all of refractor's languages (on this same refractor).
  const everyLanguage = (await import('rehype-prism-plus')).default;
  assert.ok(refractor.listLanguages().length > 250);
  const reference = await compile({ remark: [], rehype: [[everyLanguage, { ignoreMissing: true, showLineNumbers: false }]] });
  assert.equal(ours, reference);
});

// The page cache's questions: what a page's link checks ask is recorded once each, about its own
// version as '.', so a copy of the version (a release) asks the same and reuses the page; an answer
// that changes makes the record fail.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-questions-'));
process.env.DMSBG_CACHE_DIR = path.join(root, 'cache');
const { buildSiteIndex, getVersion } = await import('../site');
const { linkContextFor, stillHolds } = await import('./questions');
const { parseTree } = await import('../../mdx/processor');
type Dependency = import('./questions').Dependency;
after(() => fs.rmSync(root, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}
const version = (v: string, b: string) => ({
  [`${v}/index.mdx`]: '---\npageType: home\ntitle: Home\n---\n',
  [`${v}/guides/index.mdx`]: '---\ntitle: Introduction\n---\n',
  [`${v}/guides/a.mdx`]: '---\ntitle: A\n---\n\nSee [b](/guides/b#setup).\n',
  [`${v}/guides/b.mdx`]: `---\ntitle: B\n---\n\n${b}\n`,
});

test('each question is recorded once, relative to the own version, and holds for a copy of it', () => {
  const dir = path.join(root, 'content');
  write(dir, version('2.7.0', '## Setup'));
  let site = buildSiteIndex(dir);
  const deps: Dependency[] = [];
  const ctx = linkContextFor(site, getVersion(site, '2.7.0').guides.get('a')!, parseTree, root, deps);
  for (let i = 0; i < 2; i++) {
    assert.equal(ctx.pageExists('2.7.0', 'b'), true);
    assert.deepEqual([...ctx.headingIds('2.7.0', 'b')], ['setup']);
    assert.equal(ctx.isVersion('2.6.0'), false);
    assert.equal(ctx.isDefault('2.7.0'), true);
  }
  assert.deepEqual(
    deps.map(([question, args, answer]) => [question, args, typeof answer === 'string' && answer.length > 8 ? 'hash' : answer]),
    [
      ['pageExists', ['.', 'b'], true],
      ['headingIds', ['.', 'b'], 'hash'],
      ['isVersion', ['2.6.0'], false],
      ['ownPrefix', [], ''],
    ],
  );
  // A release: 2.8.0 copies 2.7.0 and becomes the default. Its page asks the same and gets the same answers.
  write(dir, version('2.8.0', '## Setup'));
  site = buildSiteIndex(dir);
  assert.ok(deps.every(stillHolds({ site, version: '2.8.0', parse: parseTree })));
  // The old default's prefix changed ('' -> '/2.7.0'), and only that answer.
  assert.deepEqual(deps.filter((dep) => !stillHolds({ site, version: '2.7.0', parse: parseTree })(dep)).map(([q]) => q), ['ownPrefix']);
  // A copy (the new default) whose b has other headings does not get the same answer about them.
  write(dir, version('2.9.0', '## Install'));
  site = buildSiteIndex(dir);
  assert.deepEqual(deps.filter((dep) => !stillHolds({ site, version: '2.9.0', parse: parseTree })(dep)).map(([q]) => q), ['headingIds']);
});

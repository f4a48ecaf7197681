// The page cache never serves a stale page: a changed page, and a page whose link target changed,
// are compiled again; an unchanged one is not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-cache-'));
process.env.DMSBG_CACHE_DIR = path.join(root, 'cache');
const { buildSiteIndex, getVersion } = await import('../site');
const { compileStats, preparePage } = await import('./page');
after(() => fs.rmSync(root, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

/** A version's home, guides index and the given guide pages (name -> Markdown body). */
function version(v: string, guides: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = {
    [`${v}/index.mdx`]: '---\npageType: home\ntitle: Home\n---\n',
    [`${v}/guides/index.mdx`]: '---\ntitle: Introduction\n---\n\nHello.\n',
  };
  for (const [name, body] of Object.entries(guides)) files[`${v}/guides/${name}.mdx`] = `---\ntitle: ${name.toUpperCase()}\n---\n\n${body}\n`;
  return files;
}

/** Prepares every page; returns the slugs compiled fresh (not from the cache) and each page's code. */
async function prepareAll(dir: string) {
  const site = buildSiteIndex(dir);
  const fresh: string[] = [];
  const code = new Map<string, string>();
  for (const version of site.versions) {
    for (const page of getVersion(site, version).guides.values()) {
      const before = compileStats.fresh;
      const prepared = await preparePage(site, page);
      if (compileStats.fresh > before) fresh.push(`${version}/${page.slug}`);
      code.set(`${version}/${page.slug}`, prepared.code);
    }
  }
  return { fresh: fresh.sort(), code };
}

test('only pages whose source or link targets changed are compiled again', async () => {
  const dir = path.join(root, 'content');
  write(dir, version('2.7.0', { a: 'See [b](/guides/b#setup).', b: '## Setup\n\nB text.', c: 'C text.' }));
  assert.deepEqual((await prepareAll(dir)).fresh, ['2.7.0/', '2.7.0/a', '2.7.0/b', '2.7.0/c']);
  assert.deepEqual((await prepareAll(dir)).fresh, [], 'a second run compiles nothing');

  // c's text changes: only c is compiled, and its new text is in the output.
  write(dir, { '2.7.0/guides/c.mdx': '---\ntitle: C\n---\n\nC changed.\n' });
  let run = await prepareAll(dir);
  assert.deepEqual(run.fresh, ['2.7.0/c']);
  assert.match(run.code.get('2.7.0/c')!, /C changed\./);

  // b's heading ids change (a's link target): b and a are compiled again, and a now fails its check.
  write(dir, { '2.7.0/guides/b.mdx': '---\ntitle: B\n---\n\n## Install\n\nB text.\n' });
  await assert.rejects(prepareAll(dir), /a\.mdx:5: link to a heading that does not exist in 2\.7\.0\/guides\/b: \/guides\/b#setup/);
  write(dir, { '2.7.0/guides/a.mdx': '---\ntitle: A\n---\n\nSee [b](/guides/b#install).\n' });
  run = await prepareAll(dir);
  assert.deepEqual(run.fresh, ['2.7.0/a', '2.7.0/b']);

  // A new default version (a copy of the old default, a release): the copy finds the old default's
  // results (same text, same answers about its own version), so none of its pages is compiled. Nor
  // are the old default's: links within a version are cached with a stand-in for the version's
  // prefix, which the reader of the cache fills in, so 2.7.0/a now links under /2.7.0/.
  fs.cpSync(path.join(dir, '2.7.0'), path.join(dir, '2.8.0'), { recursive: true });
  run = await prepareAll(dir);
  // Only the release's What's new and upgrade page, whose text is new (lib/content/generated/kinds.ts).
  assert.deepEqual(run.fresh, ['2.8.0/upgrade', '2.8.0/whats-new']);
  assert.match(run.code.get('2.7.0/a')!, /"\/2\.7\.0\/guides\/b\/#install"/, '2.7.0/a links to 2.7.0/b, which moved under /2.7.0/');
  assert.match(run.code.get('2.8.0/a')!, /"\/guides\/b\/#install"/);

  // Another copy, not the default: its links carry its own segment, never the copied version's.
  fs.cpSync(path.join(dir, '2.7.0'), path.join(dir, '2.6.9'), { recursive: true });
  run = await prepareAll(dir);
  // 2.7.0's What's new now compares with 2.6.9; 2.7.0's and 2.8.0's upgrade pages have a list from 2.6.9.
  assert.deepEqual(run.fresh, ['2.7.0/upgrade', '2.7.0/whats-new', '2.8.0/upgrade']);
  assert.match(run.code.get('2.6.9/a')!, /"\/2\.6\.9\/guides\/b\/#install"/);
  for (const [page, code] of run.code) assert.doesNotMatch(code, /~dmsbg-own-version~/, page);
});

test("a copied page is checked against its own version: a link that only the original's version can follow fails", async () => {
  const dir = path.join(root, 'content-copy');
  write(dir, version('2.7.0', { a: 'See [b](/guides/b#setup).', b: '## Setup\n\nB text.' }));
  await prepareAll(dir);
  // 2.8.0 copies a but its b has another heading: a's cached result must not be used for it.
  write(dir, version('2.8.0', { a: 'See [b](/guides/b#setup).', b: '## Install\n\nB text.' }));
  await assert.rejects(prepareAll(dir), /2\.8\.0\/guides\/a\.mdx:5: link to a heading that does not exist in 2\.8\.0\/guides\/b: \/guides\/b#setup/);
  // And without b at all.
  fs.rmSync(path.join(dir, '2.8.0/guides/b.mdx'));
  await assert.rejects(prepareAll(dir), /2\.8\.0\/guides\/a\.mdx:5: link to a page that does not exist in 2\.8\.0: \/guides\/b#setup/);
});

// The render cache's key follows everything an exported page is made of, and its restore step
// puts back exactly the saved pages of this build's plan (scripts/tests/rebuild-after-release.test.mjs
// checks the same on real builds).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { codeBuildId } from './build-id.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-render-'));
process.env.DMSBG_CACHE_DIR = path.join(root, 'cache');
const { buildFingerprint, renderKey, restoreRenderedPages, saveRenderedPages, RENDER_PLAN_FILE } = await import('./renderCache');
after(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

test('the key changes with the plan, the metadata and the build', () => {
  const plan = { layout: 'doc', code: 'a', sidebar: [{ text: 'WireGuard' }] };
  const meta = { title: 'WireGuard' };
  const key = renderKey(plan, meta, 'build-1');
  assert.equal(renderKey(structuredClone(plan), { ...meta }, 'build-1'), key);
  assert.notEqual(renderKey({ ...plan, sidebar: [{ text: 'WireGuard tunnels' }] }, meta, 'build-1'), key);
  assert.notEqual(renderKey({ ...plan, code: 'b' }, meta, 'build-1'), key);
  assert.notEqual(renderKey(plan, { title: 'Other' }, 'build-1'), key);
  assert.notEqual(renderKey(plan, meta, 'build-2'), key);
});

test('the build fingerprint follows the build id, the client files and manifests and the render-time settings', () => {
  const next = path.join(root, 'next');
  process.env.DMSBG_BUILD_ID = 'one';
  write(path.join(next, 'app-build-manifest.json'), '{"pages":{"/page":["a.js"]}}');
  write(path.join(next, 'server/app/page_client-reference-manifest.js'), 'x');
  write(path.join(next, 'static/chunks/main-app-1234.js'), 'js');
  const first = buildFingerprint(next);
  assert.equal(buildFingerprint(next), first);
  // Written late in a full build, present in a pages-only one: not an input.
  write(path.join(next, 'build-manifest.json'), '{}');
  write(path.join(next, 'static/one/_buildManifest.js'), 'late');
  write(path.join(next, 'server/app/page.js'), 'compiled module');
  assert.equal(buildFingerprint(next), first);
  process.env.DMSBG_BUILD_ID = 'two';
  assert.notEqual(buildFingerprint(next), first, 'build id');
  const changes: [string, string][] = [
    ['app-build-manifest.json', '{"pages":{"/page":["b.js"]}}'],
    ['server/app/page_client-reference-manifest.js', 'y'],
    ['static/chunks/main-app-5678.js', 'js'],
  ];
  let previous = buildFingerprint(next);
  for (const [file, text] of changes) {
    write(path.join(next, file), text);
    const now = buildFingerprint(next);
    assert.notEqual(now, previous, file);
    previous = now;
  }
  process.env.DMSBG_SITE_URL = 'https://staging.example';
  try {
    assert.notEqual(buildFingerprint(next), previous, 'DMSBG_SITE_URL');
  } finally {
    delete process.env.DMSBG_SITE_URL;
  }
});

test('the build id follows the sources and NEXT_PUBLIC_* settings, not tests or content', () => {
  const project = path.join(root, 'project');
  write(path.join(project, 'components/Navbar.tsx'), 'export const a = 1;');
  write(path.join(project, 'package-lock.json'), '{}');
  const id = codeBuildId(project);
  assert.match(id, /^[\w-]{21}$/);
  write(path.join(project, 'components/Navbar.test.tsx'), 'test');
  write(path.join(project, 'content/2.7.0/guides/index.mdx'), 'text');
  assert.equal(codeBuildId(project), id);
  process.env.NEXT_PUBLIC_DMSBG_HIDE_NAVBAR = 'on-scroll';
  try {
    assert.notEqual(codeBuildId(project), id);
  } finally {
    delete process.env.NEXT_PUBLIC_DMSBG_HIDE_NAVBAR;
  }
  write(path.join(project, 'components/Navbar.tsx'), 'export const a = 2;');
  assert.notEqual(codeBuildId(project), id);
});

test('restore puts saved pages into the export; save keeps the new ones and drops other saved pages', async () => {
  const out = path.join(root, 'out');
  const saved = (key: string, file: string) => path.join(process.env.DMSBG_CACHE_DIR!, 'render', `${key}.${file}`);
  for (const file of ['index.html', 'index.txt']) {
    write(saved('old', file), `old ${file}`);
    write(saved('stale', file), `stale ${file}`);
    write(path.join(out, 'guides/new', file), `new ${file}`);
  }
  const plan = {
    routes: [
      { route: '/2.6.0/guides/old/', key: 'old', cached: true },
      { route: '/guides/new/', key: 'new', cached: false },
    ],
  };
  write(RENDER_PLAN_FILE, JSON.stringify(plan));
  assert.deepEqual(restoreRenderedPages(out), [path.join(out, '2.6.0/guides/old/index.html')]);
  assert.equal(fs.readFileSync(path.join(out, '2.6.0/guides/old/index.html'), 'utf8'), 'old index.html');
  assert.equal(fs.existsSync(saved('new', 'index.html')), false, 'new pages are saved only after the later steps');
  write(path.join(out, 'guides/new/index.html'), 'new index.html, processed');
  assert.deepEqual(saveRenderedPages(out), { rendered: 1, restored: 1 });
  assert.equal(fs.readFileSync(saved('new', 'index.html'), 'utf8'), 'new index.html, processed');
  assert.equal(fs.readFileSync(saved('new', 'index.txt'), 'utf8'), 'new index.txt');
  assert.equal(fs.existsSync(saved('stale', 'index.html')), false);
  assert.equal(fs.existsSync(saved('old', 'index.html')), true);
  // One folder of files: no folder made per page.
  assert.deepEqual(fs.readdirSync(path.dirname(saved('new', 'index.html'))).sort(), ['new.index.html', 'new.index.txt', 'old.index.html', 'old.index.txt']);
  // A route Next should have rendered but did not: the build fails instead of shipping a hole.
  write(RENDER_PLAN_FILE, JSON.stringify({ routes: [{ route: '/guides/missing/', key: 'm', cached: false }] }));
  assert.throws(() => saveRenderedPages(out), /render cache: .*guides\/missing\/index\.html is missing/);
  // A saved page that went missing: the same.
  write(RENDER_PLAN_FILE, JSON.stringify({ routes: [{ route: '/guides/gone/', key: 'gone', cached: true }] }));
  assert.throws(() => restoreRenderedPages(out), /render cache: .*render\/gone\.index\.html is missing/);
  fs.rmSync(RENDER_PLAN_FILE);
  assert.equal(restoreRenderedPages(out), undefined);
  assert.equal(saveRenderedPages(out), undefined);
});

test('without a plan, the keys the page workers recorded make one: every page saved under its key, nothing restored', () => {
  const out = path.join(root, 'out-cold');
  const keysDir = path.join(process.env.DMSBG_CACHE_DIR!, 'render-keys');
  const saved = (key: string, file: string) => path.join(process.env.DMSBG_CACHE_DIR!, 'render', `${key}.${file}`);
  fs.rmSync(RENDER_PLAN_FILE, { force: true });
  for (const route of ['guides/a', 'guides/b']) for (const file of ['index.html', 'index.txt']) write(path.join(out, route, file), `${route} ${file}`);
  // One file per worker; a route recorded twice (rendered again) keeps its last key.
  write(path.join(keysDir, '11.jsonl'), `${JSON.stringify(['/guides/a/', 'ka0'])}\n${JSON.stringify(['/guides/a/', 'ka'])}\n`);
  write(path.join(keysDir, '12.jsonl'), `${JSON.stringify(['/guides/b/', 'kb'])}\n`);
  assert.deepEqual(restoreRenderedPages(out), []);
  assert.deepEqual(saveRenderedPages(out), { rendered: 2, restored: 0 });
  assert.equal(fs.readFileSync(saved('ka', 'index.html'), 'utf8'), 'guides/a index.html');
  assert.equal(fs.readFileSync(saved('kb', 'index.txt'), 'utf8'), 'guides/b index.txt');
  assert.deepEqual(fs.readdirSync(path.dirname(saved('ka', 'index.html'))).sort(), ['ka.index.html', 'ka.index.txt', 'kb.index.html', 'kb.index.txt']);
  fs.rmSync(keysDir, { recursive: true });
});

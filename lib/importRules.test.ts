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

/** Every relative import (static, dynamic, re-export, type-only) of a file, as a path from the root without extension. */
const ANY_IMPORT = /(?:^|\s)(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm;
const withoutExtension = (f: string) => f.replace(/\.(ts|tsx|mjs)$/, '').replace(/\/index$/, '');
function localImports(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(ANY_IMPORT)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((from) => from.startsWith('.'))
    .map((from) => withoutExtension(path.relative('.', path.resolve(path.dirname(file), from))));
}
/** The first cycle found in a graph (node -> nodes), as a path, or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}
const libGraph = (nodeOf: (file: string) => string) => {
  const graph = new Map<string, Set<string>>();
  for (const file of sources('lib')) {
    const from = nodeOf(withoutExtension(file));
    for (const to of localImports(file).filter((t) => t.startsWith('lib/')).map(nodeOf)) {
      if (to !== from) (graph.get(from) ?? graph.set(from, new Set()).get(from)!).add(to);
    }
  }
  return graph;
};

test('no import cycle in lib/, between files or between its folders (content, search, routes...)', () => {
  assert.equal(findCycle(libGraph((f) => f))?.join(' -> '), undefined);
  assert.equal(findCycle(libGraph((f) => f.split('/').slice(0, 2).join('/')))?.join(' -> '), undefined);
});

/**
 * The content pipeline's stages, in the order data flows through them (docs/architecture.md): each
 * imports only the stages before it and the shared files at lib/content's top (types.ts, errors.ts,
 * lasting.ts); the top's site.ts (the index with the kinds' pages) and prepare.ts (the content step)
 * compose the stages and are imported by none of them.
 */
const STAGES = ['source', 'compile', 'generated', 'outputs', 'render'];
const SHARED = ['lib/content/types', 'lib/content/errors', 'lib/content/lasting'];
test('lib/content is in stages, each importing only the stages before it (source, compile, generated, outputs, render)', () => {
  const stageOf = (file: string) => /^lib\/content\/([^/]+)\//.exec(file)?.[1];
  const tops = fs.readdirSync('lib/content').filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => withoutExtension(`lib/content/${f}`));
  assert.deepEqual(tops.filter((t) => !SHARED.includes(t)).sort(), ['lib/content/prepare', 'lib/content/site', 'lib/content/tempContent'], 'only the step, the index and the shared files at the top');
  for (const dir of fs.readdirSync('lib/content', { withFileTypes: true }).filter((d) => d.isDirectory())) assert.ok(STAGES.includes(dir.name), `lib/content/${dir.name} is not a stage`);
  for (const file of sources('lib/content')) {
    const stage = stageOf(file);
    if (!stage) continue;
    for (const target of localImports(file).filter((t) => t.startsWith('lib/content/'))) {
      const to = stageOf(target);
      if (!to) assert.ok(SHARED.includes(target), `${file} imports ${target}, which composes the stages`);
      else assert.ok(STAGES.indexOf(to) <= STAGES.indexOf(stage), `${file} (${stage}) imports ${target} (${to}, a later stage)`);
    }
  }
});

test('the cycle check finds a cycle', () => {
  assert.deepEqual(findCycle(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]])), ['a', 'b', 'c', 'a']);
  assert.equal(findCycle(new Map([['a', new Set(['b'])], ['b', new Set(['c'])]])), undefined);
});

test('lib/search and lib/mdx never import the content pipeline (the content step hands them what they need)', () => {
  for (const file of [...sources('lib/search'), ...sources('lib/mdx')]) {
    for (const target of localImports(file)) assert.ok(!target.startsWith('lib/content'), `${file} imports ${target}`);
  }
});

// A region's components (.tsx); its behaviour modules (.ts, e.g. the copy-page click a global effect loads) are not composition.
test('only the layouts (components/layout, and the print page\'s components/print) and the route compose the page regions', () => {
  const regions = ['navbar', 'sidebar', 'toc', 'doc'];
  const composers = ['components/layout/', 'components/print/', 'app/'];
  const files = [...sources('components'), ...sources('app')];
  for (const file of files) {
    if (composers.some((c) => file.startsWith(c))) continue;
    const own = file.split('/')[1];
    for (const target of localImports(file)) {
      const region = fs.existsSync(`${target}.tsx`) && regions.find((r) => target.startsWith(`components/${r}/`));
      assert.ok(!region || region === own, `${file} composes the ${region} region (${target})`);
    }
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

test("the theme helpers the browser's toggle loads do not import the site config (it would ship to every page)", () => {
  for (const { from } of importsOf('lib/theme/index.ts')) assert.ok(!/config/.test(from), `lib/theme/index.ts imports ${from}`);
});

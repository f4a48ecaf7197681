// The frontmatter schema through parseSource: what a writer sees for each mistake (file, the line of
// the offending key, a reason naming the field), and the defaults a parsed page carries.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSource } from '../frontmatter';
import { keyLine } from './lines';

const HOME = `---
pageType: home
title: Home
hero:
  name: DMSBG
  actions:
    - text: Start
      link: /guides/
features:
  - title: A
    details: One.
  - title: B
    details: Two.
    span: 6
---
`;

/** The error message parseSource throws for a page, without the file's directory. */
const problem = (source: string) => {
  try {
    parseSource('/tmp/page.mdx', source);
  } catch (error) {
    return (error as Error).message.replace(/^.*page\.mdx/, 'page.mdx');
  }
  assert.fail('the page parsed');
};

test('an unknown field fails at its line, nested ones too', () => {
  assert.equal(problem('---\ntitle: A\ndescripton: typo\n---\n'), "page.mdx:3: frontmatter: unknown field 'descripton'");
  assert.equal(problem(HOME.replace('  name: DMSBG', '  nmae: DMSBG')), "page.mdx:5: frontmatter: unknown field 'hero.nmae'");
  assert.equal(problem(HOME.replace('    span: 6', '    spam: 6')), "page.mdx:14: frontmatter: unknown field 'features[1].spam'");
});

test('a wrong type names the field and its line', () => {
  assert.equal(problem('---\ntitle: A\nfooter: no\n---\n'), "page.mdx:3: frontmatter: 'footer' must be true or false");
  assert.equal(problem('---\ntitle: A\ndescription: 12\n---\n'), "page.mdx:3: frontmatter: 'description' must be a string");
  assert.equal(problem('---\ntitle: A\nhero: big\n---\n'), "page.mdx:3: frontmatter: 'hero' must be an object");
  assert.equal(problem('---\ntitle: A\nfeatures: none\n---\n'), "page.mdx:3: frontmatter: 'features' must be a list");
  assert.equal(problem(HOME.replace('span: 6', 'span: 5')), 'page.mdx:14: frontmatter: unknown features[1].span \'5\' (expected one of 3, 4, 6, 8, 12)');
  assert.equal(problem(HOME.replace('    details: Two.\n', '')), "page.mdx:12: frontmatter: 'features[1].details' is required");
  assert.equal(problem(HOME.replace('      link: /guides/\n', '')), "page.mdx:7: frontmatter: 'hero.actions[0].link' is required");
});

test("a missing or blank title fails; 'changes' must be a list", () => {
  assert.equal(problem('---\ndescription: no title\n---\n'), "page.mdx:1: frontmatter: 'title' is required");
  assert.equal(problem("---\ntitle: '  '\n---\n"), "page.mdx:2: frontmatter: 'title' is required");
  assert.equal(problem('---\ntitle: A\nchanges: many\n---\n'), "page.mdx:3: frontmatter: 'changes' must be a list of entries (- kind: ..., text: ...)");
});

test('malformed YAML fails with its line', () => {
  assert.match(problem('---\ntitle: A\ndescription: [unclosed\nfooter: true\n---\n'), /^page\.mdx:\d+: malformed YAML frontmatter: /);
});

test('a parsed page carries the defaults the table states', () => {
  const { frontmatter } = parseSource('/tmp/page.mdx', HOME);
  assert.deepEqual(
    { ...frontmatter, hero: undefined, features: undefined },
    { pageType: 'home', title: 'Home', hero: undefined, features: undefined, overview: false, outline: true, sidebar: true, navbar: true, footer: true, globalUIComponents: true },
  );
  assert.deepEqual(frontmatter.features?.map((f) => f.span), [4, 6]);
  assert.equal(parseSource('/tmp/page.mdx', '---\ntitle: A\nfooter: false\n---\n').frontmatter.footer, false);
});

test('keyLine finds keys in block lists at any indent and falls back to the nearest part', () => {
  const source = '---\ntitle: A\nchanges:\n- kind: new\n  text: T\n- kind: changed\n  text: U\nfeatures: [{title: x}]\n---\n';
  assert.equal(keyLine(source, ['changes', 1, 'text']), 7);
  assert.equal(keyLine(source, ['changes', 0]), 4);
  assert.equal(keyLine(source, ['features', 0, 'title']), 8);
  assert.equal(keyLine(source, ['title']), 2);
  assert.equal(keyLine(source, ['text']), 1);
  assert.equal(keyLine('---\ntitle: A\n---\n\ntext: not frontmatter\n', ['text']), 1);
});

// Bad content fails the build with the file, the line and the reason: frontmatter, MDX syntax,
// headings, links, images, and the same from the content step.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { compilePage } from './compile/page';
import { buildSiteIndex, getVersion } from './site';
import { ContentError } from './errors';
import { RESERVED_SLUGS } from './generated/kinds';
import { tempContent } from './tempContent';

async function compileAll(dir: string): Promise<void> {
  const site = buildSiteIndex(dir);
  for (const v of site.byVersion.values()) {
    await compilePage(site, v.home);
    for (const page of v.guides.values()) await compilePage(site, page);
  }
}

async function buildError(files: Record<string, string>): Promise<ContentError> {
  const dir = tempContent(files);
  try {
    await compileAll(dir);
  } catch (error) {
    assert.ok(error instanceof ContentError, `expected a ContentError, got ${String(error)}`);
    return error;
  }
  assert.fail('the build should have failed');
}

test('malformed YAML frontmatter fails with file and line', async () => {
  const e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\ndescription: [unclosed\n---\n\nText\n' });
  assert.match(e.message, /2\.7\.0\/guides\/bad\.mdx:\d+: malformed YAML frontmatter/);
});

test("a writer's page at a slug the build writes (every page kind's, and print) fails with file:line", async () => {
  for (const slug of [...RESERVED_SLUGS, 'print']) {
    const e = await buildError({ [`2.7.0/guides/${slug}.mdx`]: '---\ntitle: Mine\n---\n\nText\n' });
    assert.match(e.message, new RegExp(`2\\.7\\.0/guides/${slug}\\.mdx:1: guides/${slug}/ is`));
  }
  assert.deepEqual([...RESERVED_SLUGS].sort(), ['glossary', 'upgrade', 'whats-new']);
});

test('unknown pageType and missing title fail', async () => {
  let e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\npageType: landing\n---\n' });
  assert.match(e.message, /bad\.mdx:3: frontmatter: unknown pageType 'landing'/);
  e = await buildError({ '2.7.0/guides/bad.mdx': '---\ndescription: no title\n---\n' });
  assert.match(e.message, /frontmatter: 'title' is required/);
});

test('an MDX syntax error names the file line', async () => {
  let e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\nFine line.\n\nBroken {expression\n' });
  assert.match(e.message, /bad\.mdx:7:19: MDX syntax error: Unexpected end of file in expression/);
  e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\nFine.\n\n<Tabs>\n\nText\n' });
  assert.match(e.message, /bad\.mdx:7:1: MDX syntax error: Expected a closing tag for `<Tabs>`$/);
});

test('a link to a page missing in that version fails with the line', async () => {
  const e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\nIntro.\n\nSee [IPsec](/guides/vpn/ipsec).\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:7: link to a page that does not exist in 2\.7\.0: \/guides\/vpn\/ipsec$/);
});

test('headings must nest: no ### before the first ##, no skipped level, no # in the body', async () => {
  let e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\nIntro.\n\n### Too Deep\n\nText.\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:7: heading level skipped: '### Too Deep' is an h3 the first heading of a page; use ##$/);
  e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\n## Setup\n\nText.\n\n#### Detail\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:9: heading level skipped: '#### Detail' is an h4 after an h2; use ###$/);
  e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\n# Bad\n\nText.\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:5: heading '# Bad': the title comes from frontmatter; start sections at ##$/);
  const dir = tempContent({ '2.7.0/guides/good.mdx': '---\ntitle: Good\n---\n\n## A\n\n### B\n\n#### C\n\n## D\n\n### E\n' });
  await compileAll(dir);
});

test('a link to a heading missing in the target page (or in the page itself) fails with the line', async () => {
  const target = '---\ntitle: Target\n---\n\n## Real Heading\n\nText.\n';
  let e = await buildError({ '2.7.0/guides/target.mdx': target, '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\nIntro.\n\nSee [it](/guides/target#no-such-heading).\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:7: link to a heading that does not exist in 2\.7\.0\/guides\/target: \/guides\/target#no-such-heading$/);
  e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\n## Here\n\nSee [above](#there).\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:7: link to a heading that does not exist in 2\.7\.0\/guides\/bad: #there$/);
  // Existing headings, at any depth and on the page itself, are fine.
  await compileAll(tempContent({
    '2.7.0/guides/target.mdx': target,
    '2.7.0/guides/good.mdx': '---\ntitle: Good\n---\n\n## Here\n\n### Deeper\n\n[a](/guides/target#real-heading) [b](#deeper) [c](/guides/good#here)\n',
  }));
});

test('the content step reports bad content as file:line:column: reason and exits 1 without a stack', () => {
  for (const [body, expected] of [
    ['Fine.\n\nBroken {expression\n', /bad\.mdx:7:19: MDX syntax error: Unexpected end of file in expression/],
    ['Intro.\n\nSee [x](/guides/nowhere).\n', /bad\.mdx:7: link to a page that does not exist in 2\.7\.0: \/guides\/nowhere/],
    ['### Deep first\n', /bad\.mdx:5: heading level skipped/],
  ] as const) {
    const dir = tempContent({ '2.7.0/guides/bad.mdx': `---\ntitle: Bad\n---\n\n${body}` });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/prepare.ts'], {
      encoding: 'utf8',
      env: { ...process.env, DMSBG_CONTENT_DIR: dir, DMSBG_PUBLIC_DIR: dir },
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, expected);
    assert.doesNotMatch(run.stderr, /^\s+at /m, 'no stack trace');
  }
});

test('relative links are refused', async () => {
  const e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\nSee [x](../x).\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:5: relative link '\.\.\/x'/);
});

test('a missing image fails with the line', async () => {
  const e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\n---\n\n![Diagram](/images/does-not-exist.svg)\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:5: image not found: public\/images\/does-not-exist\.svg$/);
});

test('a home page feature linking to a missing page fails the build', async () => {
  const e = await buildError({
    '2.7.0/index.mdx': '---\npageType: home\ntitle: Home\nfeatures:\n  - title: A\n    details: B\n    link: /guides/nowhere/\n---\n',
  });
  assert.match(e.message, /index\.mdx:1: frontmatter link to a page that does not exist in 2\.7\.0: \/guides\/nowhere\/$/);
});

test("frontmatter 'changes': an unknown kind or a section that is not a heading fails with file and line", async () => {
  let e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\nchanges:\n  - kind: improved\n    text: Faster.\n---\n\n## Setup\n\nText.\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:4: frontmatter: changes\[0\]: unknown kind 'improved' \(expected one of new, renamed, changed, removed\)$/);
  e = await buildError({ '2.7.0/guides/bad.mdx': '---\ntitle: Bad\nchanges:\n  - kind: new\n    text: A new setting.\n    section: Teardown\n---\n\n## Setup\n\nText.\n' });
  assert.match(e.message, /^[^ ]*bad\.mdx:6: frontmatter: changes\[0\]: section 'Teardown' is not a heading of this page \(headings: 'Setup'\)$/);
});

test("frontmatter 'changes': 'from' names a page of the previous version; a copied entry is not the new version's", async () => {
  const base = {
    '2.6.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.6.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
    '2.6.0/guides/wwan.mdx': '---\ntitle: WWAN\n---\n\n## APN\n\nText.\n',
  };
  const e = await buildError({
    ...base,
    '2.7.0/guides/wan.mdx': '---\ntitle: WAN\nchanges:\n  - kind: new\n    text: Fine.\n  - kind: removed\n    from: lte\n    text: Gone.\n---\n\n## Modem\n\nText.\n',
  });
  assert.match(e.message, /^[^ ]*wan\.mdx:6: frontmatter: changes: 'from: lte' is not a page of 2\.6\.0$/);
  const { entriesOf } = await import('./source/changes');
  const entry = '  - kind: removed\n    from: wwan\n    section: Modem\n    text: The WWAN page is gone; its APN is set here.\n';
  const dir = tempContent({
    ...base,
    '2.7.0/guides/wan.mdx': `---\ntitle: WAN\nchanges:\n${entry}---\n\n## Modem\n\nText.\n`,
    '2.8.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.8.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
    '2.8.0/guides/wan.mdx': `---\ntitle: WAN\nchanges:\n${entry}  - kind: changed\n    text: New words.\n---\n\n## Modem\n\nText.\n`,
  });
  const site = buildSiteIndex(dir);
  const wan = (v: string) => getVersion(site, v).guides.get('wan')!;
  assert.deepEqual(entriesOf(wan('2.7.0'), getVersion(site, '2.6.0')).map((x) => [x.kind, x.from, x.line]), [['removed', 'wwan', 4]]);
  assert.deepEqual(entriesOf(wan('2.8.0'), getVersion(site, '2.7.0')).map((x) => x.text), ['New words.']);
});

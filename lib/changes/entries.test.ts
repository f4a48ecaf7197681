import assert from 'node:assert/strict';
import { test } from 'node:test';
import matter from 'gray-matter';
import { ChangeEntryError, entryLines, headingsOf, validateChanges } from './entries';

const page = (frontmatter: string, body = '## Sounds\n\nText.\n\n### Greetings\n\n```md\n## Not a heading\n```\n') =>
  `---\ntitle: Sounds and IVR\n${frontmatter}---\n\n${body}`;

function validate(source: string) {
  const parsed = matter(source, {});
  return validateChanges(parsed.data.changes, headingsOf(parsed.content), source);
}

function failure(source: string): ChangeEntryError {
  try {
    validate(source);
  } catch (error) {
    assert.ok(error instanceof ChangeEntryError, String(error));
    return error;
  }
  assert.fail('expected the entries to be refused');
}

test('headings outside code, inline marks dropped', () => {
  assert.deepEqual(headingsOf('## A `code` *b*\n\n```bash\n## no\n```\n\n### C ##\n'), ['A code b', 'C']);
});

test('valid entries keep kind, text, section (as the heading is written), from and their line', () => {
  const source = page(
    [
      'changes:',
      '  - kind: renamed',
      '    text: The IVR page is now Sounds and IVR.',
      '  - kind: changed',
      '    section: greetings',
      '    text: Greetings can be uploaded as WAV.',
      '  - kind: removed',
      '    from: /guides/network-settings/wan-wwan/wwan/',
      '    section: Sounds',
      '    text: The WWAN page is gone.',
      '',
    ].join('\n'),
  );
  assert.deepEqual(validate(source), [
    { kind: 'renamed', text: 'The IVR page is now Sounds and IVR.', line: 4 },
    { kind: 'changed', text: 'Greetings can be uploaded as WAV.', section: 'Greetings', line: 6 },
    { kind: 'removed', text: 'The WWAN page is gone.', section: 'Sounds', from: 'network-settings/wan-wwan/wwan', line: 9 },
  ]);
});

test('an unknown kind fails on the line of its kind', () => {
  const source = page('changes:\n  - kind: new\n    text: Fine.\n  - text: Bad.\n    kind: improved\n');
  const e = failure(source);
  assert.equal(e.line, 7);
  assert.match(e.message, /^changes\[1\]: unknown kind 'improved' \(expected one of new, renamed, changed, removed\)$/);
});

test('a section that is not a heading of the page fails on the line of its section, listing the headings', () => {
  const e = failure(page('changes:\n  - kind: changed\n    text: Moved.\n    section: Not a heading\n'));
  assert.equal(e.line, 6);
  assert.match(e.message, /section 'Not a heading' is not a heading of this page \(headings: 'Sounds', 'Greetings'\)/);
  // A heading inside a code block is not a section.
  assert.match(failure(page('changes:\n  - kind: changed\n    text: X.\n    section: Not a heading\n')).message, /section 'Not a heading'/);
});

test('missing text, unknown fields and a value that is not a list fail', () => {
  assert.match(failure(page('changes:\n  - kind: new\n')).message, /'text' is required/);
  const e = failure(page('changes:\n  - kind: new\n    text: X.\n    where: here\n'));
  assert.equal(e.line, 6);
  assert.match(e.message, /unknown field 'where'/);
  const list = failure(page('changes: renamed\n'));
  assert.equal(list.line, 3);
  assert.match(list.message, /must be a list/);
});

test('entry lines follow the YAML list, flow style included', () => {
  const source = '---\ntitle: T\nchanges:\n- kind: new\n  text: A\n- {kind: changed, text: B}\ndescription: D\n---\n';
  assert.deepEqual(entryLines(source).map((e) => e.start), [4, 6]);
});

test('the schema keeps the hand checks\' words and lines: not an entry, text on two lines, an empty section or from', () => {
  const e = failure(page('changes:\n  - kind: new\n    text: Fine.\n  - just words\n'));
  assert.equal(e.line, 6);
  assert.equal(e.message, 'changes[1]: an entry needs kind and text (- kind: changed, text: ...)');
  const twoLines = failure(page('changes:\n  - kind: new\n    text: "One.\\nTwo."\n'));
  assert.equal(twoLines.line, 5);
  assert.equal(twoLines.message, "changes[0]: 'text' must be one line");
  const section = failure(page("changes:\n  - kind: new\n    text: A.\n    section: ''\n"));
  assert.equal(section.line, 6);
  assert.equal(section.message, "changes[0]: 'section' must be a heading of this page");
  const from = failure(page('changes:\n  - kind: removed\n    text: A.\n    from: 5\n'));
  assert.equal(from.line, 6);
  assert.equal(from.message, "changes[0]: 'from' must be a page slug of the previous version");
  const missing = failure(page('changes:\n  - text: A.\n'));
  assert.equal(missing.line, 4);
  assert.equal(missing.message, "changes[0]: unknown kind '' (expected one of new, renamed, changed, removed)");
});

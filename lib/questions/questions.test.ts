// The question registry (issue #48): its file is checked with the line of each problem, and on the
// real content every owner section exists and every page that touches a question links its owner.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { headingIdsIn } from '../content/compile/outline';
import { buildSiteIndex } from '../content/site';
import { parseTree } from '../mdx/processor';
import { jsonLine, linksOwner, ownerOf, parseQuestions, QuestionsError, runningText, unlinkedUses, type Question } from './questions';

const entry = (fields: Record<string, unknown> = {}) => ({
  id: 'hijack-dns-scope',
  question: 'Which lookups does Hijack DNS catch?',
  owner: 'network-settings/dns-dhcp/general#hijack-dns',
  answer: 'Plain DNS that crosses the box, not DNS over HTTPS or TLS.',
  terms: ['Hijack DNS'],
  ...fields,
});
const fileOf = (...entries: unknown[]) => JSON.stringify({ questions: entries }, null, 2);
/** The error a file's text gives, as "line: reason". */
const problem = (text: string) => {
  try {
    parseQuestions('questions.json', text);
  } catch (error) {
    assert.ok(error instanceof QuestionsError, String(error));
    return `${error.line}: ${error.reason}`;
  }
  return 'no problem';
};

test('a well-formed registry parses', () => {
  assert.deepEqual(parseQuestions('questions.json', fileOf(entry())), [entry()]);
});

test('jsonLine finds the line of a key path', () => {
  const text = fileOf(entry(), entry({ id: 'second' }));
  assert.equal(text.split('\n')[jsonLine(text, ['questions', 1, 'owner']) - 1].trim(), '"owner": "network-settings/dns-dhcp/general#hijack-dns",');
  assert.equal(jsonLine(text, ['questions', 1]), 12);
  assert.equal(jsonLine(text, ['questions', 5, 'id']), 2);
});

test('each malformed entry fails with the line of the field and the reason', () => {
  assert.equal(problem(fileOf(entry(), entry({ owner: 'services/tls-certificates' }))), "15: questions[1].owner: 'owner' must be <slug>#<heading id> (services/tls-certificates#renewal)");
  assert.equal(problem(fileOf(entry({ id: 'Hijack DNS' }))), "4: questions[0].id: 'id' must be lower-case words joined by hyphens (cert-renewal-ports)");
  assert.equal(problem(fileOf(entry({ question: 'What Hijack DNS catches' }))), "5: questions[0].question: 'question' must be a question, ending in '?'");
  assert.equal(problem(fileOf(entry({ answer: 'Plain DNS only. Not DoH.' }))), "7: questions[0].answer: 'answer' must be one sentence: put the rest in the owner section");
  assert.equal(problem(fileOf(entry({ answer: 'Plain DNS on `53` only.' }))), "7: questions[0].answer: 'answer' is plain text: no Markdown, JSX or braces");
  assert.equal(problem(fileOf(entry({ terms: [] }))), "8: questions[0].terms: 'terms' needs at least one phrase");
  assert.equal(problem(fileOf(entry({ terms: ['Hijack DNS', 'hijack dns'] }))), "8: questions[0].terms: 'terms' lists a phrase twice");
  assert.equal(problem(fileOf(entry({ answer: undefined }))), '3: questions[0].answer: is required');
  assert.equal(problem(fileOf(entry({ note: 'x' }))), "11: questions[0].note: unknown field 'note'");
  assert.equal(problem(fileOf(entry(), entry())), "13: questions[1].id: 'hijack-dns-scope' is registered twice");
  assert.match(problem('{ "questions": [\n  { "id": "a", }\n] }'), /^2: invalid JSON/);
});

const q = (fields: Partial<Question> = {}) => entry(fields) as Question;

test('running text leaves out frontmatter, fenced code, headings, inline code and link targets', () => {
  const source = ['---', 'title: Hijack DNS', '---', '## Hijack DNS', '```bash', 'Hijack DNS', '```', 'Use `Hijack DNS` and [x](/guides/hijack-dns).', 'Hijack DNS here.'].join('\n');
  const text = runningText(source);
  assert.deepEqual(text.map((line, i) => (/hijack dns/i.test(line) ? i + 1 : 0)).filter(Boolean), [9]);
});

test('a page that uses a term must link the owner section, or show the answer; the owner page need not', () => {
  const page = 'Intro.\n\nTurn on hijack DNS for the guest network.\n';
  assert.deepEqual(unlinkedUses(page, 'network-settings/guest-lan/ipv4', [q()]), [{ line: 3, id: 'hijack-dns-scope', term: 'Hijack DNS', owner: 'network-settings/dns-dhcp/general#hijack-dns' }]);
  assert.deepEqual(unlinkedUses(page, 'network-settings/dns-dhcp/general', [q()]), []);
  const linked = `${page}\nSee [Hijack DNS](/guides/network-settings/dns-dhcp/general#hijack-dns).\n`;
  assert.ok(linksOwner(linked, q()));
  assert.deepEqual(unlinkedUses(linked, 'network-settings/guest-lan/ipv4', [q()]), []);
  assert.deepEqual(unlinkedUses(`${page}\n<Answer id="hijack-dns-scope" />\n`, 'x', [q()]), []);
  // A link to the page without the owner's section does not count; whole words only.
  assert.equal(unlinkedUses(`${page}\n[DNS](/guides/network-settings/dns-dhcp/general).\n`, 'x', [q()]).length, 1);
  assert.deepEqual(unlinkedUses('Relay modes and in-bandwidth.\n', 'x', [q({ terms: ['in-band', 'relay mode'] })]), []);
  assert.equal(unlinkedUses('Use in-band digits.\n', 'x', [q({ terms: ['in-band'] })]).length, 1);
});

const site = buildSiteIndex(path.resolve('content'));

test('every version registers at least 20 questions, each owned by a section that exists', () => {
  for (const [version, index] of site.byVersion) {
    assert.ok(index.questions.length >= 20, `content/${version}/questions.json: ${index.questions.length} questions, expected 20 or more`);
    const missing = index.questions.flatMap((entry) => {
      const { slug, anchor } = ownerOf(entry);
      const page = index.guides.get(slug);
      if (!page) return [`${entry.id}: no page '${slug}' in ${version}`];
      return headingIdsIn(parseTree(page).tree).includes(anchor) ? [] : [`${entry.id}: ${page.file}: no heading '#${anchor}'`];
    });
    assert.deepEqual(missing, [], `content/${version}/questions.json owners that do not exist`);
  }
});

test('every page that touches a registered question links its owner section (file:line)', () => {
  const unlinked = [...site.byVersion.values()].flatMap((index) =>
    [...index.guides.values()]
      .filter((page) => !page.made)
      .flatMap((page) =>
        unlinkedUses(page.body, page.slug, index.questions).map(
          (use) => `${path.relative(process.cwd(), page.file)}:${use.line + page.bodyLineOffset}: '${use.term}' touches '${use.id}'; link /guides/${use.owner} or write <Answer id="${use.id}" />`,
        ),
      ),
  );
  assert.deepEqual(unlinked, []);
});

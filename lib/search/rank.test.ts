import assert from 'node:assert/strict';
import { test } from 'node:test';
import { byRank, outranks, pageText, rankPage, termMatch } from './rank';
import type { SearchDocument } from './types';

const page = (title: string, headers: string[], content: string): SearchDocument => ({
  id: 0,
  title,
  content,
  toc: headers.map((text, i) => ({ text, id: `h${i}`, depth: 2, charIndex: 0 })),
  routePath: '/guides/x/',
  domain: '',
  group: 'Guides',
});
const rank = (doc: SearchDocument, terms: string[], viaSynonym = false, askedTerms = terms.length) => {
  const text = pageText(doc);
  return rankPage(text, terms, terms, terms.map((t) => termMatch(text, t)), viaSynonym, askedTerms);
};

test('the hit type follows where all terms are: title, else one heading, else the body', () => {
  const doc = page('Port Forwarding', ['Adding a Rule'], 'Forward a port to a host. Add a rule per service.');
  assert.equal(rank(doc, ['port'])?.type, 'title');
  const header = rank(doc, ['add', 'rule'])!;
  assert.deepEqual([header.type, header.header], ['header', 0]);
  assert.equal(rank(doc, ['host'])?.type, 'content');
});

test('a short question needs every term on the page; a longer one, or one whose other terms are the title, may miss one', () => {
  const doc = page('Queues', [], 'Queues ring agents in turn.');
  assert.equal(rank(doc, ['agent', 'kubernetes']), undefined);
  assert.ok(rank(doc, ['agent', 'ring', 'kubernetes']));
  assert.ok(rank(doc, ['queue', 'kubernetes']));
});

test('a title that is the question beats one that only contains it; a synonym counts less', () => {
  const answer = rank(page('Call Detail Records', [], 'cdr'), ['call', 'detail', 'record'])!;
  const mention = rank(page('Call Detail Records API', [], 'cdr'), ['call', 'detail', 'record'])!;
  assert.ok(answer.score > mention.score);
  const viaSynonym = rank(page('Call Detail Records', [], 'cdr'), ['call', 'detail', 'record'], true)!;
  assert.ok(outranks(answer, viaSynonym) && !outranks(viaSynonym, answer));
  const sorted = [{ ...mention, order: 0 }, { ...answer, order: 1 }].sort(byRank);
  assert.deepEqual(sorted.map((r) => r.order), [1, 0]);
});

test('a synonym variant may miss a term only when the reader\'s question is long too', () => {
  const doc = page('TLS Certificates', [], 'The email field: the mailbox that gets expiry mail.');
  // "voicemail to email" asked as "voice mail email": two terms asked, so all three are needed.
  assert.equal(rank(doc, ['voice', 'mail', 'email'], true, 2), undefined);
  assert.ok(rank(doc, ['voice', 'mail', 'email'], false, 3));
  // A long question's two-word synonym variant needs both words.
  assert.equal(rank(page('Queues', [], 'Agents ring in turn.'), ['ring', 'group'], true, 3), undefined);
});

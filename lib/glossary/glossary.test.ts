// The glossary (content/<version>/glossary.json): every entry well formed and pointing at a page
// and heading that exist in its version; the Glossary page; first uses on pages; search synonyms.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { buildSiteIndex, getVersion } from '../content/site';
import { parseTree } from '../mdx/processor';
import { remarkTerms } from '../mdx/plugins/remarkTerms';
import { visit } from '../mdx/tree';
import type { MdNode } from '../mdx/types';
import { buildSearchDocuments, readSynonyms } from '../content/outputs/searchDocuments';
import { createSearchEngine, DEFAULT_LIMIT } from '../search/engine';
import { GLOSSARY_SLUG, glossarySynonyms, readGlossary, termId } from './glossary';
import { ContentError } from '../content/errors';
import { tempContent } from '../content/tempContent';
import { JsonFileError } from '../schema/json';

const site = buildSiteIndex(path.resolve('content'));
const REQUIRED = ['CGNAT', 'SIP ALG', 'PDP type', 'SLAAC', 'MSS', 'MTU', 'DTMF', 'SRTP', 'PPPoE', 'AllowedIPs', 'NAT', 'RTP', 'VLAN', 'DDNS'];

for (const version of site.versions) {
  test(`${version}: every glossary term is defined once and points at a page and heading of ${version}`, () => {
    const v = getVersion(site, version);
    assert.deepEqual(REQUIRED.filter((t) => !v.glossary.some((g) => g.term === t)), [], 'required terms missing');
    for (const t of v.glossary) {
      const [pagePath, anchor] = t.page.split('#');
      const slug = pagePath.replace(/^\/guides\/?/, '');
      const page = v.guides.get(slug);
      assert.ok(page && !page.made, `${version} ${t.term}: no page ${t.page}`);
      if (anchor) {
        const ids = new Set<string>();
        visit(parseTree(page).tree, (n) => void (n.type === 'heading' && n.data?.id && ids.add(n.data.id)));
        assert.ok(ids.has(anchor), `${version} ${t.term}: ${slug} has no heading #${anchor}`);
      }
    }
  });

  test(`${version}: the Glossary page lists every term under its own heading, last in the sidebar`, () => {
    const v = getVersion(site, version);
    const page = v.guides.get(GLOSSARY_SLUG)!;
    assert.equal(page?.made?.kind, GLOSSARY_SLUG);
    const headings = [...page.body.matchAll(/^## (.+)$/gm)].map((m) => m[1].replace(/\\/g, ''));
    assert.deepEqual(new Set(headings), new Set(v.glossary.map((t) => t.term)));
    assert.equal(v.order.at(-1)?.slug, GLOSSARY_SLUG);
  });
}

test('a malformed glossary is refused with the file, the line and the reason', () => {
  const term = (fields: object) => ({ term: 'NAT', definition: 'Network address translation, as a sentence.', page: '/guides/firewall/nat', ...fields });
  const problem = (terms: object[]) => {
    const text = JSON.stringify({ terms }, null, 2);
    const dir = tempContent({ '2.7.0/glossary.json': text });
    try {
      readGlossary(dir, '2.7.0');
    } catch (error) {
      assert.ok(error instanceof JsonFileError, String(error));
      assert.equal(error.file, path.join(dir, '2.7.0', 'glossary.json'));
      return `${error.line}: ${error.reason}`;
    }
    assert.fail('the glossary should have been refused');
  };
  // Each term takes 5 lines ('{', term, definition, page, '}') after the 2 opening ones.
  assert.equal(problem([term({}), term({ term: 'nat' })]), `9: terms[1].term: 'nat' is defined twice`);
  assert.equal(problem([term({ definition: 'short' })]), "5: terms[0].definition: 'definition' needs a sentence");
  assert.equal(problem([term({}), term({ page: 'guides/x' })]), "11: terms[1].page: 'page' must be /guides/<slug> or /guides/<slug>#<heading id>");
  assert.equal(problem([term({ synonyms: ['ok', ''] })]), "9: terms[0].synonyms[1]: 'synonyms' lists an empty phrase");
  assert.equal(problem([term({ synonyms: 'nat' })]), "7: terms[0].synonyms: 'synonyms' must be a list of words");
  assert.equal(problem([term({ sources: [] })]), "7: terms[0]: unknown field 'sources'");
  assert.equal(problem([{ definition: 'Network address translation, as a sentence.', page: '/guides/x' }]), '3: terms[0].term: is required');
  assert.deepEqual(readGlossary(path.resolve('e2e/fixtures/content'), 'no-such-version'), []);
  assert.equal(termId('SIP ALG'), 'sip-alg');
  assert.equal(termId('PDP type'), 'pdp-type');
});

test('a bad glossary fails the build as file:line: reason', () => {
  const dir = tempContent({ '2.7.0/glossary.json': '{\n  "terms": [\n    { "term": "NAT", "definition": "Network address translation.", "page": "firewall/nat" }\n  ]\n}\n' });
  assert.throws(() => buildSiteIndex(dir), (error: unknown) => {
    assert.ok(error instanceof ContentError, String(error));
    assert.match(error.message, /2\.7\.0\/glossary\.json:3: terms\[0\]\.page: 'page' must be \/guides\/<slug>/);
    return true;
  });
});

const terms = [
  { term: 'CGNAT', definition: 'Carrier-grade NAT.', page: '/guides/lte#cgnat', forms: ['CGNAT', 'carrier-grade NAT'] },
  { term: 'NAT', definition: 'Network address translation.', page: '/guides/firewall/nat' },
  { term: 'MTU', definition: 'Maximum transmission unit.', page: '/guides/wan' },
];
function termsOf(markdown: string, ownSlug = 'some/page'): { term: string; text: string }[] {
  const tree = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] }).parse(markdown) as unknown as MdNode;
  remarkTerms(terms, ownSlug)()(tree);
  const found: { term: string; text: string }[] = [];
  visit(tree, (n) => {
    if (n.name === 'Term') found.push({ term: String(n.attributes?.find((a) => a.name === 'term')?.value), text: n.children?.[0]?.value ?? '' });
  });
  return found;
}

test('only the first use of a term in prose becomes a Term: not in headings, links, code or tables', () => {
  const md = [
    '## NAT and MTU',
    '',
    'See [NAT rules](/guides/x) and `NAT` in code. Behind carrier-grade NAT, NAT and then NAT again; an MTU.',
    '',
    '| NAT | MTU |',
    '| --- | --- |',
    '| x | y |',
    '',
    '```text',
    'MTU 1500',
    '```',
    '',
    'Words like NATIVE, SNAT, NAT-T or non-NAT are not the term. MTU again.',
  ].join('\n');
  assert.deepEqual(termsOf(md), [
    { term: 'CGNAT', text: 'carrier-grade NAT' },
    { term: 'NAT', text: 'NAT' },
    { term: 'MTU', text: 'MTU' },
  ]);
});

test('the page that explains a term does not offer its definition', () => {
  assert.deepEqual(termsOf('NAT and MTU.', 'firewall/nat'), [{ term: 'MTU', text: 'MTU' }]);
});

test('the glossary feeds search: "address translation" finds the NAT pages by their titles', () => {
  const v = getVersion(site, '2.7.0');
  const search = (groups: string[][]) => createSearchEngine(buildSearchDocuments(site, '2.7.0'), groups).search('address translation', DEFAULT_LIMIT);
  const hits = search([...readSynonyms(site.contentDir), ...glossarySynonyms(v.glossary)]);
  const titles = hits.filter((h) => h.type === 'title').map((h) => h.link);
  assert.ok(titles.length >= 3 && titles.slice(0, 3).every((link) => /nat/.test(link)), `title hits: ${titles.join(', ')}`);
  assert.match(hits[0].link, /nat/);
  // Without the glossary's synonyms, only passing mentions in page text matched.
  assert.deepEqual(search(readSynonyms(site.contentDir)).filter((h) => h.type !== 'content'), []);
});

test('an opening bracket before a term goes into the Term, so the line never breaks between them', () => {
  const tree = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] }).parse('Lines (NAT, or not).') as unknown as MdNode;
  remarkTerms(terms, undefined)()(tree);
  const paragraph = tree.children![0];
  assert.deepEqual(
    paragraph.children!.map((n) => (n.type === 'text' ? n.value : `<Term lead="${n.attributes?.find((a) => a.name === 'lead')?.value}">${n.children![0].value}`)),
    ['Lines ', '<Term lead="(">NAT', ', or not).'],
  );
});

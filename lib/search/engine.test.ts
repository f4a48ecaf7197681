import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSearchEngine, editDistance, findRanges, groupHits, snippet, withinOneEdit, words } from './engine';
import type { SearchDocument } from './types';

const docs: SearchDocument[] = [
  {
    id: 0,
    title: 'Queues',
    content: 'Queues ring agents in turn. Strategy decides who rings first. Wrap Up Time gives agents a pause.',
    toc: [{ text: 'Strategy', id: 'strategy', depth: 2, charIndex: 28 }],
    routePath: '/guides/pbx/queues/',
    domain: '',
    group: 'PBX',
  },
  {
    id: 1,
    title: 'WireGuard',
    content: 'WireGuard tunnels are fast. Generating Peer Configurations gives each road device its keys and a QR code.',
    toc: [{ text: 'Generating Peer Configurations', id: 'generating-peer-configurations', depth: 2, charIndex: 28 }],
    routePath: '/guides/vpn/wireguard/',
    domain: '',
    group: 'VPN',
  },
  {
    id: 2,
    title: 'Extensions',
    content: 'An extension can be added to a queue. Extensions mention WireGuard only in passing.',
    toc: [],
    routePath: '/guides/pbx/extensions-endpoints/extensions/',
    domain: '',
    group: 'PBX',
  },
];
const engine = createSearchEngine(docs, [['queue', 'hunt group', 'ring group']]);

test('title hits come before header hits before content hits', () => {
  const hits = engine.search('wireguard');
  assert.deepEqual(hits.map((h) => [h.type, h.link]), [
    ['title', '/guides/vpn/wireguard/'],
    ['content', '/guides/pbx/extensions-endpoints/extensions/'],
  ]);
  assert.deepEqual(hits[0].highlight, [{ start: 0, length: 9 }]);
});

test('header hits link to the heading', () => {
  const [hit] = engine.search('peer configurations');
  assert.equal(hit.type, 'header');
  assert.equal(hit.link, '/guides/vpn/wireguard/#generating-peer-configurations');
  assert.equal(hit.header.slice(hit.highlight[0].start, hit.highlight[0].start + hit.highlight[0].length), 'Peer');
});

test('content hits carry a snippet with the match highlighted and link to their section', () => {
  const hit = engine.search('pause').find((h) => h.type === 'content')!;
  assert.equal(hit.link, '/guides/pbx/queues/#strategy');
  const r = hit.highlight[0];
  assert.equal(hit.statement!.slice(r.start, r.start + r.length), 'pause');
});

test('a typo (transposed or missing letter) still finds the page', () => {
  assert.equal(engine.search('wiregaurd')[0]?.link, '/guides/vpn/wireguard/');
  assert.equal(engine.search('strtegy')[0]?.link, '/guides/pbx/queues/#strategy');
});

test('synonyms: hunt group finds queues', () => {
  assert.ok(engine.search('hunt group').some((h) => h.link === '/guides/pbx/queues/'));
});

test('markup and regex metacharacters are plain text', () => {
  for (const q of ['<img src=x onerror=alert(1)>', '.*(', '[', '\\', '$^', 'a'.repeat(10000)]) {
    assert.doesNotThrow(() => engine.search(q), q);
  }
  assert.deepEqual(engine.search('.*('), []);
  assert.deepEqual(words('<b>Queue</b>'), ['b', 'queue', 'b']);
});

test('at most 7 results by default', () => {
  const many = Array.from({ length: 20 }, (_, i) => ({ ...docs[0], id: i, routePath: `/guides/q${i}/` }));
  assert.equal(createSearchEngine(many).search('queues').length, 7);
});

test('snippets are about 100 columns; CJK characters count 3', () => {
  const latin = 'word '.repeat(100);
  const cut = snippet(latin, 250);
  assert.ok(cut.text.length <= 102 + 2, String(cut.text.length));
  assert.ok(cut.text.startsWith('…') && cut.text.endsWith('…'));
  const cjk = '路由器'.repeat(100);
  assert.ok(snippet(cjk, 0).text.length <= 35);
});

test('a typo is corrected before synonyms are applied: hunt grup still finds queues', () => {
  const ringGroups: SearchDocument = { ...docs[2], id: 3, title: 'Ring Groups', content: 'A ring group rings phones together.', routePath: '/guides/pbx/ring-groups/' };
  const withGroups = createSearchEngine([...docs, ringGroups], [['queue', 'hunt group', 'ring group']]);
  assert.ok(withGroups.search('hunt grup').some((h) => h.link === '/guides/pbx/queues/'));
});

test('withinOneEdit agrees with the edit distance on every pair of short words over a small alphabet', () => {
  const all = [''];
  for (let len = 1; len <= 4; len++) for (const w of all.filter((x) => x.length === len - 1)) for (const c of 'abc') all.push(w + c);
  for (const a of all) for (const b of all) assert.equal(withinOneEdit(a, b), editDistance(a, b, 1) <= 1, `${a} / ${b}`);
});

test('edit distance counts a transposition as one edit', () => {
  assert.equal(editDistance('', ''), 0);
  assert.equal(editDistance('peer', 'peer'), 0);
  assert.equal(editDistance('', 'ab'), 2);
  assert.equal(editDistance('kitten', 'sitting', 3), 3);
  assert.equal(editDistance('ca', 'abc', 3), 3);
  assert.equal(editDistance('gaurd', 'guard'), 1);
  assert.equal(editDistance('queue', 'queues'), 1);
  assert.equal(editDistance('abc', 'xyz', 1), 2);
});

test('ranges merge and only match at word starts', () => {
  assert.deepEqual(findRanges('Hunt group, ring group', ['group', 'gro']), [
    { start: 5, length: 5 },
    { start: 17, length: 5 },
  ]);
  assert.deepEqual(findRanges('subgroup', ['group']), []);
});

test('groups keep the order of their best hit', () => {
  const grouped = groupHits(engine.search('wireguard'));
  assert.deepEqual(grouped.map((g) => g.group), ['VPN', 'PBX']);
});

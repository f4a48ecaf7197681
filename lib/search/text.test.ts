import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSearchEngine } from './engine';
import { findRanges, stem, words } from './text';
import type { SearchDocument } from './types';

const HINDI = 'फ़ायरवॉल नियम जोड़ें';

test('an Indic word keeps its vowel signs and viramas: one word, not fragments', () => {
  assert.deepEqual(words(HINDI), ['फ़ायरवॉल', 'नियम', 'जोड़ें']);
  assert.deepEqual(words('ഫയർവാൾ നിയമം'), ['ഫയർവാൾ', 'നിയമം']);
  // Latin letters with combining accents are one word too.
  assert.deepEqual(words('Re\u0301seau pare-feu'), ['réseau', 'pare', 'feu']);
});

test('words are compared in NFC: decomposed and precomposed spellings are the same word', () => {
  // फ़ typed as one code point (U+095E, as some keyboards do) and as फ plus nukta (what NFC makes of it).
  assert.deepEqual(words('\u095eायरवॉल'), words('\u092b\u093cायरवॉल'));
  assert.deepEqual(words('\u095eायरवॉल'), [HINDI.split(' ')[0].normalize('NFC')]);
  assert.deepEqual(words('re\u0301seau'), words('r\u00e9seau'));
});

test('the stemmer works on English words only', () => {
  assert.equal(stem('changing'), 'chang');
  assert.equal(stem('routes'), 'rout');
  // A Hindi word that happens to end in a letter the stemmer knows is left whole, as are accented words.
  assert.equal(stem('जोड़ें'), 'जोड़ें');
  assert.equal(stem('réseaux'), 'réseaux');
});

test('a highlight covers the whole Indic word, marks included', () => {
  const text = `नया ${HINDI}`;
  const [range] = findRanges(text, ['नियम']);
  assert.equal(text.slice(range.start, range.start + range.length), 'नियम');
  const [first] = findRanges(text, ['फ़ाय']);
  assert.equal(text.slice(first.start, first.start + first.length), 'फ़ायरवॉल');
});

test('search finds a Hindi page by a whole word, a word start and another spelling of the same letters', () => {
  const docs: SearchDocument[] = [
    { id: 0, title: 'फ़ायरवॉल नियम', content: 'ट्रैफ़िक नियम जोड़ें ताकि पोर्ट खुले।', toc: [], routePath: '/hi/guides/firewall/traffic-rules/', domain: '', group: 'फ़ायरवॉल' },
    { id: 1, title: 'वायरगार्ड', content: 'सुरंग बनाएँ।', toc: [], routePath: '/hi/guides/vpn/wireguard/', domain: '', group: 'वीपीएन' },
  ];
  const engine = createSearchEngine(docs, []);
  for (const query of ['फ़ायरवॉल', 'फ़ायर', 'जोड़ें', '\u095eायरवॉल']) {
    assert.equal(engine.search(query)[0]?.link, '/hi/guides/firewall/traffic-rules/', query);
  }
  assert.equal(engine.search('वायरगार्ड')[0]?.link, '/hi/guides/vpn/wireguard/');
});

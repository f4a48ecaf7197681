// The outline leaves out the heading ids the browser can derive (outline.ts): on every version's real
// pages, what the browser reads back is what the build had, and the file is markedly smaller.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildSiteIndex } from '../content/site';
import { buildSearchDocuments } from '../content/outputs/searchDocuments';
import { slugify } from '../mdx/slug';
import { packOutline, unpackOutline } from './outline';
import type { SearchOutlineFile } from './types';

const site = buildSiteIndex(path.resolve('content'));

test('a packed outline reads back as the build wrote it, on every version, and is a fifth smaller or more', () => {
  for (const version of site.versions) {
    const documents = buildSearchDocuments(site, version).map(({ content: _, ...doc }) => doc);
    const outline: SearchOutlineFile = { version, synonyms: [], documents, shards: { terms: {}, chunks: [], vocabulary: '' } };
    // Through JSON, as the file travels: a left-out id must not come back as `undefined`.
    const packed = JSON.stringify(packOutline(outline));
    assert.deepEqual(unpackOutline(JSON.parse(packed)), outline, version);
    assert.ok(packed.length < JSON.stringify(outline).length * 0.8, `${version}: ${packed.length} of ${JSON.stringify(outline).length} bytes`);
  }
});

test('an id the text does not give is kept: a repeated heading, one with an explicit id, one in another script', () => {
  const toc = [
    { text: 'Ports and Firewall', id: 'ports-and-firewall', depth: 2, charIndex: 0 },
    { text: 'Ports and Firewall', id: 'ports-and-firewall-1', depth: 2, charIndex: 10 },
    { text: 'Before You Start', id: 'prerequisites', depth: 3, charIndex: 20 },
    { text: 'फ़ायरवॉल नियम', id: 'firewall-rules', depth: 2, charIndex: 30 },
    { text: "What's New in 2.7.0?", id: 'whats-new-in-270', depth: 2, charIndex: 40 },
  ];
  const outline: SearchOutlineFile = { version: '2.7.0', synonyms: [], documents: [{ id: 0, title: 'T', toc, routePath: '/guides/t/', domain: '', group: 'G' }], shards: { terms: {}, chunks: [], vocabulary: '' } };
  const packed = packOutline(outline).documents[0].toc;
  assert.deepEqual(
    packed.map((h) => h.id),
    [undefined, 'ports-and-firewall-1', 'prerequisites', 'firewall-rules', undefined],
  );
  assert.equal(slugify("What's New in 2.7.0?"), 'whats-new-in-270');
  assert.deepEqual(unpackOutline(JSON.parse(JSON.stringify(packOutline(outline)))), outline);
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxContent } from '../../lib/content/compile/page';
import { chapterAnchor, printBook } from '../../lib/content/outputs/print';
import { buildSiteIndex, getVersion } from '../../lib/content/site';
import { versionContext } from '../../lib/content/source/version';
import { PrintBook } from './PrintBook';
import { printHrefOf } from './chapterComponents';

test('links on the print page: same-page and cross-page hashes lead to chapters; other links stay', () => {
  const anchors = new Map([
    ['/guides/vpn/wireguard/', 'vpn-wireguard'],
    ['/guides/', 'introduction'],
  ]);
  const chapter = { anchor: 'vpn-ipsec' };
  assert.equal(printHrefOf('#setup', chapter, anchors), '#vpn-ipsec--setup');
  assert.equal(printHrefOf('/guides/vpn/wireguard/#client-fields', chapter, anchors), '#vpn-wireguard--client-fields');
  assert.equal(printHrefOf('/guides/', chapter, anchors), '#introduction');
  assert.equal(printHrefOf('/2.6.9/guides/vpn/wireguard/', chapter, anchors), '/2.6.9/guides/vpn/wireguard/');
  assert.equal(printHrefOf('https://example.com/', chapter, anchors), 'https://example.com/');
});

test('the print page: chapters in sidebar order, ids unique, headings one level down, names per chapter', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-print-'));
  const write = (rel: string, text: string) => (fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true }), fs.writeFileSync(path.join(dir, rel), text));
  write('2.7.0/index.mdx', '---\npageType: home\ntitle: Home\n---\n');
  write('2.7.0/guides/index.mdx', '---\ntitle: Introduction\n---\n\n## Setup\n\nSee [b](/guides/b#setup).\n');
  write('2.7.0/guides/a.mdx', '---\ntitle: Same\n---\n\n## Setup\n\n> [!NOTE]\n> One.\n');
  write('2.7.0/guides/b.mdx', '---\ntitle: Same\n---\n\n## Setup\n\n> [!NOTE]\n> Two.\n\n[Up](#setup)\n');
  try {
    const site = buildSiteIndex(dir);
    const book = await printBook(site, versionContext(site, '2.7.0'));
    assert.deepEqual(book.chapters.map((c) => c.anchor), getVersion(site, '2.7.0').order.map((o) => chapterAnchor(o.slug)));
    // Labels are numbered in that order.
    assert.deepEqual(book.chapters.filter((c) => c.title === 'Same').map((c) => [c.anchor, c.label]), [['a', 'Same'], ['b', 'Same (2)']]);
    const html = renderToStaticMarkup(<PrintBook book={book} render={(c, components) => mdxContent(c.code, components)} />);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(new Set(ids).size, ids.length, ids.join(' '));
    assert.ok(ids.includes('b--setup'));
    assert.match(html, /<h3 id="a--setup">Setup<\/h3>/);
    assert.match(html, /href="#b--setup">b<\/a>/);
    assert.match(html, /href="#b--setup">Up<\/a>/);
    assert.match(html, /aria-label="Note, Same \(2\)"/);
    assert.equal(book.routePath, '/guides/print/');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a guide may not take the print page slug', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-print-'));
  const write = (rel: string, text: string) => (fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true }), fs.writeFileSync(path.join(dir, rel), text));
  write('2.7.0/index.mdx', '---\npageType: home\ntitle: Home\n---\n');
  write('2.7.0/guides/index.mdx', '---\ntitle: Introduction\n---\n');
  write('2.7.0/guides/print.mdx', '---\ntitle: Print\n---\n');
  try {
    assert.throws(() => buildSiteIndex(dir), /print page/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

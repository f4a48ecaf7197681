// What's new and Upgrading in another language: the entries its translations translate, in the language
// and marked so; every other entry in English; nothing from a translation made for other English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { sourceHash } from '../../i18n/status';
import { compilePage } from '../compile/page';
import { pageAt } from '../render/navigation';
import { buildSiteIndex } from '../site';
import { tempContent } from '../tempContent';

const HINDI = '{ "label": "हिन्दी", "dir": "ltr" }\n';
const WIREGUARD_BODY = '\n## Peers\n\nText.\n';
const CALLS_BODY = '\n## Codecs\n\nText.\n';
const english = (title: string, entries: string, body: string) => `---\ntitle: ${title}\nchanges:\n${entries}---\n${body}`;
const entry = (kind: string, section: string, text: string) => `  - kind: ${kind}\n    section: ${section}\n    text: ${text}\n`;

function site(translatedSource: string) {
  const dir = tempContent({
    '2.6.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.6.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
    '2.6.0/guides/vpn/wireguard.mdx': '---\ntitle: WireGuard\n---\n\n## Peers\n\nOld.\n',
    '2.6.0/guides/pbx/calls.mdx': '---\ntitle: Calls\n---\n\n## Codecs\n\nOld.\n',
    '2.7.0/guides/vpn/wireguard.mdx': english('WireGuard', entry('new', 'Peers', 'Each tunnel lists its peers.'), WIREGUARD_BODY),
    '2.7.0/guides/pbx/calls.mdx': english('Calls', entry('changed', 'Codecs', 'Opus is offered first.'), CALLS_BODY),
    'i18n/hi/locale.json': HINDI,
    'i18n/hi/2.7.0/guides/vpn/wireguard.mdx': `---\ntitle: वायरगार्ड\nsource: "${translatedSource}"\nchanges:\n${entry('new', 'Peers', 'हर टनल अपने पीयर दिखाती है।')}---\n\n## पीयर\n\nपाठ।\n`,
  });
  return buildSiteIndex(dir);
}

test("What's new and Upgrading in a language show the entries its current translations translate, in the language, the rest in English", async () => {
  const index = site(sourceHash(WIREGUARD_BODY));
  for (const path of ['/hi/guides/whats-new/', '/hi/guides/upgrade/']) {
    const at = pageAt(index, path)!;
    assert.equal(at.translated, false, `${path}: still an untranslated page (English chrome text, its notice, noindex)`);
    assert.match(at.page.body, /<span lang="hi" dir="ltr">हर टनल अपने पीयर दिखाती है।<\/span>/, path);
    assert.doesNotMatch(at.page.body, /Each tunnel lists its peers/, path);
    assert.match(at.page.body, /Opus is offered first\./, `${path}: an entry no translation translates stays English`);
    const html = renderToStaticMarkup((await compilePage(index, at.page)).content);
    assert.match(html, /<span lang="hi" dir="ltr">हर टनल अपने पीयर दिखाती है।<\/span>/, path);
    // The English pages are as they were.
    assert.match(pageAt(index, path.replace('/hi', ''))!.page.body, /Each tunnel lists its peers\./);
  }
});

test('a translation outdated since (English changed after it was made) lends no entries: its text may tell of another change', () => {
  const index = site(sourceHash('\n## Peers\n\nEarlier text.\n'));
  const body = pageAt(index, '/hi/guides/whats-new/')!.page.body;
  assert.match(body, /Each tunnel lists its peers\./);
  assert.doesNotMatch(body, /lang="hi"/);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ContentError } from '../errors';
import { tempContent } from '../tempContent';
import { parseLocale, placeholdersIn, readLocales } from './locales';
import { readSite, readTranslations } from './read';

const CATALOGUE = { 'toc.title': 'ON THIS PAGE', 'search.noResults': 'No results for "{query}"', 'offline.save': 'Save {version} for offline reading' };
const HINDI = '{\n  "label": "हिन्दी",\n  "dir": "ltr",\n  "strings": {\n    "toc.title": "इस पृष्ठ पर",\n    "search.noResults": "\\"{query}\\" के लिए कोई परिणाम नहीं"\n  }\n}\n';

/** The ContentError `fn` throws, as "file:line: reason" tail and line. */
function failure(fn: () => unknown): { line?: number; message: string } {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof ContentError, String(error));
    return { line: (error as ContentError).line, message: (error as Error).message };
  }
  assert.fail('expected a ContentError');
}

test('placeholders are the {names} of a string, sorted and unique', () => {
  assert.deepEqual(placeholdersIn('Save {version} for {b} and {version}'), ['b', 'version']);
  assert.deepEqual(placeholdersIn('ON THIS PAGE'), []);
});

test('a folder with a locale.json is a language, English first; without the folder, English alone', () => {
  assert.deepEqual(readLocales(tempContent({}), ['2.7.0'], CATALOGUE).map((l) => l.code), ['en']);
  const dir = tempContent({ 'i18n/hi/locale.json': HINDI, 'i18n/ar/locale.json': '{ "label": "العربية", "dir": "rtl" }' });
  const locales = readLocales(dir, ['2.7.0'], CATALOGUE);
  assert.deepEqual(
    locales.map((l) => [l.code, l.label, l.dir]),
    [
      ['en', 'English', 'ltr'],
      ['ar', 'العربية', 'rtl'],
      ['hi', 'हिन्दी', 'ltr'],
    ],
  );
  assert.equal(locales[2].strings['toc.title'], 'इस पृष्ठ पर');
  assert.deepEqual(locales[1].strings, {}, 'no strings: every one falls back to English');
});

test('an unknown string key fails at its line', () => {
  const text = '{\n  "label": "हिन्दी",\n  "dir": "ltr",\n  "strings": {\n    "toc.title": "इस पृष्ठ पर",\n    "toc.titel": "x"\n  }\n}\n';
  const { line, message } = failure(() => parseLocale('content/i18n/hi/locale.json', text, CATALOGUE));
  assert.equal(line, 6);
  assert.match(message, /unknown key 'toc\.titel'/);
});

test('a placeholder the English has not (or missing one it has) fails at its line, naming both sets', () => {
  const text = '{\n  "label": "हिन्दी",\n  "dir": "ltr",\n  "strings": {\n    "offline.save": "{versoin} सहेजें"\n  }\n}\n';
  const { line, message } = failure(() => parseLocale('content/i18n/hi/locale.json', text, CATALOGUE));
  assert.equal(line, 5);
  assert.match(message, /placeholders \{versoin\} differ from the English \{version\}/);
  const dropped = '{ "label": "x", "dir": "ltr", "strings": { "search.noResults": "कोई परिणाम नहीं" } }';
  assert.match(failure(() => parseLocale('f', dropped, CATALOGUE)).message, /placeholders none differ from the English \{query\}/);
});

test('label and dir are required, dir is ltr or rtl, and no other field is accepted', () => {
  assert.match(failure(() => parseLocale('f', '{ "dir": "ltr" }', CATALOGUE)).message, /label: is required/);
  assert.match(failure(() => parseLocale('f', '{ "label": "x", "dir": "up" }', CATALOGUE)).message, /dir: 'up' is not one of ltr, rtl/);
  const { line, message } = failure(() => parseLocale('f', '{\n  "label": "x",\n  "dir": "ltr",\n  "order": 2\n}', CATALOGUE));
  assert.equal(line, 4);
  assert.match(message, /unknown field 'order'/);
});

test('a language folder must be a lowercase code with a locale.json that collides with no URL', () => {
  assert.match(failure(() => readLocales(tempContent({ 'i18n/HI/locale.json': HINDI }), ['2.7.0'], CATALOGUE)).message, /'HI' is not a lowercase BCP 47/);
  assert.match(failure(() => readLocales(tempContent({ 'i18n/en/locale.json': HINDI }), ['2.7.0'], CATALOGUE)).message, /English is the content itself/);
  assert.match(failure(() => readLocales(tempContent({ 'i18n/not-found/locale.json': HINDI }), ['2.7.0'], CATALOGUE)).message, /'not-found' would collide/);
  assert.match(failure(() => readLocales(tempContent({ 'i18n/hi/2.7.0/guides/index.mdx': '---\ntitle: x\n---\n' }), ['2.7.0'], CATALOGUE)).message, /needs a locale\.json/);
  // The snapshots of the English each translation was made from sit beside the languages.
  assert.equal(readLocales(tempContent({ 'i18n/.sources/abc.md': 'x' }), ['2.7.0'], CATALOGUE).length, 1);
});

test("a language's translations are read by the English page's path, home and guides", () => {
  const dir = tempContent({
    '2.7.0/guides/vpn/wireguard.mdx': '---\ntitle: WireGuard\n---\n\nText.\n',
    'i18n/hi/locale.json': HINDI,
    'i18n/hi/2.7.0/index.mdx': '---\npageType: home\ntitle: होम\nsource: "0123456789ab"\n---\n',
    'i18n/hi/2.7.0/guides/vpn/wireguard.mdx': '---\ntitle: वायरगार्ड\nsource: "0123456789ab"\n---\n\nपाठ।\n',
  });
  const site = readSite(dir);
  const translated = readTranslations(dir, 'hi', site.byVersion).get('2.7.0')!;
  assert.equal(translated.home?.frontmatter.title, 'होम');
  assert.deepEqual([...translated.guides.keys()], ['vpn/wireguard']);
  assert.equal(translated.guides.get('vpn/wireguard')?.frontmatter.title, 'वायरगार्ड');
  assert.equal(translated.guides.get('vpn/wireguard')?.lang, 'hi');
});

test('a translation without the English it was made from (source:) fails, naming the command that writes it', () => {
  const dir = tempContent({ 'i18n/hi/locale.json': HINDI, 'i18n/hi/2.7.0/guides/index.mdx': '---\ntitle: परिचय\n---\n' });
  const { line, message } = failure(() => readTranslations(dir, 'hi', readSite(dir).byVersion));
  assert.equal(line, 1);
  assert.match(message, /index\.mdx:1: a translation needs 'source:'.*npm run i18n:stamp -- /);
  const bad = tempContent({ 'i18n/hi/locale.json': HINDI, 'i18n/hi/2.7.0/guides/index.mdx': '---\ntitle: परिचय\nsource: abc\n---\n' });
  const badSource = failure(() => readSite(bad));
  assert.equal(badSource.line, 3);
  assert.match(badSource.message, /'source' must be the 12 hex digits/);
});

test('a translation of a page or version English does not have fails with the file', () => {
  const page = tempContent({ 'i18n/hi/locale.json': HINDI, 'i18n/hi/2.7.0/guides/vpn/wirguard.mdx': '---\ntitle: x\n---\n' });
  const { line, message } = failure(() => readTranslations(page, 'hi', readSite(page).byVersion));
  assert.equal(line, 1);
  assert.match(message, /wirguard\.mdx:1: a translation of 2\.7\.0\/guides\/vpn\/wirguard\.mdx, which does not exist/);
  const version = tempContent({ 'i18n/hi/locale.json': HINDI, 'i18n/hi/2.6.9/guides/index.mdx': '---\ntitle: x\n---\n' });
  assert.match(failure(() => readTranslations(version, 'hi', readSite(version).byVersion)).message, /content\/2\.6\.9\/ does not exist/);
});

test("a translation whose code, GUI labels, links or headings differ from its English page fails at the translation's line", () => {
  const english = '---\ntitle: WireGuard\n---\n\nClick **Create New Client**.\n\n## Peers\n\n```sh\nwg show\n```\n';
  const dir = (translation: string) =>
    tempContent({ '2.7.0/guides/vpn/wireguard.mdx': english, 'i18n/hi/locale.json': HINDI, 'i18n/hi/2.7.0/guides/vpn/wireguard.mdx': translation });
  const ok = '---\ntitle: वायरगार्ड\nsource: "0123456789ab"\n---\n\n**Create New Client** दबाएँ।\n\n## पीयर\n\n```sh\nwg show\n```\n';
  const fine = dir(ok);
  assert.equal(readTranslations(fine, 'hi', readSite(fine).byVersion).get('2.7.0')!.guides.size, 1);
  const label = dir(ok.replace('**Create New Client**', '**नया क्लाइंट**'));
  const bad = failure(() => readTranslations(label, 'hi', readSite(label).byVersion));
  assert.equal(bad.line, 6);
  assert.match(bad.message, /wireguard\.mdx:6: bold text 1 differs from the English/);
  const code = dir(ok.replace('wg show\n', 'wg showconf\n'));
  assert.match(failure(() => readTranslations(code, 'hi', readSite(code).byVersion)).message, /:11: code block 1 differs from the English/);
});

test("a translation's change entries translate the English page's: its kind, section and from, else it fails at the entry's line", () => {
  const english = '---\ntitle: WireGuard\nchanges:\n  - kind: new\n    section: Peers\n    text: Each tunnel lists its peers.\n---\n\n## Peers\n\nText.\n';
  const dir = (entries: string) =>
    tempContent({
      '2.7.0/guides/vpn/wireguard.mdx': english,
      'i18n/hi/locale.json': HINDI,
      'i18n/hi/2.7.0/guides/vpn/wireguard.mdx': `---\ntitle: वायरगार्ड\nsource: "0123456789ab"\nchanges:\n${entries}---\n\n## पीयर\n\nपाठ।\n`,
    });
  // The section is the English heading's text (the translation's own heading reads पीयर).
  const fine = dir('  - kind: new\n    section: Peers\n    text: हर टनल अपने पीयर दिखाती है।\n');
  const page = readTranslations(fine, 'hi', readSite(fine).byVersion).get('2.7.0')!.guides.get('vpn/wireguard')!;
  assert.deepEqual(page.changes, [{ kind: 'new', section: 'Peers', text: 'हर टनल अपने पीयर दिखाती है।', line: 5 }]);
  const kind = dir('  - kind: changed\n    section: Peers\n    text: हर टनल अपने पीयर दिखाती है।\n');
  const wrongKind = failure(() => readTranslations(kind, 'hi', readSite(kind).byVersion));
  assert.equal(wrongKind.line, 5);
  assert.match(wrongKind.message, /wireguard\.mdx:5: frontmatter: changes: no entry of the English page has kind: changed, section: Peers: a translation translates the text/);
  // A section the English page has not (here the translated heading) fails as in an English page.
  const section = dir('  - kind: new\n    section: पीयर\n    text: हर टनल अपने पीयर दिखाती है।\n');
  assert.match(failure(() => readTranslations(section, 'hi', readSite(section).byVersion)).message, /wireguard\.mdx:6: frontmatter: changes\[0\]: .*पीयर/);
});

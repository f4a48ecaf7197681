import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import matter from 'gray-matter';
import { ContentError } from '../../lib/content/errors';
import { sourceHash, translationState } from '../../lib/i18n/status';
import { stamp } from './i18n-stamp';

const englishBody = '\nWireGuard joins two sites.\n\n## Setup\n\nOpen the VPN page and add a tunnel.\n';
const englishPage = `---\ntitle: WireGuard\ndescription: Tunnels between sites.\n---\n${englishBody}`;

const roots: string[] = [];
after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A content folder in a temp directory with the given files; returns the directory. */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-stamp-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const translationFile = 'content/i18n/hi/2.7.0/guides/vpn/wireguard.mdx';
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');

test('stamp writes source after the title, keeps every other byte, and keeps the English as the snapshot', () => {
  const translation = '---\ntitle: >-\n  वायरगार्ड\n  सुरंगें\ndescription: साइटों के बीच सुरंगें।\n---\n\nवायरगार्ड दो साइटों को जोड़ता है।\n';
  const root = site({ 'content/2.7.0/guides/vpn/wireguard.mdx': englishPage, [translationFile]: translation });
  const result = stamp(translationFile, root);
  const hash = sourceHash(englishBody);
  assert.equal(result.source, hash);
  const stamped = read(root, translationFile);
  assert.equal(stamped, translation.replace('description:', `source: "${hash}"\ndescription:`), 'one line added, after the folded title');
  const data = matter(stamped, {}).data;
  assert.equal(data.source, hash, 'YAML reads the hash back as a string');
  assert.equal(data.title, 'वायरगार्ड सुरंगें');
  // The snapshot is the English body, and with it the build reads the translation as current.
  const snapshot = read(root, `content/i18n/.sources/${hash}.md`);
  assert.equal(snapshot, englishBody);
  assert.deepEqual(translationState({ source: data.source, snapshot, englishBody: matter(englishPage, {}).content }), { state: 'current' });
});

test('stamp replaces an old source line only, and stamping again changes nothing', () => {
  const translation = '---\r\ntitle: वायरगार्ड\r\nsource: "000000000000"\r\nsidebar_position: 2\r\n---\r\n\r\nपाठ।\r\n';
  const root = site({ 'content/2.7.0/guides/vpn/wireguard.mdx': englishPage, [translationFile]: translation });
  const hash = sourceHash(englishBody);
  assert.equal(stamp(translationFile, root).changed, true);
  assert.equal(read(root, translationFile), translation.replace('000000000000', hash));
  assert.deepEqual(stamp(translationFile, root), {
    source: hash,
    english: path.join(root, 'content/2.7.0/guides/vpn/wireguard.mdx'),
    snapshot: path.join(root, `content/i18n/.sources/${hash}.md`),
    changed: false,
  });
  assert.equal(read(root, translationFile), translation.replace('000000000000', hash));
});

test('after the English changes, stamping again records the new hash beside the old snapshot', () => {
  const root = site({ 'content/2.7.0/guides/vpn/wireguard.mdx': englishPage, [translationFile]: '---\ntitle: वायरगार्ड\n---\n' });
  const first = stamp(translationFile, root).source;
  fs.writeFileSync(path.join(root, 'content/2.7.0/guides/vpn/wireguard.mdx'), englishPage.replace('add a tunnel', 'add a peer'));
  const second = stamp(translationFile, root).source;
  assert.notEqual(second, first);
  assert.equal(matter(read(root, translationFile), {}).data.source, second);
  assert.deepEqual(fs.readdirSync(path.join(root, 'content/i18n/.sources')).sort(), [`${first}.md`, `${second}.md`].sort());
});

test('stamp fails, writing nothing, for a translation whose English page does not exist or a path that is not a translation', () => {
  const translation = '---\ntitle: कुछ नहीं\n---\n\nपाठ।\n';
  const orphan = 'content/i18n/hi/2.7.0/guides/vpn/no-such-page.mdx';
  const root = site({ 'content/2.7.0/guides/vpn/wireguard.mdx': englishPage, [orphan]: translation, 'content/2.7.0/guides/vpn/other.mdx': translation });
  assert.throws(
    () => stamp(orphan, root),
    (e: unknown) => e instanceof ContentError && /no English page content\/2\.7\.0\/guides\/vpn\/no-such-page\.mdx/.test(e.reason),
  );
  assert.equal(read(root, orphan), translation);
  assert.equal(fs.existsSync(path.join(root, 'content/i18n/.sources')), false);
  assert.throws(() => stamp('content/2.7.0/guides/vpn/other.mdx', root), (e: unknown) => e instanceof ContentError && /not a translation/.test(e.reason));
});

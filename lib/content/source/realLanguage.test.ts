// Issue #47's proof on the real site: a language folder copied into a copy of content/ adds the
// language to every page of every version, with no code or config edit; removing it removes it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import matter from 'gray-matter';
import { sourceHash } from '../../i18n/status';
import { allRoutes, languageRoutes } from '../render/navigation';
import { exportedRoutes } from '../render/render';
import { buildSiteIndex } from '../site';

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-real-'));
after(() => fs.rmSync(copy, { recursive: true, force: true }));
fs.cpSync('content', copy, { recursive: true });
// The fixture's Hindi language (its locale.json; its translations are of the fixture's pages).
fs.mkdirSync(path.join(copy, 'i18n/hi'), { recursive: true });
fs.copyFileSync('e2e/fixtures/content/i18n/hi/locale.json', path.join(copy, 'i18n/hi/locale.json'));
// And one translation of a real page: the WireGuard page of the default version under a Hindi title
// (its body is the English one, so it keeps every code block, label and link: parity holds).
const english = fs.readFileSync('content/2.7.0/guides/vpn/wireguard.mdx', 'utf8');
const { data, content } = matter(english);
const translated = matter.stringify(content, { ...data, title: 'वायरगार्ड', source: sourceHash(content) });
fs.mkdirSync(path.join(copy, 'i18n/hi/2.7.0/guides/vpn'), { recursive: true });
fs.writeFileSync(path.join(copy, 'i18n/hi/2.7.0/guides/vpn/wireguard.mdx'), translated);

test('a language folder copied into the real content adds the language to every page of every version', () => {
  const real = buildSiteIndex(path.resolve('content'));
  const site = buildSiteIndex(copy);
  assert.deepEqual(real.locales.map((l) => l.code), ['en']);
  assert.deepEqual(site.locales.map((l) => l.code), ['en', 'hi']);
  // Every English route has its Hindi twin; English routes are unchanged.
  assert.deepEqual(allRoutes(site), allRoutes(real));
  assert.deepEqual(languageRoutes(site), allRoutes(real).map((r) => `/hi${r}`));
  const routes = exportedRoutes(site);
  for (const r of ['/hi/', '/hi/guides/vpn/wireguard/', '/hi/1.9.5/guides/vpn/ipsec/', '/hi/guides/print/', '/i18n-status/']) assert.ok(routes.includes(r), r);
  // The translation is current; a page it has not translated falls back to English.
  const hindi = site.translations.get('hi')!;
  assert.equal(hindi.get('2.7.0')?.guides.get('vpn/wireguard')?.frontmatter.title, 'वायरगार्ड');
  assert.deepEqual(hindi.get('2.7.0')?.guides.get('vpn/wireguard')?.status, { state: 'current' });
  assert.equal(hindi.get('2.7.0')?.guides.get('vpn/ipsec/basic'), undefined);
});

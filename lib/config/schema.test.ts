import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkSiteConfig } from '../content/source/schema/siteConfig';
import { siteConfigSchema } from './schema';
import { siteConfig } from './site';

test('the site config is valid; its schema fills what it leaves out', () => {
  checkSiteConfig();
  const { editLink, lastUpdated, darkMode, hideNavbar, search, maxInlineSocialLinks, ...required } = siteConfig;
  const parsed = siteConfigSchema.parse(required);
  assert.deepEqual(
    { editLink: parsed.editLink, lastUpdated: parsed.lastUpdated, darkMode: parsed.darkMode, hideNavbar: parsed.hideNavbar, search: parsed.search, max: parsed.maxInlineSocialLinks },
    { editLink: { repoBaseUrl: '', text: '' }, lastUpdated: true, darkMode: true, hideNavbar: 'never', search: { mode: 'local' }, max: 3 },
  );
  assert.ok(parsed.nav.every((item) => item.position === 'right'));
});

test('a bad value fails with lib/config/site.ts, the line of its field and what it may be', () => {
  const line = fs.readFileSync('lib/config/site.ts', 'utf8').split('\n').findIndex((l) => l.startsWith('  hideNavbar:')) + 1;
  assert.throws(
    () => checkSiteConfig({ ...siteConfig, hideNavbar: 'sometimes' }),
    { message: `lib/config/site.ts:${line}: site config: unknown hideNavbar 'sometimes' (expected one of never, on-scroll, always)` },
  );
  assert.throws(() => checkSiteConfig({ ...siteConfig, search: { mode: 'remote', apiUrl: 'not a url', searchIndexes: [] } }), /site\.ts:\d+: site config: /);
  assert.throws(() => checkSiteConfig({ ...siteConfig, nav: [{ text: 'Home', link: '/', position: 'top' }] }), /site config: unknown nav\[0\]\.position 'top'/);
});

test('zod stays out of the browser: only build-only modules (server-only) import it, and site.ts takes types alone', () => {
  const sources = ['lib', 'components', 'app'].flatMap((dir) =>
    fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => path.join(dir, f)),
  );
  for (const file of sources) {
    const text = fs.readFileSync(file, 'utf8');
    if (/from 'zod'/.test(text)) assert.match(text, /^import 'server-only';$/m, `${file} imports zod without import 'server-only'`);
  }
  assert.doesNotMatch(fs.readFileSync('lib/config/site.ts', 'utf8'), /^import (?!type )/m);
});

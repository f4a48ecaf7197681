import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { firstVisitScript, LANGUAGE_STORAGE_KEY } from './redirect';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Runs the script as a page at `path` would; returns where it sent the reader (or null) and what it stored. */
function visit(path: string, { languages = ['hi-IN', 'en'], userAgent = CHROME, onLine = true, stored = null as string | null, storage = true } = {}) {
  const store = new Map<string, string>(stored === null ? [] : [[LANGUAGE_STORAGE_KEY, stored]]);
  let replaced: string | null = null;
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const pathname = path.split(/[?#]/)[0];
  const window = {
    get localStorage() {
      if (!storage) throw new Error('SecurityError: storage is blocked');
      return localStorage;
    },
  };
  const context = {
    window,
    navigator: { userAgent, onLine, languages, language: languages[0] },
    location: { pathname, search: /\?[^#]*/.exec(path)?.[0] ?? '', hash: /#.*/.exec(path)?.[0] ?? '', replace: (to: string) => void (replaced = to) },
  };
  vm.runInNewContext(firstVisitScript(['ar', 'hi']), context);
  return { replaced, stored: store.get(LANGUAGE_STORAGE_KEY) ?? null };
}

test("a first visit in a Hindi browser goes to the same page in Hindi, keeping query and #section, and is remembered", () => {
  assert.deepEqual(visit('/dmsbg/guides/vpn/wireguard/?x=1#peers'), { replaced: '/dmsbg/hi/guides/vpn/wireguard/?x=1#peers', stored: 'visited' });
  assert.equal(visit('/dmsbg/2.6.9/guides/').replaced, '/dmsbg/hi/2.6.9/guides/');
  assert.equal(visit('/dmsbg').replaced, '/dmsbg/hi/');
  // The first of the reader's languages the site has, by its primary subtag.
  assert.equal(visit('/dmsbg/', { languages: ['fr-FR', 'ar-EG', 'hi'] }).replaced, '/dmsbg/ar/');
});

test('no redirect: a second visit, English first, a language the site lacks, an explicit language in the path', () => {
  assert.equal(visit('/dmsbg/guides/', { stored: 'visited' }).replaced, null);
  assert.deepEqual(visit('/dmsbg/guides/', { languages: ['en-GB', 'hi'] }), { replaced: null, stored: 'visited' });
  assert.equal(visit('/dmsbg/guides/', { languages: ['fr-FR', 'de'] }).replaced, null);
  assert.deepEqual(visit('/dmsbg/ar/guides/'), { replaced: null, stored: 'visited' });
});

test('no redirect and nothing stored: a bot or test browser, offline, or storage blocked (which would redirect again on every page)', () => {
  for (const userAgent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 Chrome-Lighthouse', `${CHROME.replace('Chrome', 'HeadlessChrome')}`]) {
    assert.deepEqual(visit('/dmsbg/guides/', { userAgent }), { replaced: null, stored: null }, userAgent);
  }
  assert.deepEqual(visit('/dmsbg/guides/', { onLine: false }), { replaced: null, stored: null });
  assert.deepEqual(visit('/dmsbg/guides/', { storage: false }), { replaced: null, stored: null });
});

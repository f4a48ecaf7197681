'use client';
// Browser: the 404 page's links. A near-miss URL has already gone to its page (nearMissRedirect.ts,
// inlined before this code loads); for any other path the home link goes to the path's language and
// version, in that language's words (every language's three strings are in the page: one 404.html
// serves every path).
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, homeHref, withBasePath } from '@/lib/routes';
import type { Strings } from '@/lib/i18n/strings';
import { REDIRECTING_ATTRIBUTE, resolveNotFound } from './resolveNotFound';

type NotFoundStrings = Pick<Strings, 'notFound.title' | 'notFound.text' | 'notFound.home'>;
/** Another language's 404 words and direction, by its code. */
export type NotFoundLanguages = Record<string, { dir: 'ltr' | 'rtl'; strings: NotFoundStrings }>;

const NO_LANGUAGES: NotFoundLanguages = {};

export function NotFound({
  versions,
  defaultVersion,
  strings: english,
  languages = NO_LANGUAGES,
}: {
  versions: string[];
  defaultVersion: string;
  strings: NotFoundStrings;
  /** The site's other languages (none on a site in one language). */
  languages?: NotFoundLanguages;
}) {
  const [home, setHome] = useState(homeHref(defaultVersion, defaultVersion));
  const [lang, setLang] = useState(DEFAULT_LANGUAGE);
  useEffect(() => {
    if (document.documentElement.hasAttribute(REDIRECTING_ATTRIBUTE)) return;
    // No routes: the redirect is the inlined script's; here only what the path names.
    const result = resolveNotFound(window.location.pathname, [], versions, defaultVersion, Object.keys(languages));
    setHome(result.home);
    // Only a site with languages has a switcher to point at the path's version (its code loads then).
    if (Object.keys(languages).length) void import('./retargetSwitcher').then((m) => m.retargetSwitcher(result.version, defaultVersion, result.lang));
    const language = languages[result.lang];
    if (language) {
      setLang(result.lang);
      document.documentElement.lang = result.lang;
      document.documentElement.dir = language.dir;
    }
  }, [versions, defaultVersion, languages]);
  const s = languages[lang]?.strings ?? english;
  return (
    <div className="not-found">
      <p className="not-found-code">404</p>
      <h1 className="not-found-title">{s['notFound.title']}</h1>
      <p>{s['notFound.text']}</p>
      <a className="button button-brand" href={withBasePath(home)}>
        {s['notFound.home']}
      </a>
    </div>
  );
}

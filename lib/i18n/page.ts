// Server only: the language of the page being rendered and its interface strings, for every server
// component of that render (React's cache() lives for one request). The route sets them before it
// renders (setPageLocale); a render that set nothing (the root layout's own parts, a unit test) gets
// English. Client components get what they use from their server parent: pick(pageStrings(), [...]).
import 'server-only';
import { cache } from 'react';
import { ENGLISH, type Strings } from './strings';

export interface PageLocale {
  /** BCP 47 code, as in <html lang>. */
  lang: string;
  dir: 'ltr' | 'rtl';
  strings: Strings;
}

export const ENGLISH_LOCALE: PageLocale = { lang: 'en', dir: 'ltr', strings: ENGLISH };

const current = cache((): { locale: PageLocale } => ({ locale: ENGLISH_LOCALE }));

export function setPageLocale(locale: PageLocale): void {
  current().locale = locale;
}

export const pageStrings = (): Strings => current().locale.strings;
export const pageLang = (): string => current().locale.lang;

/** The locale of a page from its render plan's shell (lib/content/types.ts ShellData): English, or its language with its own strings over English. */
export function localeOf(shell: { lang?: string; dir?: 'ltr' | 'rtl'; localeStrings?: Record<string, string> }): PageLocale {
  if (!shell.lang || shell.lang === ENGLISH_LOCALE.lang) return ENGLISH_LOCALE;
  return { lang: shell.lang, dir: shell.dir ?? 'ltr', strings: { ...ENGLISH, ...shell.localeStrings } as Strings };
}

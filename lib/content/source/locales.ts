// Server only: the source stage's languages. A folder content/i18n/<code>/ with a locale.json is a
// language (design: ../shared/design/languages.md §5.1): no code or config names one, so adding the
// folder adds it and removing the folder removes it. English is the content itself (content/<version>/)
// and the source every translation is made from; its interface strings are the catalogue the build
// passes in, and a language may replace any of them, with the same {placeholders}.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, PRINT_SLUG } from '../../routes';
import { ContentError } from '../errors';
import { filled, JsonFileError, jsonLine, parseJson } from '../../schema/json';

export { DEFAULT_LANGUAGE };
/** Where languages live, under the content folder. */
export const I18N_DIR = 'i18n';
/** Lowercase BCP 47: a language subtag, then optional region or script subtags ('hi', 'pt-br', 'zh-hans'). */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;
/** First path segments a language code would collide with. */
const RESERVED = new Set(['guides', 'static', 'images', 'files', 'not-found', I18N_DIR, PRINT_SLUG]);

export interface Locale {
  /** The folder name: the URL segment and the `lang` of its pages. */
  code: string;
  /** Its name in the switcher, in its own script ("हिन्दी"). */
  label: string;
  dir: 'ltr' | 'rtl';
  /** The interface strings it replaces; the rest stay English (the status page lists them). */
  strings: Record<string, string>;
  /** content/i18n/<code>/locale.json (undefined for English). */
  file?: string;
}

const localeSchema = z.strictObject({
  label: filled('must name the language, in its own script'),
  dir: z.enum(['ltr', 'rtl']),
  strings: z.record(z.string(), z.string()).optional(),
});

/** The {name} placeholders of an interface string, sorted and unique. */
export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** One locale.json, checked against the English catalogue: every key known, every placeholder kept. */
export function parseLocale(file: string, text: string, catalogue: Readonly<Record<string, string>>): Omit<Locale, 'code'> {
  let data: z.output<typeof localeSchema>;
  try {
    data = parseJson(file, text, localeSchema);
  } catch (error) {
    if (error instanceof JsonFileError) throw new ContentError(error.file, error.reason, error.line);
    throw error;
  }
  const strings = data.strings ?? {};
  for (const [key, value] of Object.entries(strings)) {
    const line = jsonLine(text, ['strings', key]);
    if (!Object.hasOwn(catalogue, key)) throw new ContentError(file, `strings: unknown key '${key}' (the English catalogue, lib/i18n/strings.ts, has no such string)`, line);
    if (!value.trim()) throw new ContentError(file, `strings.${key}: is empty (leave the key out to show the English)`, line);
    const want = placeholdersIn(catalogue[key]);
    const got = placeholdersIn(value);
    if (want.join() !== got.join()) {
      const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');
      throw new ContentError(file, `strings.${key}: placeholders ${list(got)} differ from the English ${list(want)}`, line);
    }
  }
  return { label: data.label, dir: data.dir, strings, file };
}

/**
 * The site's languages, English first, then by code: content/i18n/<code>/locale.json each. A folder
 * there without a locale.json, or named so that its URLs would collide with a version or a route,
 * fails with the reason.
 */
export function readLocales(contentDir: string, versions: readonly string[], catalogue: Readonly<Record<string, string>>): Locale[] {
  const english: Locale = { code: DEFAULT_LANGUAGE, label: 'English', dir: 'ltr', strings: {} };
  const root = path.join(contentDir, I18N_DIR);
  if (!fs.existsSync(root)) return [english];
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  const others = folders.map((code): Locale => {
    const dir = path.join(root, code);
    const file = path.join(dir, 'locale.json');
    if (!LANGUAGE_CODE.test(code)) throw new ContentError(dir, `'${code}' is not a lowercase BCP 47 language code (hi, ar, pt-br)`);
    if (code === DEFAULT_LANGUAGE) throw new ContentError(dir, `English is the content itself (content/<version>/); remove content/${I18N_DIR}/${code}/`);
    if (versions.includes(code) || RESERVED.has(code)) throw new ContentError(dir, `'${code}' would collide with the site's own URLs; choose the language's code`);
    if (!fs.existsSync(file)) throw new ContentError(dir, `a language folder needs a locale.json ({ "label": ..., "dir": "ltr" })`);
    return { code, ...parseLocale(file, fs.readFileSync(file, 'utf8'), catalogue) };
  });
  return [english, ...others];
}

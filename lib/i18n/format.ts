// Filling and picking catalogue strings (lib/i18n/strings.ts): pure, and free of the catalogue
// itself (not even its types: strings.ts re-exports these), so browser code imports this module
// without shipping every language's words.

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a template's placeholders, sorted and unique. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

/**
 * The template with its placeholders filled, as pieces: text, and each variable as given (a React
 * element or a DOM node stays one), so a link or <time> can sit inside a sentence. Throws on a
 * placeholder without a value: a translation must never show "{version}" to a reader.
 */
export function formatParts<T>(template: string, vars: Record<string, T | string | number> = {}): (string | T)[] {
  const parts: (string | T)[] = [];
  let at = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (!(m[1] in vars)) throw new Error(`No value for {${m[1]}} in "${template}"`);
    const value = vars[m[1]];
    parts.push(template.slice(at, m.index), typeof value === 'number' ? String(value) : value);
    at = m.index + m[0].length;
  }
  parts.push(template.slice(at));
  // Adjacent text joins (so a sentence stays one text node); empty pieces go.
  return parts.reduce<(string | T)[]>((out, p) => {
    if (p === '') return out;
    if (typeof p === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += p;
    else out.push(p);
    return out;
  }, []);
}

/** The template filled with text. */
export function format(template: string, vars?: Record<string, string | number>): string {
  return formatParts<string>(template, vars).join('');
}

/** Just the entries named (strings.ts types it for the catalogue: `pick`). */
export function pickKeys<S extends object, K extends keyof S & string>(strings: S, keys: readonly K[]): Pick<S, K> {
  return Object.fromEntries(keys.map((k) => [k, strings[k]])) as Pick<S, K>;
}

/** The locale of dates and lists in a language: English dates stay British ('28 November 2026'). */
export function intlLocale(lang: string): string {
  return lang === 'en' ? 'en-GB' : lang;
}

/**
 * A DOM script's strings, from the JSON its server component wrote into the element's
 * `data-strings`; throws if one it needs is missing, so a page never shows an empty control.
 */
export function readStrings<K extends string>(element: { getAttribute(name: string): string | null }, keys: readonly K[]): { readonly [k in K]: string } {
  const found = JSON.parse(element.getAttribute('data-strings') ?? '{}') as Partial<Record<K, unknown>>;
  for (const k of keys) if (typeof found[k] !== 'string') throw new Error(`data-strings has no "${k}"`);
  return found as { readonly [k in K]: string };
}

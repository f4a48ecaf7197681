// Build time (and tests): each version's glossary, content/<version>/glossary.json. One entry per
// term: its definition (our words, one to three sentences), the page and heading that explain it
// (`/guides/<slug>#<heading id>`, checked by the build like any link), the exact forms the pages
// write it in (the first use of one on a page offers the definition), and synonyms for search.
import fs from 'node:fs';
import path from 'node:path';
import { slugify } from '../mdx/slug';

export interface GlossaryTerm {
  term: string;
  definition: string;
  /** `/guides/<slug>` or `/guides/<slug>#<heading id>` in the same version. */
  page: string;
  /** Case-sensitive forms matched in page text (whole words); the term itself if none. */
  forms?: string[];
  /** Reader vocabulary for search: a query with one of these also runs with the term. */
  synonyms?: string[];
}

export const GLOSSARY_FILE = 'glossary.json';
export const GLOSSARY_SLUG = 'glossary';

/** The heading id (and Term id) of a term: the heading ids' own rule. */
export const termId = (term: string): string => slugify(term);

/** Checks the shape of a glossary file's content; returns the problems (empty when valid). */
export function glossaryProblems(data: unknown): string[] {
  const problems: string[] = [];
  const terms = (data as { terms?: unknown })?.terms;
  if (!Array.isArray(terms)) return ['expected { "terms": [ ... ] }'];
  const seen = new Set<string>();
  terms.forEach((t: Partial<GlossaryTerm>, i) => {
    const at = `terms[${i}]${t?.term ? ` (${t.term})` : ''}`;
    if (typeof t?.term !== 'string' || !t.term.trim()) problems.push(`${at}: "term" is required`);
    else if (seen.has(termId(t.term))) problems.push(`${at}: defined twice`);
    else seen.add(termId(t.term));
    if (typeof t?.definition !== 'string' || t.definition.trim().length < 20) problems.push(`${at}: "definition" needs a sentence`);
    if (typeof t?.page !== 'string' || !/^\/guides\/[a-z0-9/-]+(#[\p{L}\p{N}_-]+)?$/u.test(t.page)) problems.push(`${at}: "page" must be /guides/<slug> or /guides/<slug>#<heading id>`);
    for (const key of ['forms', 'synonyms'] as const) {
      const list = t?.[key];
      if (list !== undefined && (!Array.isArray(list) || list.some((s) => typeof s !== 'string' || !s.trim()))) problems.push(`${at}: "${key}" must be a list of words`);
    }
  });
  return problems;
}

/** A version's glossary, or [] when it has none. Throws with the file and the problems when malformed. */
export function readGlossary(contentDir: string, version: string): GlossaryTerm[] {
  const file = path.join(contentDir, version, GLOSSARY_FILE);
  if (!fs.existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: invalid JSON: ${(error as Error).message}`);
  }
  const problems = glossaryProblems(data);
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
  return (data as { terms: GlossaryTerm[] }).terms;
}

/** Search synonym groups from a glossary: the term and its synonyms, lower case. */
export function glossarySynonyms(terms: GlossaryTerm[]): string[][] {
  return terms.filter((t) => t.synonyms?.length).map((t) => [...new Set([t.term, ...t.synonyms!].map((s) => s.toLowerCase()))]);
}

const md = (text: string) => text.replace(/([\\`*_[\]<>{}#|!])/g, '\\$1');

/** The Markdown body of a version's Glossary page: one h2 per term (its id is termId). */
export function glossaryBody(terms: GlossaryTerm[], titleOf: (page: string) => string): string {
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
  return [
    'The abbreviations and terms the guides use, each explained in a few words, with the page that covers it in depth. On the other pages, the first use of a term offers the same definition: point at it, focus it with the keyboard or tap it.',
    ...sorted.map((t) => {
      const also = (t.synonyms ?? []).filter((s) => s.toLowerCase() !== t.term.toLowerCase());
      return [
        `## ${md(t.term)}`,
        md(t.definition),
        ...(also.length ? [`Also searched as: ${also.map(md).join(', ')}.`] : []),
        `Explained in [${md(titleOf(t.page))}](${t.page}).`,
      ].join('\n\n');
    }),
    '',
  ].join('\n\n');
}

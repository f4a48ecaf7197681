// Build time (and tests): each version's glossary, content/<version>/glossary.json. One entry per
// term: its definition (our words, one to three sentences), the page and heading that explain it
// (`/guides/<slug>#<heading id>`, checked by the build like any link), the exact forms the pages
// write it in (the first use of one on a page offers the definition), and synonyms for search.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { slugify } from '../mdx/slug';
import { filled, readJsonFile } from '../schema/json';

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

const PAGE = /^\/guides\/[a-z0-9/-]+(#[\p{L}\p{N}_-]+)?$/u;
const words = (key: string) => z.array(filled(`'${key}' lists an empty phrase`), { error: `'${key}' must be a list of words` }).optional();

const glossaryTerm = z.strictObject({
  term: filled("'term' is empty"),
  definition: z.string().refine((d) => d.trim().length >= 20, "'definition' needs a sentence"),
  page: z.string().regex(PAGE, "'page' must be /guides/<slug> or /guides/<slug>#<heading id>"),
  forms: words('forms'),
  synonyms: words('synonyms'),
});

/** The schema of a glossary file: terms unique by their heading id (two would share a heading). */
export const glossaryFile: z.ZodType<{ terms: GlossaryTerm[] }> = z.strictObject({ terms: z.array(glossaryTerm) }).superRefine(({ terms }, ctx) => {
  const seen = new Set<string>();
  terms.forEach(({ term }, i) => {
    if (seen.has(termId(term))) ctx.addIssue({ code: 'custom', path: ['terms', i, 'term'], message: `'${term}' is defined twice` });
    seen.add(termId(term));
  });
});

/** A version's glossary, or [] when it has none; a bad file throws JsonFileError (file, line, reason). */
export function readGlossary(contentDir: string, version: string): GlossaryTerm[] {
  const file = path.join(contentDir, version, GLOSSARY_FILE);
  return fs.existsSync(file) ? readJsonFile(file, glossaryFile).terms : [];
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

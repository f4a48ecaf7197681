// Build time (and tests): each version's registry of cross-cutting questions,
// content/<version>/questions.json. A question more than one page answers has one owner section that
// answers it fully; every other page that touches it (uses one of its terms) links that section,
// and may show the registry's one-sentence answer with <Answer id="…" />, filled in at build time,
// so two pages cannot give two answers.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { jsonData, JsonFileError, jsonLine } from '../schema/json';

export { jsonLine };

export const QUESTIONS_FILE = 'questions.json';

const oneLine = (what: string) => z.string().trim().min(1, `${what} is empty`).refine((s) => !s.includes('\n'), `${what} must be one line`);

const question = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "'id' must be lower-case words joined by hyphens (cert-renewal-ports)"),
    question: oneLine("'question'").refine((s) => s.endsWith('?'), "'question' must be a question, ending in '?'"),
    owner: z.string().regex(/^[a-z0-9]+([/-][a-z0-9]+)*#[\p{L}\p{N}_-]+$/u, "'owner' must be <slug>#<heading id> (services/tls-certificates#renewal)"),
    answer: oneLine("'answer'")
      .refine((s) => /[.!]$/.test(s), "'answer' must be one sentence, ending in '.'")
      .refine((s) => !/[.!?]\s+[A-Z]/.test(s.replace(/\b(e\.g|i\.e|etc|vs)\.\s/g, '')), "'answer' must be one sentence: put the rest in the owner section")
      .refine((s) => !/[`*[\]<>{}]/.test(s), "'answer' is plain text: no Markdown, JSX or braces"),
    terms: z
      .array(oneLine('a term'))
      .min(1, "'terms' needs at least one phrase")
      .refine((terms) => new Set(terms.map((t) => t.toLowerCase())).size === terms.length, "'terms' lists a phrase twice"),
  })
  .strict();

const questionsFile = z
  .object({ questions: z.array(question) })
  .strict()
  .superRefine(({ questions }, ctx) => {
    const seen = new Set<string>();
    questions.forEach(({ id }, i) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: `'${id}' is registered twice` });
      seen.add(id);
    });
  });

export type Question = z.output<typeof question>;

/** A registry problem: the file, the line of the offending key, and why (the shared JSON reader's error). */
export { JsonFileError as QuestionsError };

/** Checks a registry file's text; the entries, or a QuestionsError at the line of the first problem. */
export function parseQuestions(file: string, text: string): Question[] {
  // Its own report, not parseJson's: an unknown field is named with its whole key path here.
  const result = questionsFile.safeParse(jsonData(file, text));
  if (result.success) return result.data.questions;
  const issue = result.error.issues.find((i) => i.code === 'unrecognized_keys') ?? result.error.issues[0];
  const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  const where = keyPath.length ? `${keyPath.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').slice(1)}: ` : '';
  const reason = issue.code === 'unrecognized_keys' ? `unknown field '${String(issue.keys[0])}'` : issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
  throw new JsonFileError(file, jsonLine(text, keyPath), `${where}${reason}`);
}

/** A version's registry, or [] when it has none. */
export function readQuestions(contentDir: string, version: string): Question[] {
  const file = path.join(contentDir, version, QUESTIONS_FILE);
  return fs.existsSync(file) ? parseQuestions(file, fs.readFileSync(file, 'utf8')) : [];
}

/** The owner's page slug and heading id. */
export const ownerOf = (q: Pick<Question, 'owner'>) => {
  const [slug, anchor] = q.owner.split('#');
  return { slug, anchor, href: `/guides/${slug}#${anchor}` };
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a whole-word, case-insensitive pattern ("in-band" does not match inside "in-bandwidth"). */
const phrase = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(term).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}_-])`, 'iu');

/**
 * The running text of an MDX page line by line: '' for frontmatter, fenced code and headings (whose
 * words are the page's own subject), with inline code, link targets, JSX tags and HTML entities removed.
 */
export function runningText(source: string): string[] {
  const lines = source.split('\n');
  let inFrontmatter = lines[0]?.trim() === '---';
  let fence: string | undefined;
  return lines.map((line, i) => {
    if (inFrontmatter) {
      if (i > 0 && /^(---|\.\.\.)\s*$/.test(line)) inFrontmatter = false;
      return '';
    }
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    if (/^\s{0,3}#{1,6}\s/.test(line)) return '';
    return line
      .replace(/`[^`]*`/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/&[a-z#0-9]+;/gi, ' ');
  });
}

/** One use of a registered question's term on a page that neither owns the question nor links its owner. */
export interface UnlinkedUse {
  line: number;
  id: string;
  term: string;
  owner: string;
}

/** Whether the page source links the section (a Markdown link to /guides/<slug>#<anchor>) or shows the answer. */
export function linksOwner(source: string, q: Question): boolean {
  const { href } = ownerOf(q);
  return source.includes(`](${href})`) || source.includes(`](${href} `) || new RegExp(`<Answer\\s+id="${escapeRegExp(q.id)}"`).test(source);
}

/**
 * Each registered question a page touches without linking its owner: the first line where one of its
 * terms stands in running text. The owner page itself answers the question and is exempt.
 */
export function unlinkedUses(source: string, slug: string, questions: readonly Question[]): UnlinkedUse[] {
  const text = runningText(source);
  return questions.flatMap((q) => {
    if (ownerOf(q).slug === slug || linksOwner(source, q)) return [];
    const patterns = q.terms.map((term) => [term, phrase(term)] as const);
    for (let i = 0; i < text.length; i++) {
      const hit = patterns.find(([, pattern]) => pattern.test(text[i]));
      if (hit) return [{ line: i + 1, id: q.id, term: hit[0], owner: q.owner }];
    }
    return [];
  });
}

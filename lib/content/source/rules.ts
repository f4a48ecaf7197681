// Server only: how the pipeline treats a page, asked of the page instead of checking what it is: a
// written page's rules, or those its kind declared (lib/content/generated/kinds.ts).
import 'server-only';
import type { PageRules, SourcePage } from './siteTypes';

export type { PageRules };

/** A page a writer wrote. */
export const WRITTEN_RULES: PageRules = { search: 'full', print: true, fromFile: true, glossaryTerms: true, compared: true, readsOtherPages: false };

/** The rules of a page: its kind's, or a written page's. */
export const rulesOf = (page: SourcePage | undefined): PageRules => page?.made?.rules ?? WRITTEN_RULES;

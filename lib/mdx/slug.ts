// Shared by the build (heading ids, lib/content/remark.ts) and components (glossary term ids): one
// rule, so a link to a heading and the heading agree.

/** github-style slug: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

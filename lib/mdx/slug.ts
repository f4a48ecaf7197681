// Shared by the build (heading ids, lib/mdx/plugins/remarkHeadings.ts) and components (glossary term
// ids): one rule, so a link to a heading and the heading agree.

/** github-style slug: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Gives unique ids within one page: 'setup', 'setup-1', 'setup-2'. */
export function createSlugger(): (text: string) => string {
  const seen = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 1; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  };
}

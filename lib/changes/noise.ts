// Pure: whether a page changed in substance between two versions, for What's new
// (lib/content/generated/kinds.ts). What is not substance, and so never lists a page as changed: where a
// link leads (a link re-pointed at a renamed page, its text following the page's new title, or a
// renamed heading anchor), heading anchors, whitespace and punctuation. One pass of regular
// expressions per page, and a string compare: no diff.

/**
 * The names of the guide page a site link leads to, if any (to tell a page's name from prose): its
 * title, and the titles of the pages it replaces (a link to a renamed page may keep the old name).
 */
export type TitleOf = (url: string) => readonly string[] | undefined;

const PAGE_LINK = '\u2042'; // a word no text contains: "a link named after the page it leads to"

const OWN_VERSION = '\u2042v'; // "the version this page is of"

/** `[text](url "title")`, not an image; nested brackets one level deep. */
const LINK = /(?<!!)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** `[text][ref]` and `[ref]: url` definitions. */
const REFERENCE = /(?<!!)\[((?:[^[\]]|\[[^\]]*\])*)\]\[[^\]]*\]/g;
const DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm;
/** `<a href="...">` and the `href`/`to` of a JSX link: the target only. */
const HREF = /\b(href|to)=("[^"]*"|'[^']*'|\{[^}]*\})/g;
/** A heading's explicit anchor, `## Title {#anchor}`. */
const ANCHOR = /\s*\{#[^}\s]*\}\s*$/gm;
/** Anything that is not a letter, a digit or whitespace. */
const PUNCTUATION = /[^\p{L}\p{N}\s\u2042]+/gu;

/**
 * The words of a page that count: link targets, heading anchors, punctuation and whitespace dropped;
 * a link whose text is the title of the page it leads to (it renames with that page) is one fixed word.
 */
export function substance(markdown: string, titleOf: TitleOf = () => undefined, version?: string): string {
  const name = (text: string, url: string) => {
    const names = titleOf(url);
    return names?.some((title) => norm(text) === norm(title)) ? ` ${PAGE_LINK} ` : text;
  };
  // The page's own version number ("These guides describe release 2.6.9") is the same word in every version.
  const own = version ? markdown.split(version).join(` ${OWN_VERSION} `) : markdown;
  return own
    .replace(LINK, (_, text: string, url: string) => name(text, url))
    .replace(REFERENCE, '$1')
    .replace(DEFINITION, '')
    .replace(HREF, '$1')
    .replace(ANCHOR, '')
    .replace(PUNCTUATION, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}

const norm = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase();

/** Whether `after` says something `before` did not (see substance). */
export function changedInSubstance(
  before: string,
  after: string,
  titleBefore?: TitleOf,
  titleAfter?: TitleOf,
  versions?: { before: string; after: string },
): boolean {
  if (before === after) return false;
  return substance(before, titleBefore, versions?.before) !== substance(after, titleAfter, versions?.after);
}

// What the link checks (plugins/remarkLinks.ts) may ask about the site. Every question is a function,
// so the page cache can record each answer (lib/content/compile/questions.ts) and reuse a compiled page only
// while the answers hold.

export interface LinkContext {
  file: string;
  bodyLineOffset: number;
  /** The page's own version. */
  version: string;
  /** The slug of the page being compiled (guides only), for same-page `#hash` links. */
  ownSlug?: string;
  publicDir: string;
  /** Is this the name of a version (the first segment of `/<version>/guides/...`)? */
  isVersion: (name: string) => boolean;
  /** Is this version the default one (served without a version segment)? */
  isDefault: (version: string) => boolean;
  /** Does the guide page exist in that version? */
  pageExists: (version: string, slug: string) => boolean;
  /** Every heading id (any depth) of a guide page that exists, the targets a `#hash` link may name. */
  headingIds: (version: string, slug: string) => Set<string>;
}

/**
 * Stands for the page's own version prefix ('' for the default, '/2.6.9') in links the compile
 * writes; lib/content/compile/page.ts puts the prefix in. So a compiled page does not depend on whether its
 * version is the default: when a release moves the old default to /<version>/, its pages are not
 * compiled again. URL-safe, so Markdown-to-HTML leaves it as it is.
 */
export const OWN_VERSION_PREFIX = '/~dmsbg-own-version~';

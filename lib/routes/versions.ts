// Pure: the versions file (static/versions.json, written by the build's content step) and where the
// version switcher and the older-version banner lead from it. Pages read the version list from this
// file in the browser instead of carrying it, so a page of an older version stays the same when a
// release is added (the build restores it from its render cache) and never names a stale "latest".
import { DEFAULT_LANGUAGE, docHref, homeHref, withBasePath } from './index';

/** Where the browser finds a version's search index: its outline file, which names the rest (lib/search/types.ts). */
export interface SearchIndexUrls {
  outline: string;
}

/** Site path of the versions file. Served revalidated on every use (scripts/build/cache-headers.mjs). */
export const VERSIONS_FILE = '/static/versions.json';

/** The id of a doc page's "Changes since" region; a link to `<page>#changes` opens it. */
export const CHANGES_ID = 'changes';

export interface VersionsFile {
  defaultVersion: string;
  /** In switcher order (newest first). */
  versions: {
    version: string;
    /** Every guide slug of the version ('' is the guides index). */
    slugs: string[];
    /** Frontmatter `replaces`: slug -> the slug it replaces in older versions. */
    replaces: Record<string, string>;
  }[];
  /**
   * Each version's search index files (content-hashed names), local search only; keyed by searchKey
   * (the version, or `<lang>:<version>` for another language). Here rather than
   * in the pages: a page naming its index would change with every edit to any page of its version,
   * and a saved offline copy would then fetch every page again after each deploy.
   */
  search?: Record<string, SearchIndexUrls>;
}

/** Newest first: negative when version `a` is newer than `b` ('2.10.0' is newer than '2.9.1'). */
export function compareVersionsDesc(a: string, b: string): number {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pb[i] || 0) - (pa[i] || 0);
    if (d) return d;
  }
  return 0;
}

/** Where the version switcher sends a reader of this page, per version. */
export interface VersionLink {
  version: string;
  link: string;
  isDefault: boolean;
}

/**
 * Where the version switcher leads from a page of `version` (slug null: a version home or the 404
 * page): the same slug, else the page it replaces or that replaces it (frontmatter `replaces`),
 * else the version's guides index. Home maps to home.
 */
export function versionLinks(file: VersionsFile, version: string, slug: string | null): VersionLink[] {
  const replaced = slug === null ? undefined : file.versions.find((v) => v.version === version)?.replaces[slug];
  return file.versions.map((target) => {
    const isDefault = target.version === file.defaultVersion;
    if (slug === null) return { version: target.version, link: homeHref(target.version, file.defaultVersion), isDefault };
    const match = counterpartSlug(slug, replaced, target);
    return { version: target.version, link: docHref(target.version, file.defaultVersion, match ?? ''), isDefault };
  });
}

/** The slug of a page (or of the page it replaces, or that replaces it) in `target`, if it has one. */
export function counterpartSlug(slug: string, replaces: string | undefined, target: VersionsFile['versions'][number]): string | undefined {
  if (target.slugs.includes(slug)) return slug;
  if (replaces && target.slugs.includes(replaces)) return replaces;
  return Object.keys(target.replaces).find((s) => target.replaces[s] === slug);
}

/** The key of a version's search index in a language: the version for English, `<lang>:<version>` for another. */
export const searchKey = (version: string, lang = DEFAULT_LANGUAGE): string => (lang === DEFAULT_LANGUAGE ? version : `${lang}:${version}`);

/** A version's search index files in a language, from the versions file (undefined in remote search mode, or unreadable). */
export const searchIndexOf = (version: string, lang = DEFAULT_LANGUAGE): Promise<SearchIndexUrls | undefined> =>
  loadVersionsFile().then((file) => file?.search?.[searchKey(version, lang)]);

let loading: Promise<VersionsFile | undefined> | undefined;
/** The versions file, fetched once per page load; undefined (asked again next time) when it cannot be read. */
export function loadVersionsFile(): Promise<VersionsFile | undefined> {
  loading ??= fetch(withBasePath(VERSIONS_FILE))
    .then((r) => (r.ok ? (r.json() as Promise<VersionsFile>) : undefined))
    .catch(() => undefined)
    .then((file) => {
      if (!file) loading = undefined;
      return file;
    });
  return loading;
}

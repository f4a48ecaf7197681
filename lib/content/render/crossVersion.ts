// Server only: a doc page across versions, for its render plan: this and the older versions that
// have it (or the page it replaces, or that replaces it) and the newest older one to compare with
// ("Changes since"). Newer versions are added in the browser from the versions file
// (components/versions/NewerVersions.client.tsx): a release must not change older versions' pages,
// which the build then restores from its render cache, and saved offline copies keep.
import 'server-only';
import { rulesOf } from '../source/rules';
import { docHref, markdownHref } from '../../routes';
import { counterpartSlug } from '../../routes/versions';
import { versionsFile } from './navigation';
import { compareVersionsDesc, type SiteIndex, type VersionIndex } from '../source/read';
import type { PageVersions } from '../types';

const files = new WeakMap<SiteIndex, ReturnType<typeof versionsFile>>();

/** "In versions" and "Changes since" of the guide `slug` of `own` version: from every version's slugs, so the site too. */
export function pageVersions(site: SiteIndex, own: VersionIndex, slug: string): PageVersions {
  const file = files.get(site) ?? files.set(site, versionsFile(site)).get(site)!;
  const { version } = own;
  const page = own.guides.get(slug);
  const replaces = page?.frontmatter.replaces;
  const here = docHref(version, site.defaultVersion, slug);
  const found = file.versions.flatMap((target) => {
    const match = target.version === version ? slug : counterpartSlug(slug, replaces, target);
    return match === undefined ? [] : [{ version: target.version, link: docHref(target.version, site.defaultVersion, match) }];
  });
  // Oldest first: the newer versions the browser adds then come last, and nothing on the line moves.
  const inVersions = found
    .filter((v) => compareVersionsDesc(v.version, version) >= 0)
    .reverse()
    .map((v) => ({ ...v, current: v.version === version }));
  const older = found.filter((v) => compareVersionsDesc(v.version, version) > 0).sort((a, b) => compareVersionsDesc(a.version, b.version))[0];
  const newer = { version, slug, replaces };
  const newerMayArrive = version !== site.defaultVersion || found.some((v) => compareVersionsDesc(v.version, version) < 0);
  if (!older || !rulesOf(page).compared) return { inVersions, newer, newerMayArrive };
  return {
    inVersions,
    newer,
    newerMayArrive,
    changes: { version: older.version, link: older.link, before: markdownHref(older.link), after: markdownHref(here) },
  };
}

// Server only: a version looked up once, where a page or a build step starts (the render plan, the print
// page, the Markdown twins), and handed down: helpers that need one version's data take its index, not the
// whole site.
import 'server-only';
import { getVersion, type SiteIndex, type VersionIndex } from './read';

/** One version's index with the site-wide facts its helpers need beside it. */
export interface VersionContext extends VersionIndex {
  /** Links to the default version carry no version segment. */
  defaultVersion: string;
  /** Every version, in display order (the navbar offers a switcher only when there are two). */
  versions: string[];
}

export function versionContext(site: SiteIndex, version: string): VersionContext {
  return { ...getVersion(site, version), defaultVersion: site.defaultVersion, versions: site.versions };
}

/** Every version's index, in display order. */
export function versionIndexes(site: SiteIndex): VersionIndex[] {
  return site.versions.map((version) => getVersion(site, version));
}

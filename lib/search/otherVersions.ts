// Browser only: when a query finds nothing in the reader's version, the versions where it does find
// something, each with its best hits. Reads the search manifest the build writes (every version's
// index URL, newest first) and each other version's index through the same cached loader as search.
import { withBasePath } from '../routes';
import { loadEngine } from './client';
import type { SearchHit, SearchManifest } from './types';

/** The manifest lib/search/manifest.ts reads at build time (MANIFEST there), as the browser fetches it. */
const MANIFEST_URL = withBasePath('/static/search-manifest.json');
/** Best hits shown per version. */
const HITS_PER_VERSION = 3;

export interface OtherVersionHits {
  version: string;
  hits: SearchHit[];
}

/** The first hit of each page, best first. */
function bestPages(hits: SearchHit[]): SearchHit[] {
  const pages = new Set<string>();
  return hits.filter((hit) => !pages.has(hit.link.split('#')[0]) && pages.add(hit.link.split('#')[0])).slice(0, HITS_PER_VERSION);
}

let manifest: Promise<SearchManifest> | undefined;

/** The other versions with results for `query`, in the site's version order; [] on any failure. */
export async function searchOtherVersions(query: string, currentVersion: string): Promise<OtherVersionHits[]> {
  try {
    manifest ??= fetch(MANIFEST_URL).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<SearchManifest>;
    });
    manifest.catch(() => (manifest = undefined));
    const others = Object.entries(await manifest).filter(([version]) => version !== currentVersion);
    const found = await Promise.all(
      others.map(async ([version, url]) => ({ version, hits: bestPages((await loadEngine(version, url)).search(query)) })),
    );
    return found.filter((v) => v.hits.length);
  } catch {
    return [];
  }
}

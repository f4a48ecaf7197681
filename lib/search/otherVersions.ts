// Browser only: when a query finds nothing in the reader's version, the versions where it does find
// something, each with its best hits. Reads every version's index files from the versions file (in
// the switcher's order) and each other version's index through the same cached loader as search.
import { loadVersionsFile, searchKey } from '../routes/versions';
import { searchAll } from './client';
import type { SearchHit } from './types';

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

/** The other versions with results for `query` (in the page's language), in the site's version order; [] on any failure. */
export async function searchOtherVersions(query: string, currentVersion: string, lang = document.documentElement.lang || undefined): Promise<OtherVersionHits[]> {
  try {
    const file = await loadVersionsFile();
    const others = (file?.versions ?? []).flatMap(({ version }) => {
      const urls = file?.search?.[searchKey(version, lang)];
      return version !== currentVersion && urls ? [{ version, urls }] : [];
    });
    const found = await Promise.all(others.map(async ({ version, urls }) => ({ version, hits: bestPages(await searchAll(urls, query)) })));
    return found.filter((v) => v.hits.length);
  } catch {
    return [];
  }
}

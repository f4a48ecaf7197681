// Prints, as JSON, the search's mean reciprocal rank per version over the installer queries
// (lib/search/installerQueries.ts) and how many out-of-scope queries wrongly found something.
// Run by `npm run bench`; the unit tests hold the same numbers to their floor.
import { buildSiteIndex, CONTENT_DIR } from '../lib/content/site';
import { buildSearchDocuments, readSynonyms } from '../lib/search/build';
import { createSearchEngine } from '../lib/search/engine';
import { OUT_OF_SCOPE, queriesFor, reciprocalRank } from '../lib/search/installerQueries';

const site = buildSiteIndex(CONTENT_DIR);
const report: Record<string, { queries: number; mrr: number; firstHits: number; outOfScope: number; outOfScopeWithResults: number }> = {};
for (const version of site.versions) {
  const engine = createSearchEngine(buildSearchDocuments(site, version), readSynonyms(site.contentDir));
  const ranks = queriesFor(new Set(site.byVersion.get(version)!.guides.keys())).map((q) => reciprocalRank(engine, q));
  report[version] = {
    queries: ranks.length,
    mrr: Number((ranks.reduce((a, b) => a + b, 0) / ranks.length).toFixed(3)),
    firstHits: ranks.filter((r) => r === 1).length,
    outOfScope: OUT_OF_SCOPE.length,
    outOfScopeWithResults: OUT_OF_SCOPE.filter((q) => engine.search(q).length > 0).length,
  };
}
console.log(JSON.stringify(report));

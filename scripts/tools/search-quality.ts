// Prints, as JSON, the search's mean reciprocal rank per version over the installer queries
// (lib/search/installerQueries.ts), with the full index and with its outline alone (what answers
// first on a slow link), and how many out-of-scope queries wrongly found something.
// Run by `npm run bench`; the unit tests hold the same numbers to their floor.
import { buildSiteIndex, CONTENT_DIR } from '../../lib/content/site';
import { buildSearchDocuments, readSynonyms } from '../../lib/content/outputs/searchDocuments';
import { createOutlineEngine, createSearchEngine } from '../../lib/search/engine';
import { meanReciprocalRank, OUT_OF_SCOPE, queriesFor, reciprocalRank } from '../../lib/search/installerQueries';

const site = buildSiteIndex(CONTENT_DIR);
const report: Record<string, { queries: number; mrr: number; outlineMrr: number; firstHits: number; outOfScope: number; outOfScopeWithResults: number }> = {};
for (const version of site.versions) {
  const documents = buildSearchDocuments(site, version);
  const engine = createSearchEngine(documents, readSynonyms(site.contentDir));
  const queries = queriesFor(new Set(site.byVersion.get(version)!.guides.keys()));
  const ranks = queries.map((q) => reciprocalRank(engine, q));
  report[version] = {
    queries: ranks.length,
    mrr: Number(meanReciprocalRank(engine, queries).toFixed(3)),
    outlineMrr: Number(meanReciprocalRank(createOutlineEngine(documents, readSynonyms(site.contentDir)), queries).toFixed(3)),
    firstHits: ranks.filter((r) => r === 1).length,
    outOfScope: OUT_OF_SCOPE.length,
    outOfScopeWithResults: OUT_OF_SCOPE.filter((q) => engine.search(q).length > 0).length,
  };
}
console.log(JSON.stringify(report));

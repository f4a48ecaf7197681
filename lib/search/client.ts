// Browser only: loads a version's index on first use (cached per version) and answers queries,
// locally with the engine or, in remote mode, from the configured API (spec: The calls it makes).
import type { SearchConfig } from '../config/site';
import { createSearchEngine, DEFAULT_LIMIT, groupHits, type SearchEngine } from './engine';
import type { ResultGroup, SearchHit, SearchIndexFile } from './types';

const engines = new Map<string, Promise<SearchEngine>>();

/** Fetches and builds the index of one version once; a failed fetch is forgotten so it can retry. */
export function loadEngine(version: string, indexUrl: string): Promise<SearchEngine> {
  let engine = engines.get(version);
  if (!engine) {
    engine = fetch(indexUrl)
      .then((res) => {
        if (!res.ok) throw new Error(`search index ${indexUrl}: HTTP ${res.status}`);
        return res.json() as Promise<SearchIndexFile>;
      })
      .then((file) => createSearchEngine(file.documents, file.synonyms));
    engine.catch(() => engines.delete(version));
    engines.set(version, engine);
  }
  return engine;
}

interface RemoteAnswer {
  index?: string;
  hits?: SearchHit[];
}

/** Remote mode: GET apiUrl?keyword=&limit=&searchIndexes=&lang=; any failure logs and yields []. */
export async function remoteSearch(config: Extract<SearchConfig, { mode: 'remote' }>, keyword: string, signal?: AbortSignal): Promise<ResultGroup[]> {
  try {
    const params = new URLSearchParams({
      keyword,
      limit: String(DEFAULT_LIMIT),
      searchIndexes: config.searchIndexes.join(','),
      lang: '',
    });
    const res = await fetch(`${config.apiUrl}?${params}`, { signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const answer = (await res.json()) as RemoteAnswer[];
    if (!Array.isArray(answer)) throw new Error('answer is not a list of groups');
    return answer.map((g) => ({ group: g.index ?? 'Results', result: Array.isArray(g.hits) ? g.hits : [], renderType: 'default' as const }));
  } catch (error) {
    if ((error as Error).name !== 'AbortError') console.warn('[search] remote search failed:', error);
    return [];
  }
}

export async function localSearch(version: string, indexUrl: string, keyword: string): Promise<ResultGroup[]> {
  const engine = await loadEngine(version, indexUrl);
  // User Timing entry: `npm run bench` reads the per-keystroke search cost from it.
  const start = performance.now();
  const hits = engine.search(keyword, DEFAULT_LIMIT);
  performance.measure('dmsbg:search', { start, end: performance.now(), detail: keyword });
  return groupHits(hits);
}

// Browser only: loads a version's index on first use (cached per index: a version in one language,
// named by its outline file's URL) and answers queries,
// locally with the engine or, in remote mode, from the configured API (spec: The calls it makes).
// Locally the outline (titles and headings) answers first; the full search (shards.ts: the words
// and page text a query needs, fetched with it) takes over once the dialog asks for it (types.ts).
import type { SearchConfig } from '../config/site';
import { DEFAULT_LANGUAGE } from '../routes/base.mjs';
import { createOutlineEngine, DEFAULT_LIMIT, groupHits, type SearchEngine } from './engine';
import { unpackOutline, type PackedOutlineFile } from './outline';
import { createShardedSearch, type ShardedSearch } from './shards';
import type { ResultGroup, SearchHit, SearchIndexUrls, SearchOutlineFile } from './types';

/** Parsed index files by URL: the outline serves both engines. */
const files = new Map<string, Promise<unknown>>();
const outlineFiles = new Map<string, Promise<SearchOutlineFile>>();
const outlines = new Map<string, Promise<SearchEngine>>();
const fulls = new Map<string, Promise<ShardedSearch>>();
/** Indexes (by outline URL) whose full search is set up (it fetches what each query needs). */
const ready = new Map<string, ShardedSearch>();

/** `make()` once per key; a failure is forgotten so it can retry. */
function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

/**
 * The parsed index file at `url`. The search button preloads the outline on intent (SearchButton),
 * so this fetch usually finds it arriving or arrived.
 */
function indexFile<T>(url: string): Promise<T> {
  return once(files, url, async () => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`search index ${url}: HTTP ${res.status}`);
    return res.json();
  }) as Promise<T>;
}

/** A version's outline file, with the heading ids it leaves out filled in (outline.ts). */
const outlineFile = (url: string) => once(outlineFiles, url, () => indexFile<PackedOutlineFile>(url).then(unpackOutline));

/** The engine over titles and headings only (the outline file), for the first answers. */
export function loadOutline(urls: SearchIndexUrls): Promise<SearchEngine> {
  return once(outlines, urls.outline, () =>
    outlineFile(urls.outline).then((file) => createOutlineEngine(file.documents, file.synonyms)),
  );
}

/** The search over everything (the outline and, as queries need them, its shards): what ranks the final results. */
export function loadFull(urls: SearchIndexUrls): Promise<ShardedSearch> {
  return once(fulls, urls.outline, async () => {
    const search = createShardedSearch(await outlineFile(urls.outline), indexFile);
    ready.set(urls.outline, search);
    return search;
  });
}

/** The hits of a query over everything, once the files it needs are in. */
export async function searchAll(urls: SearchIndexUrls, query: string): Promise<SearchHit[]> {
  const search = await loadFull(urls);
  await search.load(query);
  return search.search(query);
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
      // The page's language; empty for the default one, as the spec's page data has it.
      lang: document.documentElement.lang && document.documentElement.lang !== DEFAULT_LANGUAGE ? document.documentElement.lang : '',
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

/** A local answer; `complete` is false when it comes from the outline alone (the text may add hits). */
export interface LocalAnswer {
  groups: ResultGroup[];
  complete: boolean;
}

/**
 * Answers from everything once loadFull ran (fetching what the query needs), else from the outline (loading it if need be).
 * A query whose `signal` aborts while the outline loads (the reader typed on) is not searched: it answers nothing.
 */
export async function localSearch(urls: SearchIndexUrls, keyword: string, signal?: AbortSignal, onLoaded?: (failed?: unknown) => void): Promise<LocalAnswer> {
  const full = ready.get(urls.outline);
  if (full) {
    // Files already here answer at once. Otherwise the outline answers now, as the reader types, and
    // onLoaded is told once the files this query needs have arrived, or why they did not.
    let loaded = false;
    const loading = full.load(keyword).then(() => void (loaded = true));
    await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, 0))]);
    if (loaded) return answerFrom(full, keyword, true);
    loading.then(() => onLoaded?.(), (error) => onLoaded?.(error ?? new Error('search files did not load')));
  }
  const outline = await loadOutline(urls);
  return signal?.aborted ? { groups: [], complete: false } : answerFrom(outline, keyword, false);
}

function answerFrom(engine: Pick<SearchEngine, 'search'>, keyword: string, complete: boolean): LocalAnswer {
  // User Timing entry: `npm run bench` reads the per-keystroke search cost from it (ranking, not the fetches).
  const start = performance.now();
  const hits = engine.search(keyword, DEFAULT_LIMIT);
  performance.measure('dmsbg:search', { start, end: performance.now(), detail: keyword });
  return { groups: groupHits(hits), complete };
}

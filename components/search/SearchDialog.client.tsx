'use client';
// Browser, loaded only when the reader first opens search: the modal search dialog.
import { startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type Dispatch, type KeyboardEvent, type MutableRefObject } from 'react';
import { useRouter } from 'next/navigation';
import { siteConfig } from '@/lib/config/site';
import { loadFull, loadOutline, localSearch, remoteSearch, type LocalAnswer } from '@/lib/search/client';
import type { SearchHit, SearchIndexUrls } from '@/lib/search/types';
import { searchInput, SearchFrame, type SearchDraft, type SearchStrings } from './SearchShell';
import { safeLink, SearchResults, type SearchStatus } from './SearchResults.client';

export const DEBOUNCE_MS = 150;

/**
 * Builds this version's outline engine ahead of the first search (SearchButton calls it once the page
 * has been idle a while), so a tap is answered as the reader types, with no fetch in between.
 */
export function warmSearch(index: SearchIndexUrls): void {
  loadOutline(index).catch(() => {});
}

/** Where the version's full index (with the pages' text) is. */
type TextState = 'waiting' | 'ready' | 'failed';

/** Starts loading the full index; `setText` hears when it is there (or failed). */
function loadText(index: SearchIndexUrls, setText: Dispatch<TextState>) {
  loadFull(index).then(
    () => setText('ready'),
    (error) => {
      console.warn('[search] could not load the search text:', error);
      setText('failed');
    },
  );
}

// The default export, so that the search button can hand the module to React.lazy as it is.
export default function SearchDialog({
  version,
  index,
  draft,
  onClose,
  strings: s,
}: {
  version: string;
  index?: SearchIndexUrls;
  /** What was typed into the loading shell (SearchShell); the dialog takes over from it. */
  draft?: MutableRefObject<SearchDraft>;
  onClose: () => void;
  strings: SearchStrings;
}) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const latestQuery = useRef('');
  const [query, setQuery] = useState(() => draft?.current.text ?? '');
  // The results shown and the query they answer (it may be an older one while a search runs).
  const [answer, setAnswer] = useState({ query: '', groups: [] as LocalAnswer['groups'] });
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [text, setText] = useState<TextState>('waiting');
  // Counts the arrivals of files a query waited for: each runs the search again.
  const [arrivals, setArrivals] = useState(0);
  const [selected, setSelected] = useState(0);
  // Enter pressed before the results of what is typed were there (in the shell, or while searching).
  const enter = useRef(draft?.current.enter ?? false);
  // The query of the last results set, to tell refined results from a new question's.
  const answered = useRef('');
  // Whether the reader has typed in this dialog (not only in the shell before it).
  const typed = useRef(false);
  const listId = useId();
  const hits = answer.groups.flatMap((g) => g.result);

  // Focus moves from the shell's input to this one before the browser handles another key, with
  // the caret after what was typed. React may render the dialog as soon as its code is in and commit
  // it a little later: keys the shell took in between are in the draft, not in the state this render
  // started from, so the draft is read again here.
  useLayoutEffect(() => {
    if (draft) {
      setQuery(draft.current.text);
      enter.current = Boolean(draft.current.enter);
    }
    const input = inputRef.current;
    input?.focus({ preventScroll: true });
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  // With nothing typed yet, the text can come now; otherwise it waits for the outline's first answer
  // (on a slow link it would share the bandwidth the first results need).
  useEffect(() => {
    const urls = index;
    if (!urls) return;
    loadOutline(urls).then(
      () => !latestQuery.current.trim() && loadText(urls, setText),
      () => {},
    );
  }, [version, index]);

  useEffect(() => {
    latestQuery.current = query;
    const keyword = query.trim();
    if (!keyword) {
      answered.current = '';
      setAnswer({ query, groups: [] });
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    // The debounce spaces searches while keys come in; what the shell took while the code loaded
    // (and a refinement of it) is searched at once: those keys are all in.
    const timer = setTimeout(async () => {
      setStatus('loading');
      let result: LocalAnswer;
      try {
        result =
          siteConfig.search.mode === 'remote'
            ? { groups: await remoteSearch(siteConfig.search, keyword, controller.signal), complete: true }
            : index
              ? await localSearch(index, keyword, controller.signal, (failed) => {
                  if (latestQuery.current !== query || controller.signal.aborted) return;
                  // Arrived: ask again for the full answer. Failed: what the outline found is all there is.
                  if (failed) {
                    console.warn('[search] could not load the search files:', failed);
                    setStatus('done');
                  } else setArrivals((n) => n + 1);
                })
              : { groups: [], complete: true };
      } catch (error) {
        console.warn('[search] could not load the search index:', error);
        if (latestQuery.current === query) setStatus('error');
        return;
      }
      // The input changed while we searched: these results answer an old question.
      if (latestQuery.current !== query || controller.signal.aborted) return;
      if (!result.complete && text === 'waiting') {
        // The outline answered: now the text, whose arrival runs this search again (text changes).
        loadText(index!, setText);
        // Nothing in titles and headings: the text may still find it, so no "No results" yet.
        if (!result.groups.length) return;
      }
      const final = result.complete || text === 'failed';
      // A new question starts at its first result; refined results of the same one keep the selection.
      const refined = answered.current === query;
      answered.current = query;
      const count = result.groups.reduce((n, g) => n + g.result.length, 0);
      // Rendering the results yields to the keys still coming: on a slow phone a key no longer waits
      // for the list of a query the reader has already typed past.
      startTransition(() => {
        setAnswer({ query, groups: result.groups });
        setSelected((s) => (refined ? Math.min(s, Math.max(0, count - 1)) : 0));
        setStatus(!final ? 'partial' : result.complete || result.groups.length ? 'done' : 'error');
      });
      // Locally each key is searched at once: every key waits on the same outline file, fetched once,
      // and a key overtaken by the next one is dropped before it is searched (localSearch). The
      // debounce keeps a remote API from being asked per key.
    }, typed.current && siteConfig.search.mode === 'remote' ? DEBOUNCE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, version, index, text, arrivals]);

  const choose = (hit: SearchHit) => {
    setQuery('');
    setAnswer({ query: '', groups: [] });
    setSelected(0);
    onClose();
    router.push(safeLink(hit.link));
  };

  // A pending Enter opens the first result of what was typed as soon as there is one.
  const current = answer.query === query;
  useEffect(() => {
    if (!enter.current || !current || status === 'loading') return;
    enter.current = false;
    if (hits[0]) choose(hits[0]);
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && hits.length) {
      e.preventDefault();
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      setSelected((s) => (s + delta + hits.length) % hits.length);
    } else if (e.key === 'Enter' && query.trim()) {
      e.preventDefault();
      if (current && hits[selected]) choose(hits[selected]);
      else enter.current = true;
    } else if (e.key === 'Tab') {
      // Keep focus inside the modal.
      const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('input, button, [tabindex="0"]')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  useEffect(() => {
    document.getElementById(`${listId}-${selected}`)?.scrollIntoView({ block: 'nearest' });
  }, [selected, listId]);

  const keyword = query.trim();
  return (
    <SearchFrame
      strings={s}
      onClose={onClose}
      onKeyDown={onKeyDown}
      input={
        <>
          <input
            ref={inputRef}
            {...searchInput(s)}
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={hits.length ? `${listId}-${selected}` : undefined}
            aria-autocomplete="list"
            value={query}
            onChange={(e) => {
              enter.current = false;
              typed.current = true;
              if (draft) draft.current = { text: e.target.value };
              setQuery(e.target.value);
            }}
          />
          {status === 'loading' || status === 'partial' ? <span className="search-spinner" role="status" aria-label={s['search.searching']} /> : null}
        </>
      }
    >
      <SearchResults
        listId={listId}
        keyword={keyword}
        status={status}
        groups={answer.groups}
        selected={selected}
        version={version}
        onHover={setSelected}
        onChoose={choose}
        onClose={onClose}
        strings={s}
      />
    </SearchFrame>
  );
}

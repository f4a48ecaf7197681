'use client';
// Browser, loaded only when the reader first opens search: the modal search dialog.
import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type Dispatch, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { siteConfig } from '@/lib/config/site';
import { withBasePath } from '@/lib/routes';
import { loadFull, loadOutline, localSearch, remoteSearch, type LocalAnswer } from '@/lib/search/client';
import type { HighlightRange, SearchHit, SearchIndexUrls } from '@/lib/search/types';
import { lockScroll } from '../ui/drawer';
import { Icon } from '../ui/Icon';
import { SEARCH_INPUT, SearchFrame, type SearchDraft } from './SearchShell';
import { OtherVersions } from './OtherVersions.client';

export const DEBOUNCE_MS = 150;

/** Text with <mark> around the ranges; React escapes the text, so nothing from the index is markup. */
function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start < at || r.start >= text.length) continue;
    parts.push(text.slice(at, r.start), <mark key={r.start}>{text.slice(r.start, r.start + r.length)}</mark>);
    at = r.start + r.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Only same-site paths are followed, whatever a remote API answers. */
const safeLink = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : '/');

/** 'partial': results from the outline alone, the text still on its way (client.ts). */
type Status = 'idle' | 'loading' | 'partial' | 'done' | 'error';
/** Where the version's full index (with the pages' text) is. */
type TextState = 'waiting' | 'ready' | 'failed';

/** Starts loading the full index; `setText` hears when it is there (or failed). */
function loadText(version: string, index: SearchIndexUrls, setText: Dispatch<TextState>) {
  loadFull(version, index).then(
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
}: {
  version: string;
  index?: SearchIndexUrls;
  /** What was typed into the loading shell (SearchShell); the dialog takes over from it. */
  draft?: MutableRefObject<SearchDraft>;
  onClose: () => void;
}) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const latestQuery = useRef('');
  const [query, setQuery] = useState(() => draft?.current.text ?? '');
  // The results shown and the query they answer (it may be an older one while a search runs).
  const [answer, setAnswer] = useState({ query: '', groups: [] as LocalAnswer['groups'] });
  const [status, setStatus] = useState<Status>('idle');
  const [text, setText] = useState<TextState>('waiting');
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
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  useEffect(lockScroll, []);

  // With nothing typed yet, the text can come now; otherwise it waits for the outline's first answer
  // (on a slow link it would share the bandwidth the first results need).
  useEffect(() => {
    const urls = index;
    if (!urls) return;
    loadOutline(version, urls).then(
      () => !latestQuery.current.trim() && loadText(version, urls, setText),
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
              ? await localSearch(version, index, keyword)
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
        loadText(version, index!, setText);
        // Nothing in titles and headings: the text may still find it, so no "No results" yet.
        if (!result.groups.length) return;
      }
      const final = result.complete || text === 'failed';
      // A new question starts at its first result; refined results of the same one keep the selection.
      const refined = answered.current === query;
      answered.current = query;
      setAnswer({ query, groups: result.groups });
      const count = result.groups.reduce((n, g) => n + g.result.length, 0);
      setSelected((s) => (refined ? Math.min(s, Math.max(0, count - 1)) : 0));
      setStatus(!final ? 'partial' : result.complete || result.groups.length ? 'done' : 'error');
    }, typed.current ? DEBOUNCE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, version, index, text]);

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

  let position = -1;
  const keyword = query.trim();
  return (
    <SearchFrame
      onClose={onClose}
      onKeyDown={onKeyDown}
      input={
        <>
          <input
            ref={inputRef}
            {...SEARCH_INPUT}
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
          {status === 'loading' || status === 'partial' ? <span className="search-spinner" role="status" aria-label="Searching" /> : null}
        </>
      }
    >
        <div className="search-results" tabIndex={0} aria-label="Search results list">
          {keyword && status === 'done' && hits.length === 0 ? (
            <div className="search-empty" role="status">
              <p>No results for &quot;{keyword}&quot;</p>
              <p className="search-hint">Please try again with a different keyword</p>
              <OtherVersions query={keyword} version={version} onFollow={onClose} />
            </div>
          ) : null}
          {status === 'error' ? (
            <p className="search-empty" role="status">
              The search index could not be loaded. Check your connection and try again.
            </p>
          ) : null}
          <div id={listId} role="listbox" aria-label="Search results" hidden={!hits.length}>
            {answer.groups.map((group) => (
              <div key={group.group} role="group" aria-label={group.group} className="search-group">
                <p className="search-group-title" aria-hidden="true">
                  {group.group}
                </p>
                {group.result.map((hit) => {
                  position += 1;
                  const i = position;
                  return (
                    <Fragment key={`${hit.type}:${hit.link}`}>
                      <a
                        id={`${listId}-${i}`}
                        role="option"
                        aria-selected={i === selected}
                        href={withBasePath(safeLink(hit.link))}
                        className={`search-hit search-hit-${hit.type}`}
                        tabIndex={-1}
                        onMouseMove={() => setSelected(i)}
                        onClick={(e) => {
                          e.preventDefault();
                          choose(hit);
                        }}
                      >
                        <span className="search-hit-kind" aria-hidden="true">
                          <Icon name={hit.type === 'title' ? 'page' : 'hash'} size={16} />
                        </span>
                        <span className="search-hit-text">
                          <span className="search-hit-title">
                            {hit.type === 'title' ? <Highlighted text={hit.title} ranges={hit.highlight} /> : hit.title}
                          </span>
                          {hit.type === 'header' ? (
                            <span className="search-hit-header">
                              <Highlighted text={hit.header} ranges={hit.highlight} />
                            </span>
                          ) : null}
                          {hit.type === 'content' ? (
                            <>
                              {hit.header !== hit.title ? <span className="search-hit-header">{hit.header}</span> : null}
                              <span className="search-hit-statement">
                                <Highlighted text={hit.statement ?? ''} ranges={hit.highlight} />
                              </span>
                            </>
                          ) : null}
                        </span>
                      </a>
                    </Fragment>
                  );
                })}
              </div>
            ))}
          </div>
          {keyword && status === 'done' && hits.length > 0 && hits.every((h) => h.type === 'content') ? (
            <OtherVersions query={keyword} version={version} strongOnly onFollow={onClose} />
          ) : null}
        </div>
    </SearchFrame>
  );
}

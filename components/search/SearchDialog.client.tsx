'use client';
// Browser, loaded only when the reader first opens search: the modal search dialog.
import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { siteConfig } from '@/lib/config/site';
import { withBasePath } from '@/lib/routes';
import { localSearch, remoteSearch } from '@/lib/search/client';
import type { HighlightRange, ResultGroup, SearchHit } from '@/lib/search/types';
import { lockScroll } from '../ui/scrollLock';
import { Icon } from '../ui/Icon';
import { SEARCH_INPUT } from './SearchShell';
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

type Status = 'idle' | 'loading' | 'done' | 'error';

export function SearchDialog({
  version,
  indexUrl,
  draft,
  onClose,
}: {
  version: string;
  indexUrl?: string;
  /** What was typed into the loading shell (SearchShell); the dialog takes over from it. */
  draft?: MutableRefObject<string>;
  onClose: () => void;
}) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const latestQuery = useRef('');
  const [query, setQuery] = useState(() => draft?.current ?? '');
  const [groups, setGroups] = useState<ResultGroup[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [selected, setSelected] = useState(0);
  const listId = useId();
  const hits = groups.flatMap((g) => g.result);

  // Focus moves from the shell's input to this one before the browser handles another key, with
  // the caret after what was typed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  useEffect(() => lockScroll(document.body), []);

  useEffect(() => {
    latestQuery.current = query;
    const keyword = query.trim();
    if (!keyword) {
      setGroups([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('loading');
      let result: ResultGroup[];
      try {
        result =
          siteConfig.search.mode === 'remote'
            ? await remoteSearch(siteConfig.search, keyword, controller.signal)
            : indexUrl
              ? await localSearch(version, indexUrl, keyword)
              : [];
      } catch (error) {
        console.warn('[search] could not load the search index:', error);
        if (latestQuery.current === query) setStatus('error');
        return;
      }
      // The input changed while we searched: these results answer an old question.
      if (latestQuery.current !== query || controller.signal.aborted) return;
      setGroups(result);
      setSelected(0);
      setStatus('done');
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, version, indexUrl]);

  const choose = (hit: SearchHit) => {
    setQuery('');
    setGroups([]);
    setSelected(0);
    onClose();
    router.push(safeLink(hit.link));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && hits.length) {
      e.preventDefault();
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      setSelected((s) => (s + delta + hits.length) % hits.length);
    } else if (e.key === 'Enter' && hits[selected]) {
      e.preventDefault();
      choose(hits[selected]);
    } else if (e.key === 'Tab') {
      // Keep focus inside the modal.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, [tabindex="0"]') ?? [])];
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

  let index = -1;
  const keyword = query.trim();
  return (
    <div className="search-mask" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="search-dialog" role="dialog" aria-modal="true" aria-label="Search the guides" onKeyDown={onKeyDown}>
        <div className="search-input-row">
          <Icon name="search" size={18} />
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
              if (draft) draft.current = e.target.value;
              setQuery(e.target.value);
            }}
          />
          {status === 'loading' ? <span className="search-spinner" role="status" aria-label="Searching" /> : null}
          <button type="button" className="search-cancel" onClick={onClose}>
            Cancel
          </button>
        </div>
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
            {groups.map((group) => (
              <div key={group.group} role="group" aria-label={group.group} className="search-group">
                <p className="search-group-title" aria-hidden="true">
                  {group.group}
                </p>
                {group.result.map((hit) => {
                  index += 1;
                  const i = index;
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
      </div>
    </div>
  );
}

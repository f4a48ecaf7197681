'use client';
// Browser, in the search dialog's lazy chunk: what the dialog shows under the search box. The hits
// in their groups (the sidebar's sections) with the query's words marked, "No results" with the
// versions that have some, and a line when the index could not be loaded.
import { Fragment, type ReactNode } from 'react';
import { withBasePath } from '@/lib/routes';
import type { LocalAnswer } from '@/lib/search/client';
import type { HighlightRange, SearchHit } from '@/lib/search/types';
import { Icon } from '../ui/Icon';
import { OtherVersions } from './OtherVersions.client';
import type { SearchStrings } from './SearchShell';
import { format } from '@/lib/i18n/format';

/** 'partial': results from the outline alone, the text still on its way (client.ts). */
export type SearchStatus = 'idle' | 'loading' | 'partial' | 'done' | 'error';

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
export const safeLink = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : '/');

export function SearchResults({
  listId,
  keyword,
  status,
  groups,
  selected,
  version,
  onHover,
  onChoose,
  onClose,
  strings: s,
}: {
  /** The listbox's id; each hit's is `<listId>-<position>`. */
  listId: string;
  /** The query as searched (trimmed). */
  keyword: string;
  status: SearchStatus;
  groups: LocalAnswer['groups'];
  /** The position of the selected hit. */
  selected: number;
  version: string;
  onHover: (position: number) => void;
  onChoose: (hit: SearchHit) => void;
  /** A link to another version was followed. */
  onClose: () => void;
  strings: SearchStrings;
}) {
  const hits = groups.flatMap((g) => g.result);
  let position = -1;
  return (
    <div className="search-results" tabIndex={0} aria-label={s['search.resultsList']}>
      {keyword && status === 'done' && hits.length === 0 ? (
        <div className="search-empty" role="status">
          <p>{format(s['search.noResults'], { query: keyword })}</p>
          <p className="search-hint">{s['search.tryAgain']}</p>
          <OtherVersions query={keyword} version={version} onFollow={onClose} strings={s} />
        </div>
      ) : null}
      {status === 'error' ? (
        <p className="search-empty" role="status">
          {s['search.error']}
        </p>
      ) : null}
      <div id={listId} role="listbox" aria-label={s['search.results']} hidden={!hits.length}>
        {groups.map((group) => (
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
                    onMouseMove={() => onHover(i)}
                    onClick={(e) => {
                      e.preventDefault();
                      onChoose(hit);
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
        <OtherVersions query={keyword} version={version} strongOnly onFollow={onClose} strings={s} />
      ) : null}
    </div>
  );
}

'use client';
// Browser, in the search dialog: when this version has no result for the query, or only passing
// mentions in page text, the other versions that have results (for the latter, pages whose title or
// a heading matches), with their best pages (lib/search/otherVersions.ts).
import { useEffect, useState } from 'react';
import { withBasePath } from '@/lib/routes';
import { searchOtherVersions, type OtherVersionHits } from '@/lib/search/otherVersions';

export function OtherVersions({ query, version, strongOnly = false, onFollow }: { query: string; version: string; strongOnly?: boolean; onFollow: () => void }) {
  const [found, setFound] = useState<{ query: string; versions: OtherVersionHits[] } | null>(null);
  useEffect(() => {
    let live = true;
    void searchOtherVersions(query, version).then(
      (versions) => live && setFound({ query, versions: strongOnly ? versions.filter((v) => v.hits[0].type !== 'content') : versions }),
    );
    return () => {
      live = false;
    };
  }, [query, version, strongOnly]);
  if (!found || found.query !== query || !found.versions.length) return null;
  const names = found.versions.map((v) => v.version);
  return (
    <div className="search-other-versions">
      <p>
        {strongOnly ? 'Better matches in' : 'Found in'} {names.length === 1 ? 'version' : 'versions'} {names.slice(0, -1).join(', ')}
        {names.length > 1 ? ' and ' : ''}
        {names[names.length - 1]}:
      </p>
      {found.versions.map((v) => (
        <ul key={v.version} aria-label={`Results in ${v.version}`}>
          {v.hits.map((hit) => (
            <li key={hit.link}>
              <a href={withBasePath(hit.link)} onClick={onFollow}>
                {hit.title} <span className="search-other-version">({v.version})</span>
              </a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

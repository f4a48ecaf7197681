'use client';
// Browser, in the search dialog: when this version has no result for the query, or only passing
// mentions in page text, the other versions that have results (for the latter, pages whose title or
// a heading matches), with their best pages (lib/search/otherVersions.ts).
import { useEffect, useState } from 'react';
import { withBasePath } from '@/lib/routes';
import { searchOtherVersions, type OtherVersionHits } from '@/lib/search/otherVersions';
import { format, intlLocale } from '@/lib/i18n/format';
import type { SearchStrings } from './SearchShell';

export function OtherVersions({
  query,
  version,
  strongOnly = false,
  onFollow,
  strings: s,
}: {
  query: string;
  version: string;
  strongOnly?: boolean;
  onFollow: () => void;
  strings: SearchStrings;
}) {
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
  // Shown only in the browser, after a search: the page's language names the list ("2.6.0, 2.7.0 and 2.8.0").
  const list = new Intl.ListFormat(intlLocale(document.documentElement.lang || 'en'), { type: 'conjunction' }).format(names);
  const template = s[`search.${strongOnly ? 'betterIn' : 'foundIn'}.${names.length === 1 ? 'one' : 'other'}`];
  return (
    <div className="search-other-versions">
      <p>{format(template, { versions: list })}</p>
      {found.versions.map((v) => (
        <ul key={v.version} aria-label={format(s['search.resultsIn'], { version: v.version })}>
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

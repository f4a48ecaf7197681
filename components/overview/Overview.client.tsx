'use client';
// Browser: the overview of a section (spec: Overview page): child pages grouped, with their h2 headings,
// filtered as the reader types. The filter is plain text: no markup or pattern is interpreted.
import { SiteLink } from '../ui/SiteLink';
import { useEffect, useRef, useState } from 'react';
import type { OverviewEntry } from '@/lib/content/types';
import type { Strings } from '@/lib/i18n/strings';
import { format } from '@/lib/i18n/format';

export function Overview({
  entries,
  strings: s,
}: {
  entries: OverviewEntry[];
  strings: Pick<Strings, 'overview.title' | 'overview.filter' | 'overview.placeholder' | 'overview.empty' | 'overview.others'>;
}) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus({ preventScroll: true }), []);
  const q = query.trim().toLowerCase();
  const filtered = entries
    .map((e) => {
      if (!q || e.title.toLowerCase().includes(q)) return e;
      const headers = e.headers.filter((h) => h.text.toLowerCase().includes(q));
      return headers.length ? { ...e, headers } : null;
    })
    .filter((e): e is OverviewEntry => e !== null);
  const groups = [...new Set(filtered.map((e) => e.group))];
  return (
    <section className="overview" aria-labelledby="overview-title">
      <h2 id="overview-title" className="overview-title">
        {s['overview.title']}
      </h2>
      <label className="overview-filter">
        <span>{s['overview.filter']}</span>
        <input ref={input} type="search" placeholder={s['overview.placeholder']} value={query} maxLength={10000} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {filtered.length === 0 ? (
        <p className="overview-empty" role="status">
          {format(s['overview.empty'], { query: query.trim() })}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group} className="overview-group">
            <h3 className="overview-group-title">{group || s['overview.others']}</h3>
            <div className="overview-cards">
              {filtered
                .filter((e) => e.group === group)
                .map((e) => (
                  <div key={e.link} className="overview-card">
                    <SiteLink href={e.link} className="overview-card-title">
                      {e.title}
                    </SiteLink>
                    <ul>
                      {e.headers.map((h) => (
                        <li key={h.id}>
                          <SiteLink href={`${e.link}#${h.id}`}>{h.text}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}

'use client';
// Browser, loaded on demand (ChangesSince): fetches the page's Markdown twin and the older
// version's, diffs them by section and word (lib/changes/diff.ts) and shows the result, additions
// in <ins> and removals in <del> (underlined and struck through, so colour is not needed) with
// hidden words that screen readers announce.
import { useEffect, useState } from 'react';
import { diffMarkdown, type DiffPart, type SectionChange } from '@/lib/changes/diff';
import type { PageVersions } from '@/lib/content/types';
import { withBasePath } from '@/lib/routes';

type Changes = NonNullable<PageVersions['changes']>;

const text = (url: string) =>
  fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.text();
  });

/** Long unchanged runs keep their start and end only. */
function Context({ value }: { value: string }) {
  if (value.length <= 480) return <>{value}</>;
  return (
    <>
      {value.slice(0, 200)}
      <span className="changes-gap">{'\n…\n'}</span>
      {value.slice(-200)}
    </>
  );
}

function Part({ part }: { part: DiffPart }) {
  if (part.added)
    return (
      <ins>
        <span className="sr-only">[added: </span>
        {part.value}
        <span className="sr-only">]</span>
      </ins>
    );
  if (part.removed)
    return (
      <del>
        <span className="sr-only">[removed: </span>
        {part.value}
        <span className="sr-only">]</span>
      </del>
    );
  return <Context value={part.value} />;
}

const STATUS = { added: 'Section added', removed: 'Section removed', changed: 'Section changed' } as const;

function Section({ change }: { change: SectionChange }) {
  return (
    <section className={`changes-section changes-${change.status}`} aria-label={`${STATUS[change.status]}: ${change.heading}`}>
      <p className="changes-heading">
        <strong>{STATUS[change.status]}:</strong> {change.heading}{' '}
        <span className="changes-size">
          (+{change.added} / −{change.removed} words)
        </span>
      </p>
      <pre className="changes-text">
        {change.parts.map((part, i) => (
          <Part key={i} part={part} />
        ))}
      </pre>
    </section>
  );
}

export function ChangesPanel({ version, link, before, after }: Changes) {
  const [changes, setChanges] = useState<SectionChange[] | 'error' | null>(null);
  useEffect(() => {
    Promise.all([text(before), text(after)])
      .then(([old, now]) => setChanges(diffMarkdown(old, now)))
      .catch(() => setChanges('error'));
  }, [before, after]);
  const older = <a href={withBasePath(link)}>this page in {version}</a>;
  if (changes === null) return <p role="status">Loading the changes…</p>;
  if (changes === 'error') return <p role="status">The changes could not be loaded. Open {older} to compare.</p>;
  return (
    <div className="changes-panel">
      <p role="status">
        {changes.length ? `${changes.length} section${changes.length === 1 ? '' : 's'} changed since ${version}` : 'No changes in the text'}. Compared with {older}.
      </p>
      {changes.map((change, i) => (
        <Section key={i} change={change} />
      ))}
    </div>
  );
}

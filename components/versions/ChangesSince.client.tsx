'use client';
// Browser: the "Changes since <version>" disclosure under a doc page's title. Only the button is in
// the page's first-load script; the diff and its view load on the first click (or when the page is
// opened at #changes, as What's new links it).
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { CHANGES_ID } from '@/lib/routes/versions';
import type { PageVersions } from '@/lib/content/types';

type Changes = NonNullable<PageVersions['changes']>;

export function ChangesSince(changes: Changes) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<Changes> | null>(null);
  const show = useCallback((wanted: boolean) => {
    setOpen(wanted);
    if (wanted) void import('./ChangesPanel.client').then((m) => setPanel(() => m.ChangesPanel));
  }, []);
  useEffect(() => {
    const fromHash = () => location.hash === `#${CHANGES_ID}` && show(true);
    fromHash();
    addEventListener('hashchange', fromHash);
    return () => removeEventListener('hashchange', fromHash);
  }, [show]);
  const label = `Changes since ${changes.version}`;
  return (
    <div id={CHANGES_ID} className="changes">
      <button type="button" className="page-action" aria-expanded={open} aria-controls={`${CHANGES_ID}-region`} onClick={() => show(!open)}>
        {label}
      </button>
      <div id={`${CHANGES_ID}-region`} role="region" aria-label={label} className="changes-region" hidden={!open}>
        {open ? Panel ? <Panel {...changes} /> : <p role="status">Loading the changes…</p> : null}
      </div>
    </div>
  );
}

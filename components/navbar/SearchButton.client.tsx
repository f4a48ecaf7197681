'use client';
// Browser: the navbar search button and the Ctrl/Cmd+K shortcut. The dialog's code (and the
// index) load only when the reader first opens it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { siteConfig } from '@/lib/config/site';
import { Icon } from '../ui/Icon';
import { SearchShell } from '../search/SearchShell';

const loadDialog = () => import('../search/SearchDialog.client');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

export function SearchButton({ version, indexUrl }: { version: string; indexUrl?: string }) {
  const [open, setOpen] = useState(false);
  const [shortcut, setShortcut] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // What the reader typed before the dialog's code arrived; the dialog starts from it.
  const draft = useRef('');

  // Intent to search (hover or focus) warms the dialog code and this version's index, so the
  // first results come sooner; nothing search-related loads before that.
  const warmUp = () => {
    loadDialog().catch(() => {});
    if (indexUrl && siteConfig.search.mode === 'local') import('@/lib/search/client').then((m) => m.loadEngine(version, indexUrl)).catch(() => {});
  };

  useEffect(() => {
    // Known only in the browser; the server renders an empty hint so hydration matches.
    setShortcut(/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K');
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        warmUp();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // Re-subscribed when the version changes, so the shortcut warms the right index.
  }, [version, indexUrl]);

  useEffect(() => {
    // Focus returns to the trigger when the dialog closes, and the next search starts empty.
    if (wasOpen.current && !open) {
      draft.current = '';
      button.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          warmUp();
          setOpen(true);
        }}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        <Icon name="search" size={16} />
        <span className="search-button-text">Search Docs</span>
        <kbd aria-hidden="true">{shortcut ?? ''}</kbd>
      </button>
      {open
        ? createPortal(
            <Suspense fallback={<SearchShell draft={draft} onClose={() => setOpen(false)} />}>
              <SearchDialog version={version} indexUrl={indexUrl} draft={draft} onClose={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}

'use client';
// Browser: the navbar search button and the Ctrl/Cmd+K shortcut. The dialog's code and the index
// load only when the reader means to search: a pointer over the button (on a phone, the finger
// going down fires pointerenter before the tap's click), focus on it, or Ctrl/Cmd pressed.
import { useEffect, useRef, useState } from 'react';
import { createPortal, preload } from 'react-dom';
import { searchIndexOf } from '@/lib/routes/versions';
import type { SearchIndexUrls } from '@/lib/search/types';
import { Icon } from '../ui/Icon';
import { lockScroll } from '../ui/drawer';
import { SearchShell, type SearchDraft, type SearchStrings } from '../search/SearchShell';

type DialogModule = typeof import('../search/SearchDialog.client');
/**
 * The dialog's module once it is here. The shell stands in for it until then and is swapped for it by a
 * plain state update, not by React.lazy and Suspense, whose reveal React holds back ~300 ms after the
 * fallback showed: on a phone's cold tap that hold, not the network, kept the first results back.
 */
let loaded: DialogModule | undefined;
const loadDialog = () => import('../search/SearchDialog.client').then((m) => (loaded = m));
/** The page's language (<html lang>, set by the build): search reads that language's index. */
const pageLanguage = () => document.documentElement.lang || undefined;

/** How long a reader stays on a page before search is made ready for them. */
const WARM_AFTER_MS = 3000;

export function SearchButton({ version, strings: s }: { version: string; strings: SearchStrings }) {
  const [open, setOpen] = useState(false);
  const [dialogModule, setDialogModule] = useState<DialogModule | undefined>(loaded);
  // This version's index files, from the versions file (which the version switcher has usually
  // read by then); none in remote search mode.
  const [index, setIndex] = useState<SearchIndexUrls>();
  const [shortcut, setShortcut] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // What the reader typed before the dialog's code arrived; the dialog starts from it.
  const draft = useRef<SearchDraft>({ text: '' });

  // Intent to search warms the dialog's code and, beside it rather than after it, this version's
  // index outline (the text follows the first answer: SearchDialog), so the first results come
  // sooner; nothing search-related loads before that. The preload is what the search's own fetch
  // of the outline (lib/search/client.ts) then receives: the same request, downloaded once.
  const close = () => setOpen(false);
  const warmUp = () => {
    loadDialog().then(setDialogModule, () => {});
    searchIndexOf(version, pageLanguage()).then((urls) => {
      if (!urls) return;
      preload(urls.outline, { as: 'fetch', crossOrigin: 'anonymous' });
      setIndex(urls);
    });
  };

  useEffect(() => {
    // A reader who has stayed on the page a few seconds gets the dialog's code and this version's
    // outline (hashed, cached for a year: once per version) and its engine built, while the page is
    // idle, so a tap on a phone is answered as they type. Not on a data-saving or 2G connection, and
    // not while the page itself loads.
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    let idle: number | undefined;
    const warm = () =>
      Promise.all([loadDialog(), searchIndexOf(version, pageLanguage())])
        .then(([module, urls]) => {
          setDialogModule(module);
          if (!urls) return;
          // The dialog then opens with the index it needs already known (as intent sets it too).
          setIndex(urls);
          module.warmSearch(urls);
        })
        .catch(() => {});
    // Safari has no requestIdleCallback: the delay alone stands in for it there.
    const timer = setTimeout(() => (typeof requestIdleCallback === 'function' ? (idle = requestIdleCallback(warm, { timeout: 5000 })) : warm()), WARM_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [version]);

  useEffect(() => {
    // Known only in the browser; the server renders an empty hint so hydration matches.
    setShortcut(/Mac|iPhone|iPad/.test(navigator.platform) ? s['search.shortcutMac'] : s['search.shortcut']);
    const onKey = (e: KeyboardEvent) => {
      // Ctrl/Cmd down (its own keydown says so) is enough to warm up: K usually follows.
      if (!e.metaKey && !e.ctrlKey) return;
      warmUp();
      if (e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // Re-subscribed when the version changes, so the shortcut warms the right index.
  }, [version]);

  // The page behind stays still while search is open: locked once at the tap, for the shell and the
  // dialog alike (locking again at the swap would lay the whole page out again as results come).
  useEffect(() => (open ? lockScroll() : undefined), [open]);

  useEffect(() => {
    // Focus returns to the trigger when the dialog closes, and the next search starts empty.
    if (wasOpen.current && !open) {
      draft.current = { text: '' };
      button.current?.focus();
    }
    wasOpen.current = open;
    // Every way of opening warms the code up first; if that load failed (offline, a dropped request),
    // opening asks again, so the shell does not stay in place of the dialog.
    if (open && !dialogModule) loadDialog().then(setDialogModule, () => {});
  }, [open, dialogModule]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        // Pointer and focus come before any click, so the warm-up has started by then.
        onClick={() => setOpen(true)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        <Icon name="search" size={16} />
        <span className="search-button-text">{s['search.button']}</span>
        <kbd aria-hidden="true">{shortcut ?? ''}</kbd>
      </button>
      {open
        ? createPortal(
            dialogModule ? (
              <dialogModule.default version={version} index={index} draft={draft} onClose={close} strings={s} />
            ) : (
              <SearchShell strings={s} draft={draft} onClose={close} />
            ),
            document.body,
          )
        : null}
    </>
  );
}

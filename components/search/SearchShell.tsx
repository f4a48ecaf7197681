// Browser: what the search dialog shows while its code loads, and the frame both share. The shell
// has a real input, focused at once, so what the reader types right after Ctrl+K or a tap is kept
// (and on phones the keyboard opens); the full dialog starts from the draft when it arrives. The
// mask, Cancel, Escape and Enter are the frame's and the draft's, so they do the same before and
// after the dialog's code is there.
import type { KeyboardEvent, MutableRefObject, ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import type { Strings } from '@/lib/i18n/strings';

/** The words of the search button, its dialog and results (the navbar passes them, in the page's language). */
export type SearchStrings = Pick<
  Strings,
  | 'search.button'
  | 'search.placeholder'
  | 'search.shortcut'
  | 'search.shortcutMac'
  | 'search.dialog'
  | 'search.cancel'
  | 'search.loading'
  | 'search.searching'
  | 'search.resultsList'
  | 'search.results'
  | 'search.noResults'
  | 'search.tryAgain'
  | 'search.error'
  | 'search.foundIn.one'
  | 'search.foundIn.other'
  | 'search.betterIn.one'
  | 'search.betterIn.other'
  | 'search.resultsIn'
>;

/** The search box's own attributes, the same in the shell and in the full dialog (SearchDialog). */
export const searchInput = (s: SearchStrings) =>
  ({
    type: 'search',
    'aria-label': s['search.button'],
    placeholder: s['search.placeholder'],
    maxLength: 10000,
    autoComplete: 'off',
    spellCheck: false,
  }) as const;

/** What the reader did before the dialog's code arrived. */
export interface SearchDraft {
  text: string;
  /** Enter was pressed on this text: the dialog opens its first result once it has one. */
  enter?: boolean;
}

/** The modal around the search box: a click on the mask, Cancel and Escape close it. */
export function SearchFrame({
  strings: s,
  input,
  onClose,
  onKeyDown,
  children,
}: {
  strings: SearchStrings;
  /** The search box, and a spinner while something loads. */
  input: ReactNode;
  onClose: () => void;
  /** Every other key pressed in the dialog (its `currentTarget` is the dialog). */
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  children?: ReactNode;
}) {
  return (
    <div className="search-mask" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={s['search.dialog']}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return onKeyDown(e);
          e.preventDefault();
          onClose();
        }}
      >
        <div className="search-input-row">
          <Icon name="search" size={18} />
          {input}
          <button type="button" className="search-cancel" onClick={onClose}>
            {s['search.cancel']}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** Focuses the shell's input as it mounts (a stable ref, so a re-render of the shell does not focus it again). */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus({ preventScroll: true });

export function SearchShell({ strings: s, draft, onClose }: { strings: SearchStrings; draft: MutableRefObject<SearchDraft>; onClose: () => void }) {
  // Uncontrolled: the draft is all the dialog needs. Focused as it mounts (a ref runs in React's
  // commit), before the browser handles another key; without scrolling it into view, which a
  // modal at the top never needs and which costs a layout of the whole page on a slow phone.
  return (
    <SearchFrame
      strings={s}
      onClose={onClose}
      onKeyDown={(e) => e.key === 'Enter' && (draft.current.enter = true)}
      input={
        <>
          <input {...searchInput(s)} ref={focusOnMount} defaultValue={draft.current.text} onChange={(e) => (draft.current = { text: e.target.value })} />
          <span className="search-spinner" role="status" aria-label={s['search.loading']} />
        </>
      }
    />
  );
}

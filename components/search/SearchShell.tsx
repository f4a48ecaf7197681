// Browser: what the search dialog shows while its code loads, and the frame both share. The shell
// has a real input, focused at once, so what the reader types right after Ctrl+K or a tap is kept
// (and on phones the keyboard opens); the full dialog starts from the draft when it arrives. The
// mask, Cancel, Escape and Enter are the frame's and the draft's, so they do the same before and
// after the dialog's code is there.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode, type Ref } from 'react';
import { Icon } from '../ui/Icon';

/** The search box's own attributes, the same in the shell and in the full dialog (SearchDialog). */
export const SEARCH_INPUT = {
  type: 'search',
  'aria-label': 'Search Docs',
  placeholder: 'Search Docs',
  maxLength: 10000,
  autoComplete: 'off',
  spellCheck: false,
} as const;

/** What the reader did before the dialog's code arrived. */
export interface SearchDraft {
  text: string;
  /** Enter was pressed on this text: the dialog opens its first result once it has one. */
  enter: boolean;
}

/** The modal around the search box: a click on the mask, Cancel and Escape close it. */
export function SearchFrame({
  input,
  spinner,
  onClose,
  onKeyDown,
  dialogRef,
  children,
}: {
  input: ReactNode;
  /** The spinner's label, or no spinner. */
  spinner?: string;
  onClose: () => void;
  /** Every other key pressed in the dialog. */
  onKeyDown: (e: KeyboardEvent) => void;
  dialogRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <div className="search-mask" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label="Search the guides"
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return onKeyDown(e);
          e.preventDefault();
          onClose();
        }}
      >
        <div className="search-input-row">
          <Icon name="search" size={18} />
          {input}
          {spinner ? <span className="search-spinner" role="status" aria-label={spinner} /> : null}
          <button type="button" className="search-cancel" onClick={onClose}>
            Cancel
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

export function SearchShell({ draft, onClose }: { draft: MutableRefObject<SearchDraft>; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(draft.current.text);
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <SearchFrame
      spinner="Loading search"
      onClose={onClose}
      onKeyDown={(e) => e.key === 'Enter' && value.trim() && (draft.current.enter = true)}
      input={
        <input
          ref={input}
          {...SEARCH_INPUT}
          value={value}
          onChange={(e) => {
            draft.current = { text: e.target.value, enter: false };
            setValue(e.target.value);
          }}
        />
      }
    />
  );
}

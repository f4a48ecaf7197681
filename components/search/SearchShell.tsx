// Browser: what the search dialog shows while its code loads. It has a real input, focused at once,
// so what the reader types right after Ctrl+K or a tap is kept (and on phones the keyboard opens);
// the full dialog starts from the draft when it arrives.
import { useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
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

export function SearchShell({ draft, onClose }: { draft: MutableRefObject<string>; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(draft.current);
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <div className="search-mask">
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label="Search the guides" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
        <div className="search-input-row">
          <Icon name="search" size={18} />
          <input
            ref={input}
            {...SEARCH_INPUT}
            value={value}
            onChange={(e) => {
              draft.current = e.target.value;
              setValue(e.target.value);
            }}
          />
          <span className="search-spinner" role="status" aria-label="Loading search" />
          <button type="button" className="search-cancel" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

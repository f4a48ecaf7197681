'use client';
// Browser: tab groups. The chosen tab of a group id is kept in localStorage under
// `${STORAGE_PREFIX}tabs.<groupId>` and shared by every group with that id, here and on other pages.
import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { STORAGE_PREFIX } from '@/lib/theme';
import { format } from '@/lib/i18n/format';

const CHANGE_EVENT = 'dmsbg:tabs-change';
export const tabsStorageKey = (groupId: string) => `${STORAGE_PREFIX}tabs.${groupId}`;

export function Tab({ children }: { label?: string; value?: string; children?: ReactNode }) {
  return <>{children}</>;
}

function readStored(groupId?: string): number | null {
  if (!groupId) return null;
  try {
    const v = localStorage.getItem(tabsStorageKey(groupId));
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

/** `tabLabel`: the 'doc.tab' string, the name of a tab that has none. */
export function Tabs({ groupId, tabLabel, children }: { groupId?: string; tabLabel: string; children: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label?: string; value?: string; children?: ReactNode }>[];
  const [selected, setSelected] = useState(0);
  const id = useId();
  useEffect(() => {
    const sync = () => {
      const stored = readStored(groupId);
      if (stored !== null && stored >= 0 && stored < tabs.length) setSelected(stored);
    };
    sync();
    if (!groupId) return;
    const onChange = (e: Event) => (e as CustomEvent<string>).detail === groupId && sync();
    const onStorage = (e: StorageEvent) => e.key === tabsStorageKey(groupId) && sync();
    window.addEventListener(CHANGE_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId, tabs.length]);
  const choose = (index: number) => {
    setSelected(index);
    if (!groupId) return;
    try {
      localStorage.setItem(tabsStorageKey(groupId), String(index));
    } catch {
      // Storage refused: the choice holds for this group only.
    }
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: groupId }));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (selected + delta + tabs.length) % tabs.length;
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => choose(i)}
          >
            {tab.props.label ?? tab.props.value ?? format(tabLabel, { n: i + 1 })}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== selected} className="tab-panel">
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}

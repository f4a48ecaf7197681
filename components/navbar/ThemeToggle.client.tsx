'use client';
// Browser: the light/dark toggle. Renders neutral until mounted so the server HTML never guesses
// the theme; syncs with other tabs through the storage event and with the system in 'auto'.
import { useEffect, useState, type MouseEvent } from 'react';
import { Icon } from '../ui/Icon';
import type { Strings } from '@/lib/i18n/strings';
import { applyTheme, readThemeSetting, resolveTheme, THEME_STORAGE_KEY, type Theme } from '@/lib/theme';

export function ThemeToggle({ strings: s }: { strings: Pick<Strings, 'theme.toggle' | 'theme.toLight' | 'theme.toDark'> }) {
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    const sync = () => {
      const next = resolveTheme(readThemeSetting(), media.matches);
      applyTheme(next);
      setTheme(next);
    };
    sync();
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY || e.key === null) sync();
    };
    window.addEventListener('storage', onStorage);
    media.addEventListener('change', sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      media.removeEventListener('change', sync);
    };
  }, []);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage: the theme still changes for this page.
    }
    const commit = () => {
      applyTheme(next);
      setTheme(next);
    };
    const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!document.startViewTransition || reduceMotion) return commit();
    // Circular reveal from the button (View Transitions API).
    const x = event.clientX || innerWidth;
    const y = event.clientY || 0;
    const radius = Math.hypot(Math.max(x, innerWidth - x), Math.max(y, innerHeight - y));
    const transition = document.startViewTransition(commit);
    transition.ready
      .then(() => {
        document.documentElement.animate(
          { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
          { duration: 400, easing: 'ease-in-out', pseudoElement: '::view-transition-new(root)' },
        );
      })
      .catch(() => {});
  };

  const label = theme === null ? s['theme.toggle'] : theme === 'dark' ? s['theme.toLight'] : s['theme.toDark'];
  return (
    <button type="button" className="icon-button theme-toggle" onClick={toggle} aria-label={label} title={label}>
      <span className="theme-icon-light">
        <Icon name="sun" />
      </span>
      <span className="theme-icon-dark">
        <Icon name="moon" />
      </span>
    </button>
  );
}

// The navbar's language switcher (only on a site with more than one language: the render plan gives
// `languages` then). Each entry is the same page in that language, marked when that language shows
// it in English; the links carry hreflang, so a choice is a full page load (the page's <html lang>
// and direction change) that keeps the reader's query and #section (components/languages/keepPlace.ts).
import type { LanguageLink } from '@/lib/content/types';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';
import { Dropdown } from '../ui/Dropdown.client';
import { Icon } from '../ui/Icon';
import { ServerIcon } from '../ui/ServerIcon';
import { SiteLink } from '../ui/SiteLink';

export function LanguageSwitcher({ languages }: { languages: LanguageLink[] }) {
  const s = pageStrings();
  const current = languages.find((l) => l.current)!;
  return (
    <Dropdown
      className="language-switcher"
      summaryLabel={format(s['languages.choose'], { language: current.label })}
      label={
        <>
          <ServerIcon name="globe" size={16} />
          <span lang={current.lang}>{current.label}</span>
          <Icon name="chevron-down" size={16} />
        </>
      }
    >
      <ul>
        {languages.map((l) => (
          <li key={l.lang}>
            <SiteLink href={l.link} hrefLang={l.lang} lang={l.lang} aria-current={l.current ? 'true' : undefined} data-translated={l.translated ? undefined : 'false'}>
              {l.label}
              {l.translated ? null : <span className="badge">{s['languages.inEnglish']}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

// Above a page shown in English in a language that has no translation of it: says so in that
// language, and links the English page (the page's canonical URL). The article below carries
// lang="en" (components/layout/DocLayout.tsx), so screen readers read it as English.
import { pageStrings } from '@/lib/i18n/page';
import { formatParts } from '@/lib/i18n/strings';
import { SiteLink } from '../ui/SiteLink';

export function UntranslatedNotice({ language, english }: { language: string; english: string }) {
  const s = pageStrings();
  return (
    <p className="untranslated-notice" role="note">
      {formatParts(s['languages.untranslated'], {
        language,
        link: (
          <SiteLink key="link" href={english} hrefLang="en" lang="en">
            {s['languages.englishPage']}
          </SiteLink>
        ),
      })}
    </p>
  );
}

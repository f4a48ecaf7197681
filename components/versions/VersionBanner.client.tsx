'use client';
// Browser: shown on every page of an older version. The exported page names only its own version and
// links to the latest release's home; once the versions file is read, the link leads to this page in
// the latest release (or the page that replaced it) and names that release.
import type { ReactNode } from 'react';
import { SiteLink } from '../ui/SiteLink';
import { useVersionLinks } from './useVersionLinks';
import { Formatted } from '../ui/Formatted';
import { format } from '@/lib/i18n/format';
import type { Strings } from '@/lib/i18n/strings';

/**
 * `children`: a line under the banner's, rendered by the server (the link to the upgrade path). On
 * its own line: the first line's link changes once the versions file is read, and must not move it.
 */
export function VersionBanner({
  version,
  slug,
  strings: s,
  children,
}: {
  version: string;
  slug: string | null;
  strings: Pick<Strings, 'versions.olderRelease' | 'versions.readThisIn' | 'versions.readLatest'>;
  children?: ReactNode;
}) {
  const latest = useVersionLinks(version, slug)?.find((v) => v.isDefault);
  return (
    <div className="version-banner" role="note">
      <p>
        <Formatted template={s['versions.olderRelease']} vars={{ version: <strong>{version}</strong> }} />{' '}
        {latest ? (
          <SiteLink href={latest.link}>{format(s['versions.readThisIn'], { version: latest.version })}</SiteLink>
        ) : (
          <SiteLink href="/">{s['versions.readLatest']}</SiteLink>
        )}
      </p>
      {children}
    </div>
  );
}

'use client';
// Browser: shown on every page of an older version. The exported page names only its own version and
// links to the latest release's home; once the versions file is read, the link leads to this page in
// the latest release (or the page that replaced it) and names that release.
import type { ReactNode } from 'react';
import { SiteLink } from '../ui/SiteLink';
import { useVersionLinks } from './useVersionLinks';

/**
 * `children`: a line under the banner's, rendered by the server (the link to the upgrade path). On
 * its own line: the first line's link changes once the versions file is read, and must not move it.
 */
export function VersionBanner({ version, slug, children }: { version: string; slug: string | null; children?: ReactNode }) {
  const latest = useVersionLinks(version, slug)?.find((v) => v.isDefault);
  return (
    <div className="version-banner" role="note">
      <p>
        You are reading the guides for DMSBG <strong>{version}</strong>, an older release.{' '}
        {latest ? <SiteLink href={latest.link}>Read this page for {latest.version}</SiteLink> : <SiteLink href="/">Read the latest release</SiteLink>}
      </p>
      {children}
    </div>
  );
}

import { SiteLink } from '../ui/SiteLink';

/** Shown on every page of an older version: which release this is, and the same page in the latest. */
export function VersionBanner({ version, latest }: { version: string; latest: { version: string; link: string } }) {
  return (
    <div className="version-banner" role="note">
      <p>
        You are reading the guides for DMSBG <strong>{version}</strong>. The latest release is {latest.version}.{' '}
        <SiteLink href={latest.link}>Read this page for {latest.version}</SiteLink>
      </p>
    </div>
  );
}

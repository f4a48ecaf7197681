'use client';
// Browser: the navbar's version switcher. Its list comes from the versions file, read once the page
// is up; the exported page carries only what cannot change when a release is added (this version,
// and for an older version a link to the latest release), which is also the list without JavaScript.
import { upgradeHref } from '@/lib/routes/versions';
import { Dropdown } from '../ui/Dropdown.client';
import { Icon } from '../ui/Icon';
import { SiteLink } from '../ui/SiteLink';
import { useVersionLinks } from './useVersionLinks';

export function VersionSwitcher({ version, slug, ownLink, isDefault }: { version: string; slug: string | null; ownLink: string; isDefault: boolean }) {
  const links = useVersionLinks(version, slug);
  const latestBadge = <span className="badge">Latest</span>;
  return (
    <Dropdown className="version-switcher" summaryLabel={`v${version}, choose another version`} label={<>v{version}<Icon name="chevron-down" size={16} /></>}>
      <ul>
        {links ? (
          links.map((v) => (
            <li key={v.version}>
              <SiteLink href={v.link} aria-current={v.version === version ? 'true' : undefined} data-version={v.version}>
                {v.version}
                {v.isDefault ? latestBadge : null}
              </SiteLink>
            </li>
          ))
        ) : (
          <>
            <li>
              <SiteLink href={ownLink} aria-current="true" data-version={version}>
                {version}
                {isDefault ? latestBadge : null}
              </SiteLink>
            </li>
            {isDefault ? null : (
              <li>
                <SiteLink href="/">Latest release</SiteLink>
              </li>
            )}
          </>
        )}
      </ul>
      <p className="version-upgrade">
        <SiteLink href={upgradeHref(version, isDefault)}>Upgrade path</SiteLink>
      </p>
    </Dropdown>
  );
}

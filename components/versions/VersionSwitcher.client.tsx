'use client';
// Browser: the navbar's version switcher. Its list comes from the versions file, read once the page
// is up; the exported page carries only what cannot change when a release is added (this version,
// and for an older version a link to the latest release), which is also the list without JavaScript.
import type { ReactNode } from 'react';
import { Dropdown } from '../ui/Dropdown.client';
import { Icon } from '../ui/Icon';
import { SiteLink } from '../ui/SiteLink';
import { useVersionLinks } from './useVersionLinks';
import { format } from '@/lib/i18n/format';
import type { Strings } from '@/lib/i18n/strings';

/** `children`: below the list, rendered by the server (the link to the upgrade path). */
export function VersionSwitcher({
  version,
  slug,
  ownLink,
  isDefault,
  strings: s,
  children,
}: {
  version: string;
  slug: string | null;
  ownLink: string;
  isDefault: boolean;
  strings: Pick<Strings, 'versions.current' | 'versions.choose' | 'versions.latest' | 'versions.latestRelease'>;
  children?: ReactNode;
}) {
  const links = useVersionLinks(version, slug);
  const latestBadge = <span className="badge">{s['versions.latest']}</span>;
  return (
    <Dropdown className="version-switcher" summaryLabel={format(s['versions.choose'], { version })} label={<>{format(s['versions.current'], { version })}<Icon name="chevron-down" size={16} /></>}>
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
                <SiteLink href="/">{s['versions.latestRelease']}</SiteLink>
              </li>
            )}
          </>
        )}
      </ul>
      {children}
    </Dropdown>
  );
}

import type { PageVersions as Data } from '@/lib/content/types';
import { SiteLink } from '../ui/SiteLink';
import { ChangesSince } from './ChangesSince';
import { NewerVersions } from './NewerVersions.client';
import { pageStrings } from '@/lib/i18n/page';

/**
 * Beside a doc page's "Page" menu: "Changes since <older version>" and the versions that have the
 * page. Both stay on the menu's line (newer versions learned from the versions file too), so
 * nothing below moves when they arrive; the changes open in their region under the line.
 */
export function PageVersions({ inVersions, newer, newerMayArrive, changes }: Data) {
  const s = pageStrings();
  return (
    <>
      {changes ? <ChangesSince {...changes} /> : null}
      {/* Shown once it lists another version than this one (versions.css). */}
      {/* data-newer: versions newer than this one may arrive from the versions file (a phone keeps their line). */}
      <nav className="in-versions" aria-label={s['versions.inVersions']} data-newer={newerMayArrive ? '' : undefined}>
        <span className="in-versions-label">{s['versions.inVersions']}</span>
        {/* Oldest first (lib/content/render/crossVersion.ts), the newer versions from the versions file last. */}
        <ul>
          {inVersions.map((v) => (
            <li key={v.version}>
              <SiteLink href={v.link} aria-current={v.current ? 'page' : undefined}>
                {v.version}
              </SiteLink>
            </li>
          ))}
          <NewerVersions {...newer} />
        </ul>
      </nav>
    </>
  );
}

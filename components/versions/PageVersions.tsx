import type { PageVersions as Data } from '@/lib/content/types';
import { SiteLink } from '../ui/SiteLink';
import { ChangesSince } from './ChangesSince';
import { NewerVersions } from './NewerVersions.client';

/** Under a doc page's actions: the versions that have the page, and "Changes since <older version>". */
export function PageVersions({ inVersions, newer, changes }: Data) {
  return (
    <>
      {/* Shown once it lists another version than this one (versions.css). */}
      <nav className="in-versions" aria-label="In versions">
        <span className="in-versions-label">In versions</span>
        <ul>
          <NewerVersions {...newer} />
          {inVersions.map((v) => (
              <li key={v.version}>
                <SiteLink href={v.link} aria-current={v.current ? 'page' : undefined}>
                  {v.version}
                </SiteLink>
              </li>
            ))}
        </ul>
      </nav>
      {changes ? <ChangesSince {...changes} /> : null}
    </>
  );
}

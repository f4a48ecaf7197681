import type { PageVersions as Data } from '@/lib/content/types';
import { SiteLink } from '../ui/SiteLink';
import { ChangesSince } from './ChangesSince';

/** Under a doc page's actions: the versions that have the page, and "Changes since <older version>". */
export function PageVersions({ inVersions, changes }: Data) {
  return (
    <>
      {inVersions.length > 1 ? (
        <nav className="in-versions" aria-label="In versions">
          <span className="in-versions-label">In versions</span>
          <ul>
            {inVersions.map((v) => (
              <li key={v.version}>
                <SiteLink href={v.link} aria-current={v.current ? 'page' : undefined}>
                  {v.version}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {changes ? <ChangesSince {...changes} /> : null}
    </>
  );
}

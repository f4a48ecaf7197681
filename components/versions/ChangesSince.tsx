import type { PageVersions } from '@/lib/content/types';
import { withBasePath } from '@/lib/routes';
import { CHANGES_ID } from '@/lib/routes/versions';

/**
 * "Changes since <version>": a disclosure button and (ChangesRegion) its region, server-rendered without script of
 * its own. The page's one delegated listener (changesClicks.ts) loads the diff on the first click,
 * or when the page is opened at #changes, as What's new links it.
 */
export function ChangesSince({ version, before, after, link }: NonNullable<PageVersions['changes']>) {
  return (
    <button
      id={CHANGES_ID}
      type="button"
      className="page-action"
      aria-expanded="false"
      aria-controls={`${CHANGES_ID}-region`}
      data-changes-version={version}
      data-changes-before={before}
      data-changes-after={after}
      data-changes-link={withBasePath(link)}
    >
      {`Changes since ${version}`}
    </button>
  );
}

/** The region the button opens, under the line of page actions. */
export function ChangesRegion({ version }: { version: string }) {
  return <section id={`${CHANGES_ID}-region`} aria-label={`Changes since ${version}`} className="changes-region" hidden />;
}

import type { PageVersions } from '@/lib/content/types';
import { withBasePath } from '@/lib/routes';
import { CHANGES_ID } from '@/lib/routes/versions';

/**
 * "Changes since <version>": a disclosure button and its region, server-rendered without script of
 * its own. The page's one delegated listener (changesClicks.ts) loads the diff on the first click,
 * or when the page is opened at #changes, as What's new links it.
 */
export function ChangesSince({ version, link, before, after }: NonNullable<PageVersions['changes']>) {
  const label = `Changes since ${version}`;
  return (
    <>
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
        {label}
      </button>
      <section id={`${CHANGES_ID}-region`} aria-label={label} className="changes-region" hidden />
    </>
  );
}

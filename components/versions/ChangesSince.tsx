import type { PageVersions } from '@/lib/content/types';
import { withBasePath } from '@/lib/routes';
import { CHANGES_ID } from '@/lib/routes/versions';
import { pageStrings } from '@/lib/i18n/page';
import { format, pick } from '@/lib/i18n/strings';
import { CHANGES_KEYS } from './changesKeys';

/**
 * "Changes since <version>": a disclosure button and (ChangesRegion) its region, server-rendered without script of
 * its own. The page's one delegated listener (changesClicks.ts) loads the diff on the first click,
 * or when the page is opened at #changes, as What's new links it.
 */
export function ChangesSince({ version, before, after, link }: NonNullable<PageVersions['changes']>) {
  const s = pageStrings();
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
      // The diff's view (changesView.ts) reads its words here.
      data-strings={JSON.stringify(pick(s, CHANGES_KEYS))}
    >
      {format(s['changes.since'], { version })}
    </button>
  );
}

/** The region the button opens, under the line of page actions. */
export function ChangesRegion({ version }: { version: string }) {
  return <section id={`${CHANGES_ID}-region`} aria-label={format(pageStrings()['changes.since'], { version })} className="changes-region" hidden />;
}

import { withBasePath } from '@/lib/routes';
import { pageStrings } from '@/lib/i18n/page';
import { format, pick } from '@/lib/i18n/strings';
import { OFFLINE_KEYS } from './offlineKeys';

/**
 * "Save <version> for offline reading", under a doc page's title and on a version's home. Visible
 * only where service workers run, once components/offline/offlineControl.ts wires it: it then says
 * whether the version is saved and when the copy was last updated, in the words written here.
 */
export function OfflineSave({ version }: { version: string }) {
  const s = pageStrings();
  return (
    <span
      className="offline-save"
      data-offline-version={version}
      data-offline-manifest={withBasePath(`/static/offline/${version}.json`)}
      data-strings={JSON.stringify(pick(s, OFFLINE_KEYS))}
    >
      <span className="offline-saved" hidden />
      <button type="button" className="page-action offline-action" tabIndex={-1}>
        {format(s['offline.save'], { version })}
      </button>
      <progress className="offline-progress" hidden />
      <span className="sr-only" role="status" />
    </span>
  );
}

import { withBasePath } from '@/lib/routes';
import { pageStrings } from '@/lib/i18n/page';
import { format, pick } from '@/lib/i18n/strings';
import { offlineCopy } from '@/lib/offline/copies';
import { OFFLINE_KEYS } from './offlineKeys';

/**
 * "Save <version> for offline reading", under a doc page's title and on a version's home. Visible
 * only where service workers run, once components/offline/offlineControl.ts wires it: it then says
 * whether the version is saved and when the copy was last updated, in the words written here. On a
 * page in another language it saves that language's copy of the version (lib/offline/copies.ts).
 */
export function OfflineSave({ version, language }: { version: string; language?: { lang: string; label: string } }) {
  const s = pageStrings();
  // In another language, the version in that language: its pages, translated or shown in English.
  const copy = offlineCopy(version, language);
  return (
    <span
      className="offline-save"
      data-offline-version={copy.name}
      data-offline-manifest={withBasePath(copy.manifest)}
      data-strings={JSON.stringify(pick(s, OFFLINE_KEYS))}
    >
      <span className="offline-saved" hidden />
      <button type="button" className="page-action offline-action" tabIndex={-1}>
        {format(s['offline.save'], { version: copy.name })}
      </button>
      <progress className="offline-progress" hidden />
      <span className="sr-only" role="status" />
    </span>
  );
}

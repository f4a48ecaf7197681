import { withBasePath } from '@/lib/routes';

/**
 * "Save <version> for offline reading", under a doc page's title and on a version's home. Visible
 * only where service workers run, once components/offline/offlineControl.ts wires it: it then says
 * whether the version is saved and when the copy was last updated.
 */
export function OfflineSave({ version }: { version: string }) {
  return (
    <span className="offline-save" data-offline-version={version} data-offline-manifest={withBasePath(`/static/offline/${version}.json`)}>
      <span className="offline-saved" hidden />
      <button type="button" className="page-action offline-action" tabIndex={-1}>
        Save {version} for offline reading
      </button>
      <progress className="offline-progress" hidden />
      <span className="sr-only" role="status" />
    </span>
  );
}

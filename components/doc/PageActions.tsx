import { markdownHref, withBasePath } from '@/lib/routes';

/** Under a doc page's title: the page as Markdown, "Copy page" and "Save for offline reading". */
export function PageActions({ routePath, version }: { routePath: string; version: string }) {
  return (
    <div className="page-actions">
      <a className="page-action" href={markdownHref(routePath)}>
        View as Markdown
      </a>
      {/* Shown once scripts run; its code loads on the first click (components/effects/copyPageClicks.ts). */}
      <button type="button" className="page-action" data-copy-markdown={markdownHref(routePath)}>
        Copy page
      </button>
      {/* Visible only where service workers run, once components/offline/offlineControl.ts wires it. */}
      <span className="offline-save" data-offline-version={version} data-offline-manifest={withBasePath(`/static/offline/${version}.json`)}>
        <span className="offline-saved" hidden />
        <button type="button" className="page-action offline-action" tabIndex={-1}>
          Save {version} for offline reading
        </button>
        <progress className="offline-progress" hidden />
        <span className="sr-only" role="status" />
      </span>
    </div>
  );
}

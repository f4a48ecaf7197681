import type { ReactNode } from 'react';
import { markdownHref, withBasePath } from '@/lib/routes';

/**
 * Under a doc page's title: the page as Markdown, "Copy page", the whole version on one page to
 * print, then the layout's further actions (saving for offline reading).
 */
export function PageActions({ routePath, printLink, children }: { routePath: string; printLink: string; children?: ReactNode }) {
  return (
    <div className="page-actions">
      <a className="page-action" href={markdownHref(routePath)}>
        View as Markdown
      </a>
      {/* Shown once scripts run; its code loads on the first click (components/effects/copyPageClicks.ts). */}
      <button type="button" className="page-action" data-copy-markdown={markdownHref(routePath)}>
        Copy page
      </button>
      <a className="page-action" href={withBasePath(printLink)}>
        Print the whole guide
      </a>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { markdownHref, withBasePath } from '@/lib/routes';
import { Dropdown } from '../ui/Dropdown.client';
import { Icon } from '../ui/Icon';
import { pageStrings } from '@/lib/i18n/page';
import { pick } from '@/lib/i18n/strings';

/**
 * `markdownRoute`: the page whose Markdown twin the menu offers (a page shown in English in another
 * language offers the English one: a language has twins of its translated pages only).
 * One line under a doc page's title, so the text starts high on a phone: a "Page" menu (the page as
 * Markdown, "Copy page", the whole version on one page to print, then `menu`: saving for offline
 * reading), and beside it `children` ("Changes since" and "In versions"). The menu is a <details>,
 * so it opens by keyboard and touch, and without scripts.
 */
export function PageActions({ markdownRoute, printLink, menu, children }: { markdownRoute: string; printLink: string; menu?: ReactNode; children?: ReactNode }) {
  const s = pageStrings();
  return (
    <div className="page-actions">
      <Dropdown className="page-menu" label={<>{s['doc.pageMenu']}<Icon name="chevron-down" size={14} /></>}>
        <a className="page-action" href={markdownHref(markdownRoute)}>
          {s['doc.viewMarkdown']}
        </a>
        {/* Shown once scripts run; its code loads on the first click (components/effects/copyPageClicks.ts) and reads its words here. */}
        <button type="button" className="page-action" data-copy-markdown={markdownHref(markdownRoute)} data-strings={JSON.stringify(pick(s, ['doc.copied', 'code.copyPrompt']))}>
          {s['doc.copyPage']}
        </button>
        <a className="page-action" href={withBasePath(printLink)} data-full-load="">
          {s['doc.printGuide']}
        </a>
        {menu}
      </Dropdown>
      {children}
    </div>
  );
}

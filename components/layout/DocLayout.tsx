import type { ReactNode } from 'react';
import type { PageData, PagerLinks, PageVersions as Versions, SidebarItem } from '@/lib/content/types';
import { Sidebar } from '../sidebar/Sidebar';
import { SidebarDrawer } from '../sidebar/SidebarDrawer.client';
import { Toc } from '../toc/Toc.client';
import { LocalToc } from '../toc/LocalToc.client';
import { Pager } from '../doc/Pager';
import { DocMeta } from '../doc/DocMeta';
import { PageActions } from '../doc/PageActions';
import { PrintMeta } from '../doc/PrintMeta';
import { OfflineSave } from '../offline/OfflineSave';
import { ImageZoom } from '../effects/ImageZoom.client';
import { PageVersions } from '../versions/PageVersions';
import { ChangesRegion } from '../versions/ChangesSince';
import { SiteLink } from '../ui/SiteLink';
import { Formatted } from '../ui/Formatted';
import { OutdatedNotice, UntranslatedNotice } from '../languages/Notices';
import { pageStrings } from '@/lib/i18n/page';
import { pick, type Strings } from '@/lib/i18n/strings';

/** A doc page: sidebar, article, outline and pager; frontmatter can switch parts off. */
export function DocLayout({
  data,
  sidebar,
  pager,
  printLink,
  versions,
  whatsNew,
  scriptStrings,
  untranslated,
  outdated,
  offlineLanguage,
  children,
}: {
  data: PageData;
  sidebar: SidebarItem[];
  pager: PagerLinks;
  /** The version's print page. */
  printLink: string;
  /** "In versions" and "Changes since" under the title. */
  versions?: Versions;
  /** On a guides index: the version's What's new page. */
  whatsNew?: { text: string; link: string };
  /** A page in another language: its language, whose copy of the version the offline control saves. */
  offlineLanguage?: { lang: string; label: string };
  /** The strings of the page's own script (a kind's: lib/content/generated/kinds.ts), which it reads from the article. */
  scriptStrings?: Partial<Strings>;
  /** Shown in English in a language without a translation of it: that language's name and the English page. */
  untranslated?: { language: string; english: string };
  /** A translation made from an older English text: the English page and the sections changed since. */
  outdated?: { english: string; sections: { heading: string; anchor: string }[] };
  children: ReactNode;
}) {
  const fm = data.frontmatter;
  const s = pageStrings();
  const showSidebar = fm.sidebar !== false;
  const showOutline = fm.outline !== false && data.toc.length > 0;
  const main = (
    <div className="doc-main">
      {untranslated ? <UntranslatedNotice {...untranslated} /> : null}
      {outdated ? <OutdatedNotice {...outdated} /> : null}
      {/* An untranslated page's text is English inside another language's page. */}
      <article className="doc-content prose" lang={untranslated ? 'en' : undefined} dir={untranslated ? 'ltr' : undefined} data-strings={scriptStrings && JSON.stringify(scriptStrings)}>
        <h1>{data.title}</h1>
        <PrintMeta title={data.title} version={data.version} routePath={data.routePath} />
        <PageActions markdownRoute={untranslated?.english ?? data.routePath} printLink={printLink} menu={<OfflineSave version={data.version} language={offlineLanguage} />}>
          {versions ? <PageVersions {...versions} /> : null}
        </PageActions>
        {versions?.changes ? <ChangesRegion version={versions.changes.version} /> : null}
        {whatsNew ? (
          <p className="whats-new-link">
            <Formatted template={s['doc.whatsNew']} vars={{ link: <SiteLink href={whatsNew.link}>{whatsNew.text}</SiteLink> }} />
          </p>
        ) : null}
        {children}
      </article>
      {fm.footer !== false ? (
        // The doc footer (spec: Page types and layouts): edit link, Last Updated and the pager; `footer: false` or ?footer=0 hides it.
        <footer className="doc-footer">
          <DocMeta lastUpdatedTime={data.lastUpdatedTime} relativePath={data.relativePath} version={data.version} />
          <Pager {...pager} />
        </footer>
      ) : null}
    </div>
  );
  return (
    <div className={`doc-layout${showSidebar ? '' : ' no-sidebar'}${showOutline ? '' : ' no-outline'}`}>
      {showSidebar ? (
        <SidebarDrawer main={main} localToc={showOutline ? <LocalToc items={data.toc} title={s['toc.title']} /> : null} strings={pick(s, ['menu.sidebar', 'menu.sidebarRegion', 'menu.close'])}>
          <Sidebar items={sidebar} current={data.routePath} />
        </SidebarDrawer>
      ) : (
        main
      )}
      <ImageZoom enabled={fm.globalUIComponents !== false} />
      {showOutline ? (
        <aside className="toc-container" aria-label={s['toc.region']}>
          <Toc items={data.toc} title={s['toc.title']} label={s['toc.label']} />
        </aside>
      ) : null}
    </div>
  );
}

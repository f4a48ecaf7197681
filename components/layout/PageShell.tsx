import type { ReactNode } from 'react';
import type { ShellData } from '@/lib/content/types';
import { Navbar } from '../navbar/Navbar';
import { Footer } from './Footer';
import { VersionBanner } from '../versions/VersionBanner.client';
import { SiteLink } from '../ui/SiteLink';
import { upgradeHref } from '@/lib/routes/upgrade';
import { DEFAULT_LANGUAGE } from '@/lib/routes';
import { Formatted } from '../ui/Formatted';
import { pageStrings } from '@/lib/i18n/page';
import { format, pick } from '@/lib/i18n/strings';

/** Navbar, main region and footer; which parts show depends on the page type and frontmatter. */
export function PageShell({ nav, pageType, showNavbar = true, showFooter = true, footerMessage, lang, dir, languages, children }: ShellData & { children: ReactNode }) {
  const s = pageStrings();
  // A page in another language says so here; the build copies both onto <html> (scripts/build/startup-scripts.mjs).
  const language = lang && lang !== DEFAULT_LANGUAGE ? { lang, dir } : {};
  return (
    <div className={`page page-${pageType}`} {...language} data-page-type={pageType}>
      {pageType !== 'blank' && showNavbar ? <Navbar {...nav} languages={languages} /> : null}
      {!nav.isDefault && pageType !== 'blank' ? (
        <VersionBanner version={nav.version} slug={nav.slug} strings={pick(s, ['versions.olderRelease', 'versions.readThisIn', 'versions.readLatest'])}>
          <p>
            <Formatted
              template={s['versions.whatChanged']}
              vars={{ link: <SiteLink href={upgradeHref(nav.version, false)}>{format(s['versions.whatChangedLink'], { version: nav.version })}</SiteLink> }}
            />
          </p>
        </VersionBanner>
      ) : null}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {pageType !== 'blank' && showFooter ? <Footer message={footerMessage} /> : null}
    </div>
  );
}

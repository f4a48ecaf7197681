import type { ReactNode } from 'react';
import type { ShellData } from '@/lib/content/types';
import { Navbar } from '../navbar/Navbar';
import { Footer } from './Footer';
import { VersionBanner } from '../versions/VersionBanner.client';
import { SiteLink } from '../ui/SiteLink';
import { upgradeHref } from '@/lib/routes/upgrade';

/** Navbar, main region and footer; which parts show depends on the page type and frontmatter. */
export function PageShell({ nav, pageType, showNavbar = true, showFooter = true, footerMessage, children }: ShellData & { children: ReactNode }) {
  return (
    <div className={`page page-${pageType}`} data-page-type={pageType}>
      {pageType !== 'blank' && showNavbar ? <Navbar {...nav} /> : null}
      {!nav.isDefault && pageType !== 'blank' ? (
        <VersionBanner version={nav.version} slug={nav.slug}>
          <p>
            <SiteLink href={upgradeHref(nav.version, false)}>What changed since {nav.version}</SiteLink>: the upgrade path to the latest release.
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

import type { ReactNode } from 'react';
import type { PageType } from '@/lib/content/types';
import { Navbar, type NavbarProps } from '../navbar/Navbar';
import { Footer } from './Footer';

/** Navbar, main region and footer; which parts show depends on the page type and frontmatter. */
export function PageShell({
  nav,
  pageType,
  showNavbar = true,
  showFooter = true,
  footerMessage,
  children,
}: {
  nav: NavbarProps;
  pageType: PageType;
  showNavbar?: boolean;
  showFooter?: boolean;
  footerMessage?: string;
  children: ReactNode;
}) {
  return (
    <div className={`page page-${pageType}`} data-page-type={pageType}>
      {pageType !== 'blank' && showNavbar ? <Navbar {...nav} /> : null}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {pageType !== 'blank' && showFooter ? <Footer message={footerMessage} /> : null}
    </div>
  );
}

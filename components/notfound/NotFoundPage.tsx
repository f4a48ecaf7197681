// The 404 page: navbar and footer of the default version around the URL normaliser.
import type { SiteIndex } from '@/lib/content/site';
import { allRoutes } from '@/lib/content/navigation';
import { PageShell } from '../layout/PageShell';
import type { NavbarProps } from '../navbar/Navbar';
import { NotFound } from './NotFound.client';

export function NotFoundPage({ site, nav }: { site: SiteIndex; nav: NavbarProps }) {
  return (
    <PageShell nav={nav} pageType="404">
      <NotFound routes={allRoutes(site)} versions={site.versions} defaultVersion={site.defaultVersion} />
    </PageShell>
  );
}

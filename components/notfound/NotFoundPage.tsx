// The 404 page: navbar and footer of the default version around the URL normaliser.
import type { SiteIndex } from '@/lib/content/site';
import { allRoutes, versionLinksFor } from '@/lib/content/navigation';
import { homeHref, NOT_FOUND_ROUTE } from '@/lib/routes';
import { PageShell } from '../layout/PageShell';
import { NotFound } from './NotFound.client';

export function NotFoundPage({ site, searchIndexUrl }: { site: SiteIndex; searchIndexUrl: string }) {
  const nav = {
    version: site.defaultVersion,
    homeLink: homeHref(site.defaultVersion, site.defaultVersion),
    menu: { versionPrefix: '', pathInVersion: NOT_FOUND_ROUTE },
    versionLinks: versionLinksFor(site, site.defaultVersion, null),
    searchIndexUrl,
  };
  return (
    <PageShell nav={nav} pageType="404">
      <NotFound routes={allRoutes(site)} versions={site.versions} defaultVersion={site.defaultVersion} />
    </PageShell>
  );
}

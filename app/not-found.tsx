// Exported as out/404.html, which the CDN serves for every unknown path.
import type { Metadata } from 'next';
import { getSiteIndex } from '@/lib/content/site';
import { allRoutes, versionLinksFor } from '@/lib/content/navigation';
// Written by scripts/build-search.ts before every build; in dev its changes reload the page.
import searchManifest from '@/public/static/search-manifest.json';
import type { SearchManifest } from '@/lib/search/types';
import { homeHref } from '@/lib/routes';
import { PageShell } from '@/components/layout/PageShell';
import { NotFound } from '@/components/notfound/NotFound.client';

// No robots noindex: the CDN answers with status 404, which already keeps the page out of indexes.
export const metadata: Metadata = { title: { absolute: '404 | DMSBG Docs' }, description: 'This page is not in the DMSBG guides.' };

export default function NotFoundPage() {
  const site = getSiteIndex();
  const nav = {
    version: site.defaultVersion,
    homeLink: homeHref(site.defaultVersion, site.defaultVersion),
    menu: { versionPrefix: '', pathInVersion: '/404/' },
    versionLinks: versionLinksFor(site, site.defaultVersion, null),
    searchIndexUrl: (searchManifest as SearchManifest)[site.defaultVersion],
  };
  return (
    <PageShell nav={nav} pageType="404">
      <NotFound routes={allRoutes(site)} versions={site.versions} defaultVersion={site.defaultVersion} />
    </PageShell>
  );
}

// Exported as out/404.html, which the CDN serves for every unknown path.
import type { Metadata } from 'next';
import { allRoutes, getSiteIndex, versionLinksFor } from '@/lib/content/site';
import { PUBLIC_DIR } from '@/lib/content/page';
import { readSearchManifest } from '@/lib/search/build';
import { docHref, homeHref } from '@/lib/routes';
import { PageShell } from '@/components/layout/PageShell';
import { NotFound } from '@/components/notfound/NotFound.client';

export const metadata: Metadata = { title: { absolute: '404 | DMSBG Docs' }, robots: { index: false } };

export default function NotFoundPage() {
  const site = getSiteIndex();
  const nav = {
    version: site.defaultVersion,
    homeLink: homeHref(site.defaultVersion, site.defaultVersion),
    docsLink: docHref(site.defaultVersion, site.defaultVersion, ''),
    inGuides: false,
    versionLinks: versionLinksFor(site, site.defaultVersion, null),
    searchIndexUrl: readSearchManifest(PUBLIC_DIR)[site.defaultVersion],
  };
  return (
    <PageShell nav={nav} pageType="404">
      <NotFound routes={allRoutes(site)} versions={site.versions} defaultVersion={site.defaultVersion} />
    </PageShell>
  );
}

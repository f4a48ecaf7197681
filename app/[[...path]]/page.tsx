// Every page of every version: '/', '/guides/<slug>/', '/<version>/', '/<version>/guides/<slug>/',
// and the 404 page at NOT_FOUND_ROUTE.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { site as siteConfig } from '@/lib/config/site';
import { compilePage } from '@/lib/content/page';
// Written by scripts/build-search.ts before every build; in dev its changes reload the page.
import searchManifest from '@/public/static/search-manifest.json';
import type { SearchManifest } from '@/lib/search/types';
import { getSiteIndex, getVersion } from '@/lib/content/site';
import { allRoutes, findPage, overviewEntries, pagerFor, versionLinksFor } from '@/lib/content/navigation';
import type { Feature, Hero, PageData } from '@/lib/content/types';
import { docHref, homeHref, NOT_FOUND_ROUTE, versionedHref, versionPrefix, withBasePath } from '@/lib/routes';
import { mdxComponents } from '@/components/mdx/components';
import { PageShell } from '@/components/layout/PageShell';
import { DocLayout } from '@/components/layout/DocLayout';
import { Home } from '@/components/home/Home';
import { Overview } from '@/components/overview/Overview.client';
import { NotFoundPage } from '@/components/notfound/NotFoundPage';
import type { NavbarProps } from '@/components/navbar/Navbar';
import type { SiteIndex } from '@/lib/content/site';

export const dynamicParams = false;

type Params = { path?: string[] };

export function generateStaticParams(): Params[] {
  return [...allRoutes(getSiteIndex()), NOT_FOUND_ROUTE].map((route) => ({ path: route.split('/').filter(Boolean) }));
}

function sitePathOf(params: Params): string {
  return `/${(params.path ?? []).map(decodeURIComponent).join('/')}/`.replace(/\/+$/, '/');
}

const isNotFoundRoute = (params: Params) => sitePathOf(params) === NOT_FOUND_ROUTE;

function loadPage(params: Params) {
  const site = getSiteIndex();
  const page = findPage(site, sitePathOf(params));
  if (!page) notFound();
  return { site, page };
}

// No robots noindex: the CDN answers unknown paths with status 404, which keeps the page out of indexes.
const notFoundMetadata: Metadata = { title: { absolute: '404 | DMSBG Docs' }, description: 'This page is not in the DMSBG guides.' };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  if (isNotFoundRoute(resolved)) return notFoundMetadata;
  const { site, page } = loadPage(resolved);
  const fm = page.frontmatter;
  const route = page.kind === 'home' ? homeHref(page.version, site.defaultVersion) : docHref(page.version, site.defaultVersion, page.slug);
  const title = page.kind === 'home' ? fm.title : `${fm.title} | ${fm.titleSuffix ?? siteConfig.titleSuffix}`;
  const description = fm.description ?? siteConfig.description;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: withBasePath(route) },
    openGraph: { title, description, type: 'article', siteName: siteConfig.title, url: withBasePath(route) },
    twitter: { card: 'summary', title, description },
  };
}

/** The navbar of a page of `version` at `routePath` (slug null for a version home and the 404 page). */
function navbarFor(site: SiteIndex, version: string, slug: string | null, routePath: string): NavbarProps {
  const prefix = versionPrefix(version, site.defaultVersion);
  return {
    version,
    homeLink: homeHref(version, site.defaultVersion),
    menu: { versionPrefix: prefix, pathInVersion: routePath.slice(prefix.length) },
    versionLinks: versionLinksFor(site, version, slug),
    searchIndexUrl: (searchManifest as SearchManifest)[version],
  };
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  if (isNotFoundRoute(resolved)) {
    const site = getSiteIndex();
    return <NotFoundPage site={site} nav={navbarFor(site, site.defaultVersion, null, NOT_FOUND_ROUTE)} />;
  }
  const { site, page } = loadPage(resolved);
  const { content, data } = await compilePage(site, page, mdxComponents);
  const fm = page.frontmatter;
  const slug = page.kind === 'home' ? null : page.slug;
  const nav = navbarFor(site, page.version, slug, data.routePath);
  const shell = { nav, pageType: data.pageType, showNavbar: fm.navbar !== false, showFooter: fm.footer !== false };
  if (data.pageType === 'home') {
    // Hero and feature links are written version-neutral, like MDX links.
    const r = (l: string) => versionedHref(l, versionPrefix(page.version, site.defaultVersion));
    const hero: Hero | undefined = fm.hero && { ...fm.hero, actions: fm.hero.actions?.map((a) => ({ ...a, link: r(a.link) })) };
    const features: Feature[] | undefined = fm.features?.map((f) => ({ ...f, link: f.link && r(f.link) }));
    return (
      <PageShell {...shell} footerMessage={siteConfig.footerMessage}>
        <Home hero={hero} features={features} />
        {content}
      </PageShell>
    );
  }
  if (data.pageType === 'custom' || data.pageType === 'blank') {
    return (
      <PageShell {...shell}>
        <article className="custom-content prose">{content}</article>
      </PageShell>
    );
  }
  return (
    <PageShell {...shell}>
      <DocLayout data={data satisfies PageData} sidebar={getVersion(site, page.version).sidebar} pager={pagerFor(site, page.version, page.slug)}>
        {content}
        {fm.overview ? <Overview entries={overviewEntries(site, page.version, page.slug)} /> : null}
      </DocLayout>
    </PageShell>
  );
}

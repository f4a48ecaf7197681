// The one route: every page of every version ('/', '/guides/<slug>/', '/<version>/',
// '/<version>/guides/<slug>/') and the 404 page at NOT_FOUND_ROUTE. What a path shows is decided
// by the build's render plan (lib/content/render.ts); this file maps the plan to components.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
// Written by the build's content step (lib/content/prepare.ts); `npm run dev` rewrites it on every content edit, which reloads the open page.
import '@/public/static/content-stamp.json';
import { metadataFor, renderPlan, type RenderPlan } from '@/lib/content/render';
import { recordRenderKey, routesToRender } from '@/lib/content/renderCache';
import { getSiteIndex } from '@/lib/content/site';
import { UPGRADE_SCRIPT, UPGRADE_SLUG } from '@/lib/content/generated';
import { withBasePath } from '@/lib/routes';
import { mdxContent } from '@/lib/content/page';
import { mdxComponents } from '@/components/mdx/components';
import { headingsWithBadges } from '@/components/mdx/HeadingLink';
import type { TocItem } from '@/lib/content/types';
import { PageShell } from '@/components/layout/PageShell';
import { DocLayout } from '@/components/layout/DocLayout';
import { Home } from '@/components/home/Home';
import { OfflineSave } from '@/components/offline/OfflineSave';
import { Overview } from '@/components/overview/Overview.client';
import { NotFound } from '@/components/notfound/NotFound.client';
import { PrintBook } from '@/components/print/PrintBook';

export const dynamicParams = false;

type Params = { path?: string[] };
type Props = { params: Promise<Params> };

// Every route, less those the render cache restores after the export (lib/content/renderCache.ts).
export async function generateStaticParams(): Promise<Params[]> {
  return (await routesToRender(getSiteIndex())).map((route) => ({ path: route.split('/').filter(Boolean) }));
}

function sitePathOf(params: Params): string {
  return `/${(params.path ?? []).map(decodeURIComponent).join('/')}/`.replace(/\/+$/, '/');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataFor(getSiteIndex(), sitePathOf(await params)) ?? notFound();
}

export default async function Page({ params }: Props) {
  const site = getSiteIndex();
  const route = sitePathOf(await params);
  const plan = await renderPlan(site, route);
  if (!plan) notFound();
  recordRenderKey(site, route, plan);
  return <PageShell {...plan.shell}>{layoutOf(plan)}</PageShell>;
}

/** The MDX components of a doc page: its new sections' headings carry a "New in" badge. */
function componentsFor(toc: TocItem[]) {
  const newIn = new Map(toc.flatMap((item) => (item.newIn ? [[item.id, item.newIn] as const] : [])));
  return newIn.size ? { ...mdxComponents, ...headingsWithBadges(newIn) } : mdxComponents;
}

function layoutOf(plan: RenderPlan) {
  switch (plan.layout) {
    case 'not-found':
      return <NotFound routes={plan.routes} versions={plan.versions} defaultVersion={plan.defaultVersion} />;
    case 'home':
      return (
        <>
          <Home hero={plan.hero} features={plan.features} actions={<OfflineSave version={plan.shell.nav.version} />} />
          {mdxContent(plan.code, mdxComponents)}
        </>
      );
    case 'custom':
      return <article className="custom-content prose">{mdxContent(plan.code, mdxComponents)}</article>;
    case 'doc':
      return (
        <DocLayout data={plan.page} sidebar={plan.sidebar} pager={plan.pager} printLink={plan.printLink} versions={plan.versions} whatsNew={plan.whatsNew}>
          {mdxContent(plan.code, componentsFor(plan.page.toc))}
          {plan.overview ? <Overview entries={plan.overview} /> : null}
          {/* The upgrade page's version picker: its own small script, on that page only. */}
          {plan.page.slug === UPGRADE_SLUG ? <script async src={withBasePath(UPGRADE_SCRIPT)} /> : null}
        </DocLayout>
      );
    case 'print':
      return <PrintBook book={plan.book} render={(chapter, components) => mdxContent(chapter.code, components)} />;
  }
}

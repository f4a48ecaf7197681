// The one route: every page of every version ('/', '/guides/<slug>/', '/<version>/',
// '/<version>/guides/<slug>/') and the 404 page at NOT_FOUND_ROUTE. What a path shows is decided
// by the build's render plan (lib/content/render/render.ts); components/layout/layouts.tsx lays it out.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
// Written by the build's content step (lib/content/prepare.ts); `npm run dev` rewrites it on every content edit, which reloads the open page.
import '@/public/static/content-stamp.json';
import { metadataFor, renderPlan } from '@/lib/content/render/render';
import { recordRenderKey, routesToRender } from '@/scripts/next/renderCache';
import { getSiteIndex } from '@/lib/content/site';
import { PageShell } from '@/components/layout/PageShell';
import { LayoutOf } from '@/components/layout/layouts';
import { ENGLISH_LOCALE, localeOf, setPageLocale } from '@/lib/i18n/page';

export const dynamicParams = false;

type Params = { path?: string[] };
type Props = { params: Promise<Params> };

// Every route, less those the render cache restores after the export (scripts/next/renderCache.ts).
export async function generateStaticParams(): Promise<Params[]> {
  return (await routesToRender(getSiteIndex())).map((route) => ({ path: route.split('/').filter(Boolean) }));
}

function sitePathOf(params: Params): string {
  return `/${(params.path ?? []).map(decodeURIComponent).join('/')}/`.replace(/\/+$/, '/');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // English until the render plan names the page's language (issue #47).
  setPageLocale(ENGLISH_LOCALE);
  return metadataFor(getSiteIndex(), sitePathOf(await params)) ?? notFound();
}

export default async function Page({ params }: Props) {
  const site = getSiteIndex();
  const route = sitePathOf(await params);
  const plan = await renderPlan(site, route);
  if (!plan) notFound();
  // The page's language, before any component reads a string.
  setPageLocale(localeOf(plan.shell));
  recordRenderKey(site, route, plan);
  return (
    <PageShell {...plan.shell}>
      <LayoutOf plan={plan} />
    </PageShell>
  );
}

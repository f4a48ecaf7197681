// Server only (no client code): the layout of each kind of render plan (lib/content/render/render.ts), with
// what a doc page adds around its content: "New in" badges on its new sections, the Overview of a
// section's pages, and its kind's own script (lib/content/generated/kinds.ts).
import { mdxContent } from '@/lib/mdx/run';
import type { RenderPlan, TocItem } from '@/lib/content/types';
import { mdxComponents } from '../mdx/components';
import { headingsWithBadges } from '../mdx/HeadingLink';
import { DocLayout } from './DocLayout';
import { Home } from '../home/Home';
import { OfflineSave } from '../offline/OfflineSave';
import { Overview } from '../overview/Overview.client';
import { NotFound } from '../notfound/NotFound.client';
import { NOT_FOUND_ROUTES_ID, type NotFoundRoutes } from '../notfound/resolveNotFound';
import { PrintBook } from '../print/PrintBook';
import { TranslationStatus } from '../languages/TranslationStatus';
import { pageStrings } from '@/lib/i18n/page';
import { pick } from '@/lib/i18n/strings';
import { DEFAULT_LANGUAGE } from '@/lib/routes';

/** The MDX components of a doc page: its new sections' headings carry a "New in" badge. */
function componentsFor(toc: TocItem[]) {
  const newIn = new Map(toc.flatMap((item) => (item.newIn ? [[item.id, item.newIn] as const] : [])));
  return newIn.size ? { ...mdxComponents, ...headingsWithBadges(newIn) } : mdxComponents;
}

/** The page's language when it is not English: its offline copy is that language's. */
function otherLanguage(shell: RenderPlan['shell']): { lang: string; label: string } | undefined {
  const current = shell.languages?.find((l) => l.current);
  return current && current.lang !== DEFAULT_LANGUAGE ? { lang: current.lang, label: current.label } : undefined;
}

/** What a plan shows inside the page shell. */
export function LayoutOf({ plan }: { plan: RenderPlan }) {
  switch (plan.layout) {
    case 'not-found': {
      const routes: NotFoundRoutes = { routes: plan.routes, versions: plan.versions, defaultVersion: plan.defaultVersion, languages: Object.keys(plan.languages ?? {}) };
      return (
        <>
          {/* Read and run while the page is parsed, before its first paint (nearMissRedirect.ts); '<'
              escaped, so no path could end the element. */}
          <script type="application/json" id={NOT_FOUND_ROUTES_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(routes).replace(/</g, '\\u003c') }} />
          <script dangerouslySetInnerHTML={{ __html: plan.redirectScript }} />
          <NotFound
            versions={plan.versions}
            defaultVersion={plan.defaultVersion}
            strings={pick(pageStrings(), ['notFound.title', 'notFound.text', 'notFound.home'])}
            languages={plan.languages}
          />
        </>
      );
    }
    case 'home':
      return (
        <>
          <Home hero={plan.hero} features={plan.features} actions={<OfflineSave version={plan.shell.nav.version} language={otherLanguage(plan.shell)} />} />
          {mdxContent(plan.code, mdxComponents)}
        </>
      );
    case 'custom':
      return <article className="custom-content prose">{mdxContent(plan.code, mdxComponents)}</article>;
    case 'doc':
      return (
        <DocLayout
          data={plan.page}
          sidebar={plan.sidebar}
          pager={plan.pager}
          printLink={plan.printLink}
          versions={plan.versions}
          whatsNew={plan.whatsNew}
          untranslated={plan.shell.untranslated}
          outdated={plan.shell.outdated}
          offlineLanguage={otherLanguage(plan.shell)}
          // The one kind with a script is the upgrade page's picker (components/upgrade/upgradePicker.ts).
          scriptStrings={plan.script ? pick(pageStrings(), ['upgrade.label', 'upgrade.every']) : undefined}
        >
          {mdxContent(plan.code, componentsFor(plan.page.toc))}
          {plan.overview ? <Overview entries={plan.overview} strings={pick(pageStrings(), ['overview.title', 'overview.filter', 'overview.placeholder', 'overview.empty', 'overview.others'])} /> : null}
          {plan.script ? <script async src={plan.script} /> : null}
        </DocLayout>
      );
    case 'print':
      return <PrintBook book={plan.book} render={(chapter, components) => mdxContent(chapter.code, components)} />;
    case 'translation-status':
      return <TranslationStatus status={plan.status} />;
  }
}

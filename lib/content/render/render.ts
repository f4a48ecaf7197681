// Server only: what the one route shows at a site path, decided at build time as a typed render
// plan: the shell (navbar, banner, footer), which layout with which data, and the 404 page. The
// route only maps a plan to components.
import 'server-only';
import fs from 'node:fs';
import type { Metadata } from 'next';
import { siteConfig } from '../../config/site';
import { NOT_FOUND_SCRIPT } from '../../config/paths.mjs';
import { DEFAULT_LANGUAGE, docHref, homeHref, inLanguage, languagePrefix, NOT_FOUND_ROUTE, printHref, STATUS_ROUTE, versionedHref, versionPrefix, withBasePath } from '../../routes';
import { allRoutes, languageRoutes, overviewEntries, pageAt, pagerFor, versionsOldestFirst } from './navigation';
import { inLanguageOf, localeShell, notFoundLanguages, notFoundSwitcher, printLanguageShell } from './languages';
import { pageSource } from '../compile/page';
import { awaitPrepared } from './prepared';
import { siteLogos } from '../../config/logos';
import { printBook, printRoutes, printVersionAt } from '../outputs/print';
import { isStatusRoute, statusRoutes, translationStatus } from '../outputs/translationStatus';
import { getVersion, type SiteIndex, type SourcePage } from '../source/read';
import { versionContext, type VersionContext } from '../source/version';
import { pageVersions } from './crossVersion';
import { WHATS_NEW_SLUG } from '../generated/kinds';
import { rulesOf } from '../source/rules';
import { markNewSections, previousVersionOf } from '../source/changes';
import type { NavbarData, RenderPlan, ShellData } from '../types';
import { ENGLISH } from '../../i18n/strings';

export type { RenderPlan };

/**
 * Every route the export writes, in the order Next renders them: version by version, oldest first
 * (the order the content step prepares them in, so a worker's first pages are ready first:
 * prepared.ts), each version's written pages and then its print page, then every generated page
 * (prepared last), then the 404 page. Next hands each page worker a contiguous slice of this list,
 * and a print page costs as much as ~20 others: one at the end of each version's pages keeps them
 * spread through it (one worker rendering all of them at the end left the other idle for 0.7 s on
 * the corpus).
 */
export function exportedRoutes(site: SiteIndex): string[] {
  const last: string[] = [];
  const written = versionsOldestFirst(site).flatMap((version) => {
    const pages = [...getVersion(site, version).guides.values()];
    const href = (slug: string) => docHref(version, site.defaultVersion, slug);
    last.push(...pages.filter((p) => rulesOf(p).readsOtherPages).map((p) => href(p.slug)));
    return [homeHref(version, site.defaultVersion), ...pages.filter((p) => !rulesOf(p).readsOtherPages).map((p) => href(p.slug)), printHref(version, site.defaultVersion)];
  });
  // Every other language's pages after English's, whose versions are prepared by then.
  const languagePrints = printRoutes(site).slice(site.versions.length);
  return [...written, ...last, ...languageRoutes(site), ...languagePrints, ...statusRoutes(site), NOT_FOUND_ROUTE];
}

/** The navbar of a page of `version` at `routePath` (slug null for a version home and the 404 page), in `lang`. */
function navbarFor({ version, defaultVersion, versions }: VersionContext, slug: string | null, routePath: string, lang = DEFAULT_LANGUAGE): NavbarData {
  const prefix = `${languagePrefix(lang)}${versionPrefix(version, defaultVersion)}`;
  return {
    version,
    homeLink: inLanguage(homeHref(version, defaultVersion), lang),
    menu: { versionPrefix: prefix, pathInVersion: routePath.slice(prefix.length) },
    slug,
    versioned: versions.length > 1,
    isDefault: version === defaultVersion,
    logo: siteLogos(),
  };
}

// No robots noindex: the CDN answers unknown paths with status 404, which keeps the page out of indexes.
const notFoundMetadata: Metadata = { title: { absolute: '404 | DMSBG Docs' }, description: 'This page is not in the DMSBG guides.' };

/** Title, description, canonical URL and social cards of a site path; undefined when no page is there. */
export function metadataFor(site: SiteIndex, sitePath: string): Metadata | undefined {
  if (sitePath === NOT_FOUND_ROUTE) return notFoundMetadata;
  const print = printVersionAt(site, sitePath);
  if (print) return printMetadata(site, print.version, print.lang);
  if (isStatusRoute(site, sitePath)) return statusMetadata;
  const at = pageAt(site, sitePath);
  if (!at) return undefined;
  const { page, lang, translated } = at;
  const fm = page.frontmatter;
  const english = page.kind === 'home' ? homeHref(page.version, site.defaultVersion) : docHref(page.version, site.defaultVersion, page.slug);
  const route = inLanguage(english, lang);
  const title = page.kind === 'home' ? fm.title : `${fm.title} | ${fm.titleSuffix ?? siteConfig.titleSuffix}`;
  const description = fm.description ?? siteConfig.description;
  // An untranslated page in another language is a copy of the English one: canonical to it, and out
  // of search engines' indexes (and of the sitemap and hreflang). Translations name each other.
  const alternates = translatedIn(site, page, english);
  return {
    title: { absolute: title },
    description,
    alternates: {
      canonical: withBasePath(translated ? route : english),
      ...(alternates.length > 1 && translated ? { languages: Object.fromEntries([...alternates.map((a) => [a.lang, withBasePath(a.route)]), ['x-default', withBasePath(english)]]) } : {}),
    },
    ...(translated ? {} : { robots: { index: false, follow: true } }),
    openGraph: { title, description, type: 'article', siteName: siteConfig.title, url: withBasePath(translated ? route : english) },
    twitter: { card: 'summary', title, description },
  };
}

/** The languages a page is translated into (English first), with their routes: its hreflang alternates. */
function translatedIn(site: SiteIndex, page: SourcePage, english: string): { lang: string; route: string }[] {
  return site.locales.flatMap((locale) => {
    if (locale.code === DEFAULT_LANGUAGE) return [{ lang: locale.code, route: english }];
    const t = site.translations.get(locale.code)?.get(page.version);
    const has = page.kind === 'home' ? t?.home : t?.guides.get(page.slug);
    return has ? [{ lang: locale.code, route: inLanguage(english, locale.code) }] : [];
  });
}

/** The translation status page is for translators: out of search engines' indexes. */
const statusMetadata: Metadata = {
  title: { absolute: `${ENGLISH['status.title']} | ${siteConfig.titleSuffix}` },
  description: 'Which pages of the DMSBG guides each language has translated, and which changed in English since.',
  robots: { index: false, follow: true },
};

/** The print page: a copy of pages that have their own URLs, so kept out of search engines' indexes. */
function printMetadata(site: SiteIndex, version: string, lang: string): Metadata {
  const defaultVersion = site.defaultVersion;
  const title = `All ${version} guides on one page | ${siteConfig.titleSuffix}`;
  const description = `Every page of the DMSBG ${version} guides on one page, to print or save as PDF.`;
  return { title: { absolute: title }, description, robots: { index: false, follow: true }, alternates: { canonical: withBasePath(inLanguage(printHref(version, defaultVersion), lang)) } };
}

/** What the route renders at a site path; undefined when no page is there. */
export async function renderPlan(site: SiteIndex, sitePath: string): Promise<RenderPlan | undefined> {
  // Before any page source is read: until the content step has prepared the pages a plan is made of
  // into the page cache, reading one would compile it again here (in each of Next's workers, beside the step).
  if (sitePath === NOT_FOUND_ROUTE) {
    awaitPrepared('written');
    // The 404 page wears the default version's navbar; its inlined script (bundled by the content step,
    // before the barrier) sends a near-miss URL to the page it names.
    const shell: ShellData = { nav: navbarFor(versionContext(site, site.defaultVersion), null, NOT_FOUND_ROUTE), pageType: '404', ...notFoundSwitcher(site) };
    return {
      layout: 'not-found',
      shell,
      routes: [...allRoutes(site), ...languageRoutes(site), ...printRoutes(site), ...statusRoutes(site)],
      redirectScript: fs.readFileSync(NOT_FOUND_SCRIPT, 'utf8'),
      versions: site.versions,
      defaultVersion: site.defaultVersion,
      ...(site.locales.length > 1 ? { languages: notFoundLanguages(site) } : {}),
    };
  }
  const print = printVersionAt(site, sitePath);
  if (print) {
    awaitPrepared({ version: print.version });
    const v = versionContext(site, print.version);
    const book = await printBook(site, v, print.lang, inLanguageOf(site, print.lang, v.version).sidebar(v.sidebar));
    // No slug: the version switcher offers the other versions' homes.
    return { layout: 'print', shell: { nav: navbarFor(v, null, book.routePath, print.lang), pageType: 'doc', ...printLanguageShell(site, print) }, book };
  }
  if (isStatusRoute(site, sitePath)) {
    // It reads every version's pages and translations, all known before any page is compiled.
    const shell = { nav: navbarFor(versionContext(site, site.defaultVersion), null, STATUS_ROUTE), pageType: 'doc' as const };
    return { layout: 'translation-status', shell, status: translationStatus(site) };
  }
  const at = pageAt(site, sitePath);
  if (!at) return undefined;
  const { page, lang } = at;
  // A written page's plan reads its own version's pages; a page made of other pages is made last (prepared.ts).
  awaitPrepared(rulesOf(page).readsOtherPages ? 'all' : { version: page.version });
  // The page's version, looked up once for every helper below.
  const v = versionContext(site, page.version);
  const { code, data } = await pageSource(site, page, lang);
  const fm = page.frontmatter;
  const nav = navbarFor(v, page.kind === 'home' ? null : page.slug, data.routePath, lang);
  const shell: ShellData = { nav, pageType: data.pageType, showNavbar: fm.navbar !== false, showFooter: fm.footer !== false, ...languageShell(site, at) };
  const localized = inLanguageOf(site, lang, page.version);
  if (data.pageType === 'home') {
    // Hero and feature links are written version-neutral, like MDX links.
    const link = (written: string) => versionedHref(written, `${languagePrefix(lang)}${versionPrefix(v.version, v.defaultVersion)}`);
    return {
      layout: 'home',
      shell: { ...shell, footerMessage: siteConfig.footerMessage },
      code,
      hero: fm.hero && { ...fm.hero, actions: fm.hero.actions?.map((a) => ({ ...a, link: link(a.link) })) },
      features: fm.features?.map((f) => ({ ...f, link: f.link && link(f.link) })),
    };
  }
  if (data.pageType === 'custom' || data.pageType === 'blank') return { layout: 'custom', shell, code };
  return {
    layout: 'doc',
    shell,
    code,
    // "New in <version>" badges: in the plan only, never in the heading ids, search or Markdown twin.
    page: { ...data, toc: page.lang ? data.toc : markNewSections(page, previousVersionOf(site, v.version), data.toc) },
    sidebar: localized.sidebar(v.sidebar),
    pager: localized.pager(pagerFor(v, page.slug)),
    printLink: inLanguage(printHref(v.version, v.defaultVersion), lang),
    overview: fm.overview ? localized.overview(await overviewEntries(v, page.slug)) : undefined,
    versions: localized.versions(pageVersions(site, v, page.slug)),
    whatsNew: page.slug === '' ? localized.link(whatsNewLink(v)) : undefined,
    script: page.made?.script && withBasePath(page.made.script),
  };
}

/** The shell's language: the page's language and direction, the switcher's languages (only with more than one). */
function languageShell(site: SiteIndex, { page, lang, translated }: { page: SourcePage; lang: string; translated: boolean }): Pick<ShellData, 'lang' | 'dir' | 'localeStrings' | 'languages' | 'untranslated' | 'outdated'> {
  const locale = site.locales.find((l) => l.code === lang)!;
  // An English-only site's plans stay as they were.
  if (site.locales.length < 2) return {};
  const english = page.kind === 'home' ? homeHref(page.version, site.defaultVersion) : docHref(page.version, site.defaultVersion, page.slug);
  const translatedInto = new Set(translatedIn(site, page, english).map((a) => a.lang));
  return {
    ...localeShell(site, lang),
    languages: site.locales.map((l) => ({ lang: l.code, label: l.label, link: inLanguage(english, l.code), translated: translatedInto.has(l.code), current: l.code === lang })),
    ...(translated ? {} : { untranslated: { language: locale.label, english } }),
    ...(page.status?.state === 'outdated' ? { outdated: { english, sections: page.status.sections } } : {}),
  };
}

function whatsNewLink({ guides, version, defaultVersion }: VersionContext): { text: string; link: string } | undefined {
  const page = guides.get(WHATS_NEW_SLUG);
  return page && { text: page.frontmatter.title, link: docHref(version, defaultVersion, WHATS_NEW_SLUG) };
}

// Server only: the translation status page's data (issue #47 item 4, design §5.5): for each language
// other than English, how many interface strings it translates and, version by version, every page
// English has, in sidebar order: current, current through another version's translation, outdated
// (its own or the nearest version's translation) with the English sections changed since (linked), or
// missing (readers see the English text). Built only when the site has more than one language;
// noindex, out of the sitemap, search and Markdown twins.
import 'server-only';
import { docHref, homeHref, inLanguage, normalizePath, STATUS_ROUTE } from '../../routes';
import { ENGLISH } from '../../i18n/strings';
import { rulesOf } from '../source/rules';
import type { SiteIndex, SourcePage } from '../source/read';
import type { StatusPage, TranslationStatus } from '../types';

/** The status page's route, on a site with more than one language. */
export function statusRoutes(site: SiteIndex): string[] {
  return site.locales.length > 1 ? [STATUS_ROUTE] : [];
}

export const isStatusRoute = (site: SiteIndex, sitePath: string) => statusRoutes(site).includes(normalizePath(sitePath));

/** Every language's strings and pages against today's English. */
export function translationStatus(site: SiteIndex): TranslationStatus {
  const keys = Object.keys(ENGLISH);
  return {
    languages: site.locales.slice(1).map((locale) => ({
      code: locale.code,
      label: locale.label,
      strings: { translated: keys.filter((k) => k in locale.strings).length, total: keys.length, english: keys.filter((k) => !(k in locale.strings)) },
      versions: site.versions.map((version) => {
        const v = site.byVersion.get(version)!;
        const translated = site.translations.get(locale.code)?.get(version);
        // The home, then the guides in sidebar order, then any guide outside the sidebar; not the pages the build writes.
        const slugs = [...new Set([...v.order.map((o) => o.slug), ...v.guides.keys()])].filter((slug) => rulesOf(v.guides.get(slug)).fromFile);
        const row = (english: SourcePage, translation: SourcePage | undefined, route: string): StatusPage => {
          const base = { title: translation?.frontmatter.title ?? english.frontmatter.title, link: inLanguage(route, locale.code) };
          const status = translation?.status;
          if (!translation || !status || status.state === 'missing') return { ...base, state: 'missing' };
          const inherited = translation.inheritedFrom ? { inheritedFrom: translation.inheritedFrom } : {};
          if (status.state === 'current') return { ...base, state: 'current', ...inherited };
          return { ...base, state: 'outdated', ...inherited, sections: status.sections.map((s) => ({ heading: s.heading, link: s.anchor ? `${route}#${s.anchor}` : route })) };
        };
        return {
          version,
          pages: [
            row(v.home, translated?.home, homeHref(version, site.defaultVersion)),
            ...slugs.map((slug) => row(v.guides.get(slug)!, translated?.guides.get(slug), docHref(version, site.defaultVersion, slug))),
          ],
        };
      }),
    })),
  };
}

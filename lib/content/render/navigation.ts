// Server only: where links lead - pager, the versions file (version switcher counterparts), every route, the page
// behind a path, and overview entries. Reads the site index; never touches the file system.
import 'server-only';
import { docHref, homeHref, normalizePath, parsePath } from '../../routes';
import { flattenLinks } from '../source/sidebar';
import { compareVersionsDesc, type VersionsFile } from '../../routes/versions';
import type { SiteIndex, SourcePage, VersionIndex } from '../source/read';
import { tocOf } from '../compile/page';
import { versionIndexes, type VersionContext } from '../source/version';
import type { OverviewEntry, PagerLinks, SidebarItem } from '../types';

export function pagerFor({ order, version, defaultVersion }: VersionContext, slug: string): PagerLinks {
  const i = order.findIndex((o) => o.slug === slug);
  if (i < 0) return {};
  const link = (o?: { slug: string; text: string }) => o && { text: o.text, link: docHref(version, defaultVersion, o.slug) };
  return { prev: link(order[i - 1]), next: link(order[i + 1]) };
}

/** The versions file the browser reads for the version switcher and the banner (lib/routes/versions.ts). */
export function versionsFile(site: SiteIndex): VersionsFile {
  return {
    defaultVersion: site.defaultVersion,
    versions: versionIndexes(site).map(({ version, guides }) => {
      const replaces: Record<string, string> = {};
      for (const [slug, page] of guides) if (page.frontmatter.replaces) replaces[slug] = page.frontmatter.replaces;
      return { version, slugs: [...guides.keys()], replaces };
    }),
  };
}

/** Every route of the site, as site paths (for generateStaticParams, the 404 normaliser and tests). */
/**
 * The versions in the order the build prepares and renders their pages: oldest first, so a page's
 * previous version is ready before it (lib/content/render/prepared.ts).
 */
export const versionsOldestFirst = (site: SiteIndex): string[] => [...site.versions].sort(compareVersionsDesc).reverse();

export function allRoutes(site: SiteIndex): string[] {
  return versionIndexes(site).flatMap(({ version, guides }) => [
    homeHref(version, site.defaultVersion),
    ...[...guides.keys()].map((slug) => docHref(version, site.defaultVersion, slug)),
  ]);
}

/** The source page behind a site path, or undefined (unknown path: the 404 page). */
export function findPage(site: SiteIndex, sitePath: string): SourcePage | undefined {
  const parsed = parsePath(sitePath, site.versions, site.defaultVersion);
  const v = site.byVersion.get(parsed.version);
  if (!v || parsed.kind === 'other') return undefined;
  // The default version has no segment; '/2.7.0/...' is not a page of its own (404 redirects it).
  if (parsed.version === site.defaultVersion && normalizePath(sitePath).startsWith(`/${site.defaultVersion}/`)) return undefined;
  return parsed.kind === 'home' ? v.home : v.guides.get(parsed.slug);
}

/**
 * Entries of an overview page (frontmatter `overview: true`): the other pages of its sidebar
 * section, grouped by their sub-group ('' for direct children: the Overview names it), with their h2 headings.
 */
export async function overviewEntries(v: VersionIndex, slug: string): Promise<OverviewEntry[]> {
  const entries: (OverviewEntry | Promise<OverviewEntry>)[] = [];
  const visit = (items: SidebarItem[], group: string | null, inSection: boolean) => {
    for (const item of items) {
      if (item.type === 'group') {
        const holds = flattenLinks(item.items).some((l) => l.slug === slug);
        if (inSection) visit(item.items, group ?? item.text, true);
        else if (holds) visit(item.items, null, true);
      } else if (item.type === 'link' && inSection && item.slug !== undefined && item.slug !== slug) {
        const page = v.guides.get(item.slug)!;
        const entry = { title: item.text, link: item.link, group: group ?? '' };
        // From the page cache's outline: no parse when the page was compiled before.
        entries.push(tocOf(page).then((toc) => ({ ...entry, headers: toc.filter((h) => h.depth === 2).map(({ text, id }) => ({ text, id })) })));
      }
    }
  };
  visit(v.sidebar, null, false);
  return Promise.all(entries);
}

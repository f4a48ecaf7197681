// Server only: the pages the build writes itself, one list so another generated page is one more
// entry, each in every version but the oldest: "What's new in <version>" (guides/whats-new/,
// lib/content/whatsNew.ts) and "Upgrading to <version>" (guides/upgrade/, lib/content/upgradePage.ts);
// and the Glossary in every version that has one (lib/content/glossaryPage.ts). Each is a guide page
// like any other (sidebar, search, Markdown twin, llms files, sitemap, offline), whose Markdown body
// is made on first read instead of read from a file.
import 'server-only';
import path from 'node:path';
import { docHref } from '../routes';
import { UPGRADE_SCRIPT, UPGRADE_SLUG } from '../routes/upgrade';
import { addGlossaryPage } from './glossaryPage';
import { upgradeBody } from './upgradePage';
import { cachedWhatsNewBody, WHATS_NEW_SLUG } from './whatsNew';
import type { SourcePage, VersionIndex } from './siteTypes';
import type { SidebarLink } from './types';

export { WHATS_NEW_SLUG, whatsNewBody } from './whatsNew';
export { upgradeBody } from './upgradePage';
export { versionChanges, type VersionChanges, type Written } from './versionChanges';
/** Each version's upgrade page: every written change since the version a reader runs. */
export { UPGRADE_SCRIPT, UPGRADE_SLUG };
/** Slugs no content page may take. */
export const GENERATED_SLUGS: readonly string[] = [WHATS_NEW_SLUG, UPGRADE_SLUG];

/**
 * Adds each version's generated pages to its guides, sidebar (after the Introduction) and reading
 * order. `versions` in any order; the oldest version has no What's new.
 */
export function addGeneratedPages(
  contentDir: string,
  versions: string[],
  defaultVersion: string,
  byVersion: Map<string, VersionIndex>,
  compare: (a: string, b: string) => number,
): void {
  for (const version of versions) addGlossaryPage(contentDir, defaultVersion, byVersion.get(version)!);
  const chronological = [...versions].sort((a, b) => compare(b, a));
  chronological.forEach((version, i) => {
    if (i === 0) return;
    const current = byVersion.get(version)!;
    const previous = byVersion.get(chronological[i - 1])!;
    const generatedPage = (slug: string, title: string, description: string, make: () => string): SourcePage => {
      let body: string | undefined;
      return {
        version,
        slug,
        kind: 'guide',
        file: path.join(contentDir, version, 'guides', `${slug}.md`),
        frontmatter: { title, description },
        // Made on first read: a build whose pages all come from the caches never counts.
        get body() {
          return (body ??= make());
        },
        bodyLineOffset: 0,
        generated: true,
      };
    };
    const pages = [
      generatedPage(WHATS_NEW_SLUG, `What's new in ${version}`, `The pages added, removed, replaced and changed in the DMSBG ${version} guides since ${previous.version}.`, () =>
        cachedWhatsNewBody(current, previous),
      ),
      generatedPage(UPGRADE_SLUG, `Upgrading to ${version}`, `Every change the DMSBG guides record from the version a unit runs to ${version}, and what to do before upgrading.`, () =>
        upgradeBody(chronological.slice(0, i + 1).map((v) => byVersion.get(v)!)),
      ),
    ];
    const intro = current.sidebar.findIndex((item) => item.type === 'link' && item.slug === '');
    const order = current.order.findIndex((o) => o.slug === '');
    pages.forEach((page, k) => {
      current.guides.set(page.slug, page);
      const text = page.frontmatter.title;
      current.sidebar.splice(intro + 1 + k, 0, { type: 'link', text, link: docHref(version, defaultVersion, page.slug), slug: page.slug } satisfies SidebarLink);
      current.order.splice(order + 1 + k, 0, { slug: page.slug, text });
    });
  });
}

// Server only: the site index every route, build step and test reads: the written pages as the source
// stage reads and checks them (source/read.ts), with the pages the build writes added (the page kinds,
// generated/kinds.ts). What code outside lib/content imports of the pipeline's index.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_STAMP } from '../config/paths.mjs';
import { ContentError } from './errors';
import { addKindPages, addLanguageKindPages, RESERVED_SLUGS } from './generated/kinds';
import { compareVersionsDesc, CONTENT_DIR, readSite } from './source/read';
import type { SiteIndex } from './source/siteTypes';

export { compareVersionsDesc, CONTENT_DIR, getVersion, listVersions } from './source/read';
export type { SiteIndex, SourcePage, VersionIndex } from './source/siteTypes';

/** Every version's written pages and the pages its kinds write; a writer's page at a kind's slug fails. */
export function buildSiteIndex(contentDir = CONTENT_DIR): SiteIndex {
  const site = readSite(contentDir);
  for (const v of site.byVersion.values()) {
    for (const page of v.guides.values()) {
      if (RESERVED_SLUGS.includes(page.slug)) throw new ContentError(page.file, `guides/${page.slug}/ is a page the build writes (lib/content/generated/kinds.ts); name this page otherwise`, 1);
    }
  }
  addKindPages(contentDir, site.versions, site.defaultVersion, site.byVersion, compareVersionsDesc);
  addLanguageKindPages(site, compareVersionsDesc);
  return site;
}

let cached: SiteIndex | undefined;
let cachedStamp: string | undefined;
/**
 * The site index; in `next dev` rebuilt whenever the content may have changed: on every call, or,
 * under `npm run dev` (which rewrites public/static/content-stamp.json on every content edit), once
 * per edit, so a render does not read every page again for each of its calls.
 */
export function getSiteIndex(): SiteIndex {
  if (process.env.NODE_ENV === 'development') {
    let stamp = '';
    try {
      stamp = (JSON.parse(fs.readFileSync(path.resolve('public', CONTENT_STAMP), 'utf8')) as { stamp?: string }).stamp ?? '';
    } catch {}
    if (!stamp || stamp !== cachedStamp || !cached) cached = buildSiteIndex();
    cachedStamp = stamp;
    return cached;
  }
  cached ??= buildSiteIndex();
  return cached;
}

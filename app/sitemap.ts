import type { MetadataRoute } from 'next';
import { site } from '@/lib/config/site';
import { allRoutes, getSiteIndex } from '@/lib/content/site';
import { withBasePath } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page of every version. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes(getSiteIndex()).map((route) => ({ url: `${site.url}${withBasePath(route)}` }));
}

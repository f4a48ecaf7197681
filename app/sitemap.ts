import type { MetadataRoute } from 'next';
import { site } from '@/lib/config/site';
import { getSiteIndex } from '@/lib/content/site';
import { allRoutes } from '@/lib/content/navigation';
import { withBasePath } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page of every version. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes(getSiteIndex()).map((route) => ({ url: `${site.url}${withBasePath(route)}` }));
}

import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/config/siteUrl';
import { getSiteIndex } from '@/lib/content/site';
import { allRoutes } from '@/lib/content/navigation';
import { withBasePath } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page of every version. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes(getSiteIndex()).map((route) => ({ url: `${SITE_URL}${withBasePath(route)}` }));
}

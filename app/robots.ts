import type { MetadataRoute } from 'next';
import { site } from '@/lib/config/site';
import { withBasePath } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${site.url}${withBasePath('/sitemap.xml')}` };
}

import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/config/siteUrl';
import { withBasePath } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${SITE_URL}${withBasePath('/sitemap.xml')}` };
}

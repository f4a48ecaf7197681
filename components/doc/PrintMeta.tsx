import { SITE_URL } from '@/lib/config/siteUrl';
import { siteConfig } from '@/lib/config/site';
import { withBasePath } from '@/lib/routes';

/** Under a page's title, in print only (app/styles/print.css): which page and version the sheet is, and its address. */
export function PrintMeta({ title, version, routePath }: { title: string; version: string; routePath: string }) {
  return (
    <p className="print-only print-meta">
      {title} · {siteConfig.title}, version {version} · {SITE_URL + withBasePath(routePath)}
    </p>
  );
}

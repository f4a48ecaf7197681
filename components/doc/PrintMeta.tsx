import { SITE_URL } from '@/lib/config/siteUrl';
import { siteConfig } from '@/lib/config/site';
import { withBasePath } from '@/lib/routes';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';

/** Under a page's title, in print only (app/styles/print.css): which page and version the sheet is, and its address. */
export function PrintMeta({ title, version, routePath }: { title: string; version: string; routePath: string }) {
  return (
    <p className="print-only print-meta">
      {format(pageStrings()['doc.printMeta'], { title, site: siteConfig.title, version, url: SITE_URL + withBasePath(routePath) })}
    </p>
  );
}

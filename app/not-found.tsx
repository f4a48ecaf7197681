// Next renders this boundary into every page's RSC payload, so it stays tiny. The real 404 page is
// the route at NOT_FOUND_ROUTE, copied to out/404.html after the build (scripts/build/export-404.mjs);
// this one shows only under `next dev`, for a path that has no page.
import { NOT_FOUND_ROUTE, withBasePath } from '@/lib/routes';
import { pageStrings } from '@/lib/i18n/page';

export default function DevNotFound() {
  const s = pageStrings();
  return (
    <main id="main-content" className="not-found">
      <h1 className="not-found-title">{s['notFound.title']}</h1>
      <a className="button button-brand" href={withBasePath(NOT_FOUND_ROUTE)}>
        {s['notFound.devLink']}
      </a>
    </main>
  );
}

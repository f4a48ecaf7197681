// Next renders this boundary into every page's RSC payload, so it stays tiny. The real 404 page is
// the route at NOT_FOUND_ROUTE, copied to out/404.html after the build (scripts/build/export-404.mjs);
// this one shows only under `next dev`, for a path that has no page.
import { NOT_FOUND_ROUTE, withBasePath } from '@/lib/routes';

export default function DevNotFound() {
  return (
    <main id="main-content" className="not-found">
      <h1 className="not-found-title">PAGE NOT FOUND</h1>
      <a className="button button-brand" href={withBasePath(NOT_FOUND_ROUTE)}>
        Open the 404 page
      </a>
    </main>
  );
}

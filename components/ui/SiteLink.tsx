// The one link element. A page of this site is a plain anchor with the base path, so it costs
// nothing to hydrate (a doc page has over a hundred): RouteEffects turns clicks on same-site anchors
// into client navigations and fetches a page's payload on intent (pointer over, focus, touch).
// A link to another site opens in a new tab. What a written link means is decided before, by
// versionedHref in lib/routes. Also rendered outside Next (the offline page's navbar,
// components/navbar/NavbarBrand.tsx says how), hence the pragma.
// @jsxRuntime automatic
import type { ComponentProps } from 'react';
import { isExternal, withBasePath } from '@/lib/routes';

export function SiteLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return isExternal(href) ? (
    <a href={href} {...rest} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={withBasePath(href)} {...rest}>
      {children}
    </a>
  );
}

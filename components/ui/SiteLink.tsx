// The one link to a page of this site: a plain anchor with the base path, so it costs nothing to
// hydrate (a doc page has over a hundred). RouteEffects turns clicks on same-site anchors into
// client navigations and fetches a page's payload on intent (pointer over, focus, touch).
import type { ComponentProps } from 'react';
import { withBasePath } from '@/lib/routes';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

export function SiteLink({ href, ...rest }: SiteLinkProps) {
  return <a href={withBasePath(href)} {...rest} />;
}

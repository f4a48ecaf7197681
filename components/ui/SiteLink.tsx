import Link from 'next/link';
import type { ComponentProps } from 'react';
import { withBasePath } from '@/lib/routes';

/**
 * A link to a site path. Next's Link drops the trailing slash when the last segment contains a
 * dot, which turns a version home ('/2.6.9/') into a path the export does not have; such links
 * are plain anchors (a full page load) instead.
 */
export function SiteLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string; prefetch?: boolean }) {
  if (/\/[^/]*\.[^/]*\/$/.test(href)) {
    const { prefetch: _prefetch, ...anchor } = rest;
    return <a href={withBasePath(href)} {...anchor} />;
  }
  return <Link href={href} {...rest} />;
}

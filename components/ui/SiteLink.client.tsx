'use client';
// Browser: the one link to a page of this site. Routes are fetched on intent (pointer over, focus,
// touch), never for every link in view: a sidebar full of visible links would otherwise download
// dozens of page payloads on a phone before the reader has chosen one.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { withBasePath } from '@/lib/routes';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

export function SiteLink({ href, ...rest }: SiteLinkProps) {
  const router = useRouter();
  // Next's Link drops the trailing slash when the last segment contains a dot, which turns a
  // version home ('/2.6.9/') into a path the export does not have: a plain anchor (full load) instead.
  if (/\/[^/]*\.[^/]*\/$/.test(href)) return <a href={withBasePath(href)} {...rest} />;
  const warm = () => router.prefetch(href.split('#')[0]);
  return (
    <Link
      href={href}
      prefetch={false}
      {...rest}
      onPointerEnter={(e) => (warm(), rest.onPointerEnter?.(e))}
      onFocus={(e) => (warm(), rest.onFocus?.(e))}
      onTouchStart={(e) => (warm(), rest.onTouchStart?.(e))}
    />
  );
}

// The components MDX pages may use, and the element overrides of the doc body.
import type { ComponentProps } from 'react';
import { isExternal } from '@/lib/routes';
import { SiteLink } from '../ui/SiteLink';
import { CodeBlock } from './CodeBlock.client';
import { PackageManagerTabs } from './PackageManagerTabs';
import { Tab, Tabs } from './Tabs.client';

function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('#')) return <a href={href} {...rest}>{children}</a>;
  if (isExternal(href) || href.startsWith('/dmsbg/')) {
    // Files under public/ already carry the base path; other sites open in a new tab.
    const external = isExternal(href);
    return (
      <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={href} {...rest}>
      {children}
    </SiteLink>
  );
}

function Image({ alt = '', ...rest }: ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" decoding="async" {...rest} />;
}

/** A scrollable table region, named by the content pipeline after its section (remarkTableLabels). */
function Table({ 'data-label': label = 'Table', ...props }: ComponentProps<'table'> & { 'data-label'?: string }) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={label}>
      <table {...props} />
    </div>
  );
}

export const mdxComponents = {
  a: Anchor,
  img: Image,
  pre: CodeBlock,
  table: Table,
  Tabs,
  Tab,
  PackageManagerTabs,
};

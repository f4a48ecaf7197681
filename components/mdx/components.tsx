// The components MDX pages may use, and the element overrides of the doc body.
import type { ComponentProps } from 'react';
import { SiteLink } from '../ui/SiteLink';
import { Pre, Tabs } from './withStrings';
import { H2, H3 } from './HeadingLink';
import { PackageManagerTabs } from './PackageManagerTabs';
import { Tab } from './Tabs.client';
import { Term } from './Term';
import { PortRules } from './PortRules';
import { pageStrings } from '@/lib/i18n/page';

function Image({ alt = '', ...rest }: ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" decoding="async" {...rest} />;
}

/**
 * A scrollable table region (focusable, so a keyboard can scroll it), named by the content
 * pipeline after its section (remarkTableLabels): a named <section> is the native region.
 */
function Table({ 'data-label': label, ...props }: ComponentProps<'table'> & { 'data-label'?: string }) {
  return (
    <section className="table-wrapper" tabIndex={0} aria-label={label ?? pageStrings()['doc.table']}>
      <table {...props} />
    </section>
  );
}

export const mdxComponents = {
  // Links arrive resolved by the content pipeline (remarkLinks): site paths, files, other sites.
  a: SiteLink,
  h2: H2,
  h3: H3,
  img: Image,
  pre: Pre,
  table: Table,
  Tabs,
  Tab,
  PackageManagerTabs,
  Term,
  PortRules,
};

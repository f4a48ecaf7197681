// The doc body's components for one chapter of the print page: heading ids get the chapter's anchor
// as a prefix (unique on the page), headings go one level down (the page's title is the chapter's
// h2), links to a page of the version lead to its chapter, and table and callout names say which
// chapter they are in (landmark names stay unique on the page).
import type { ComponentProps, ReactNode } from 'react';
import type { PrintChapter } from '@/lib/content/types';
import { mdxComponents } from '../mdx/components';
import { LinkedHeading } from '../mdx/HeadingLink';
import { SiteLink } from '../ui/SiteLink';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';

/** Where a link written on `chapter` leads on the print page; `anchors` maps each page's site path to its chapter. */
export function printHrefOf(href: string, chapter: Pick<PrintChapter, 'anchor'>, anchors: ReadonlyMap<string, string>): string {
  if (href.startsWith('#')) return `#${chapter.anchor}--${href.slice(1)}`;
  const [path, hash] = href.split('#');
  const target = anchors.get(path);
  if (target === undefined) return href;
  return hash ? `#${target}--${hash}` : `#${target}`;
}

export function chapterComponents(chapter: PrintChapter, anchors: ReadonlyMap<string, string>) {
  const id = (raw?: string) => raw && `${chapter.anchor}--${raw}`;
  const Table = mdxComponents.table;
  const s = pageStrings();
  const inChapter = (name: string) => format(s['print.inChapter'], { name, chapter: chapter.label });
  return {
    ...mdxComponents,
    a: ({ href = '', ...rest }: ComponentProps<'a'>) => <SiteLink href={printHrefOf(href, chapter, anchors)} {...rest} />,
    h2: ({ id: raw, ...rest }: ComponentProps<'h2'>) => <LinkedHeading as="h3" id={id(raw)} {...rest} />,
    h3: ({ id: raw, ...rest }: ComponentProps<'h3'>) => <LinkedHeading as="h4" id={id(raw)} {...rest} />,
    h4: ({ id: raw, ...rest }: ComponentProps<'h4'>) => <h5 id={id(raw)} {...rest} />,
    h5: ({ id: raw, ...rest }: ComponentProps<'h5'>) => <h6 id={id(raw)} {...rest} />,
    h6: ({ id: raw, ...rest }: ComponentProps<'h6'>) => <h6 id={id(raw)} {...rest} />,
    aside: ({ 'aria-label': label, ...rest }: ComponentProps<'aside'>) => <aside aria-label={label && inChapter(label)} {...rest} />,
    // Print shows a term as the word alone (and keeps ids unique on the page).
    Term: ({ lead = '', children }: { lead?: string; children?: ReactNode }) => (
      <>
        {lead}
        {children}
      </>
    ),
    // The rule builder is for the screen.
    PortRules: () => null,
    table: ({ 'data-label': label, ...rest }: ComponentProps<typeof Table>) => <Table data-label={inChapter(label ?? s['doc.table'])} {...rest} />,
  };
}

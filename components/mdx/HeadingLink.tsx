// Server only (no client code): h2 and h3 of the doc body with a link to themselves, the way
// Starlight puts an anchor link after each heading. The link sits beside the heading, not in it, so
// the heading's text and accessible name stay the section's title; the TOC, the search text and the
// Markdown twin come from the Markdown tree before this renders, so none of them sees the link.
import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { headingWrapperClass } from './headingClass';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';

/** The text a reader sees in rendered children (inline code, emphasis and links included). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

type HeadingTag = 'h2' | 'h3' | 'h4';

/**
 * A heading followed by a link to it; `as` is the element (the print page shifts levels down one).
 * `newIn` adds the "New in <version>" badge beside the heading, outside it: the heading's text,
 * accessible name and id stay the section's title.
 */
export function LinkedHeading({ as: Tag, id, children, newIn, ...rest }: ComponentProps<'h2'> & { as: HeadingTag; newIn?: string }) {
  if (!id) return <Tag {...rest}>{children}</Tag>;
  const s = pageStrings();
  return (
    <div className={headingWrapperClass(Tag)}>
      <Tag id={id} {...rest}>
        {children}
      </Tag>
      {newIn ? <span className="badge section-new">{format(s['doc.newIn'], { version: newIn })}</span> : null}
      <a className="heading-anchor" href={`#${id}`} aria-label={format(s['doc.linkToSection'], { title: textOf(children).trim() })}>
        <span aria-hidden="true">#</span>
      </a>
    </div>
  );
}

export const H2 = (props: ComponentProps<'h2'>) => <LinkedHeading as="h2" {...props} />;
export const H3 = (props: ComponentProps<'h3'>) => <LinkedHeading as="h3" {...props} />;

/** The h2 and h3 of a page whose sections `newIn` (id -> version) are new, with their badges. */
export function headingsWithBadges(newIn: ReadonlyMap<string, string>) {
  return {
    h2: (props: ComponentProps<'h2'>) => <LinkedHeading as="h2" newIn={props.id ? newIn.get(props.id) : undefined} {...props} />,
    h3: (props: ComponentProps<'h3'>) => <LinkedHeading as="h3" newIn={props.id ? newIn.get(props.id) : undefined} {...props} />,
  };
}

// A glossary term's first use on a page (the content pipeline's remarkTerms writes <Term>): the word
// is a button whose definition shows on hover and keyboard focus (CSS) and opens as a native popover
// on click or tap, which Escape and a tap outside close. No script: the page ships none for it.
// Screen readers hear the definition as the button's description. Print shows the word alone.
import type { ReactNode } from 'react';
import { termId } from '@/lib/glossary/glossary';
import { SiteLink } from '../ui/SiteLink';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';

export function Term({
  term = '',
  definition = '',
  href = '',
  lead = '',
  children,
}: {
  term?: string;
  definition?: string;
  href?: string;
  /** An opening bracket or quote written right before the term, kept on its line. */
  lead?: string;
  children?: ReactNode;
}) {
  const id = `term-${termId(term)}`;
  return (
    <span className="term">
      {lead}
      <button type="button" className="term-button" popoverTarget={id} aria-describedby={id}>
        {children}
      </button>
      <span id={id} popover="auto" className="term-def">
        <strong>{term}</strong>: {definition} <SiteLink href={href}>{format(pageStrings()['doc.termMore'], { term })}</SiteLink>
      </span>
    </span>
  );
}

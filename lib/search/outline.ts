// The outline file as it travels (types.ts: SearchOutlineFile): a heading's id is left out where it is
// the id the browser derives from the heading's text, which is nearly every heading; that is a quarter
// of the outline's gzip, which a reader's first search on a phone waits for. The build writes what
// `packOutline` makes, and the browser reads it back through `unpackOutline`: the same function decides
// both ways, so the ids cannot drift from the pages' (outline.test.ts).
import type { SearchOutlineFile, SearchSection } from './types';

/** The outline on the wire: a heading's `id` only where `derivedHeadingId` of its text differs. */
export type PackedOutlineFile = Omit<SearchOutlineFile, 'documents'> & {
  documents: (Omit<SearchOutlineFile['documents'][number], 'toc'> & { toc: (Omit<SearchSection, 'id'> & { id?: string })[] })[];
};

/** Lower case, spaces to hyphens, and only letters, marks, digits, `_` and `-` kept: most headings' ids. */
export const derivedHeadingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

export function packOutline(file: SearchOutlineFile): PackedOutlineFile {
  return {
    ...file,
    documents: file.documents.map((doc) => ({
      ...doc,
      toc: doc.toc.map(({ id, ...heading }) => (id === derivedHeadingId(heading.text) ? heading : { ...heading, id })),
    })),
  };
}

export function unpackOutline(file: PackedOutlineFile): SearchOutlineFile {
  return {
    ...file,
    documents: file.documents.map((doc) => ({ ...doc, toc: doc.toc.map((h) => ({ ...h, id: h.id ?? derivedHeadingId(h.text) })) })),
  };
}

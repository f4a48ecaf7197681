// The outline file as it travels (types.ts: SearchOutlineFile): a heading's id is left out where it is
// what the pages' own slugify (lib/mdx/slug.ts) gives its text, which is nearly every heading; that is a
// quarter of the outline's gzip, which a reader's first search on a phone waits for. The build writes what
// `packOutline` makes, and the browser reads it back through `unpackOutline`: the same function decides
// both ways, so the ids cannot drift from the pages' (outline.test.ts).
import { slugify } from '../mdx/slug';
import type { SearchOutlineFile, SearchSection } from './types';

/** The outline on the wire: a heading's `id` only where the pages' own `slugify` of its text differs. */
export type PackedOutlineFile = Omit<SearchOutlineFile, 'documents'> & {
  documents: (Omit<SearchOutlineFile['documents'][number], 'toc'> & { toc: (Omit<SearchSection, 'id'> & { id?: string })[] })[];
};

export function packOutline(file: SearchOutlineFile): PackedOutlineFile {
  return {
    ...file,
    documents: file.documents.map((doc) => ({
      ...doc,
      toc: doc.toc.map(({ id, ...heading }) => (id === slugify(heading.text) ? heading : { ...heading, id })),
    })),
  };
}

export function unpackOutline(file: PackedOutlineFile): SearchOutlineFile {
  return {
    ...file,
    documents: file.documents.map((doc) => ({ ...doc, toc: doc.toc.map((h) => ({ ...h, id: h.id ?? slugify(h.text) })) })),
  };
}

// Build only: writes each version's search index as static JSON files, its outline and its shards
// (types.ts, shards.ts), with a content hash in their names
// (public/static/search/search_index.<version>.<part>.<hash>.json: a folder of content-hashed files only,
// so hosts can cache all of it for a year) and the manifest naming them
// (public/static/search-manifest.json). It is handed each version's documents (the content step
// makes them, lib/content/outputs/searchDocuments.ts) and never reads content itself.
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_DIR, SEARCH_MANIFEST } from '../config/paths.mjs';
import { withBasePath } from '../routes';
import { splitIndex, type TextChunkFile, type VocabularyFile } from './shards';
import { packOutline } from './outline';
import type { SearchDocument, SearchManifest, SearchOutlineFile, SearchShards, SynonymGroups } from './types';

/** One version's index (in one language), as the content step hands it over. */
export interface IndexInput {
  /** Its key in the manifest: the version, or for another language `<lang>:<version>` (lib/routes/versions.ts searchKey). */
  key: string;
  version: string;
  /** Another language than English: its code, in the file names too. */
  lang?: string;
  /** In sidebar order. */
  documents: SearchDocument[];
  synonyms: SynonymGroups;
}

/** Writes a new file in the place of `file` (a link to the old one elsewhere keeps the old bytes). */
function writeReplacing(file: string, text: string): void {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, text);
}

/** Writes every version's index (its outline and shards: types.ts) and the manifest; returns the manifest. */
export function writeSearchIndexes(inputs: IndexInput[], publicDir: string): SearchManifest {
  const dir = path.join(publicDir, SEARCH_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const written: SearchManifest = {};
  const files = new Set<string>();
  /** Writes one part of a version's index under its content hash; returns its URL. */
  const write = (prefix: string, part: string, file: unknown) => {
    const json = JSON.stringify(file);
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    const name = `search_index.${prefix}.${part}.${hash}.json`;
    // Named by its content, so a complete file of that name already holds these bytes: it is never
    // written into again (the export links these files: scripts/build/copy-public.mjs). A size that
    // differs means a write was cut short; that file is replaced.
    const target = path.join(dir, name);
    if (fs.statSync(target, { throwIfNoEntry: false })?.size !== Buffer.byteLength(json)) writeReplacing(target, json);
    files.add(name);
    return withBasePath(`/${SEARCH_DIR}/${name}`);
  };
  for (const { key, version, lang, documents, synonyms } of inputs) {
    // Named by version and language (spec: a static JSON file named by version, language and a content hash).
    const prefix = lang ? `${version}.${lang}` : version;
    const split = splitIndex(documents);
    const shards: SearchShards = {
      terms: Object.fromEntries(Object.entries(split.terms).map(([term, shard]) => [term, write(prefix, `terms-${term}`, shard)])),
      chunks: split.chunks.map((c, i) => ({ url: write(prefix, `text-${i}`, { contents: c.contents } satisfies TextChunkFile), first: c.first, count: c.contents.length })),
      vocabulary: write(prefix, 'vocabulary', { words: split.vocabulary } satisfies VocabularyFile),
    };
    const outline: SearchOutlineFile = { version, synonyms, documents: documents.map(({ content: _, ...rest }) => rest), shards };
    written[key] = { outline: write(prefix, 'outline', packOutline(outline)) };
  }
  fs.writeFileSync(path.join(publicDir, SEARCH_MANIFEST), JSON.stringify(written, null, 2));
  // Index files no manifest names any more.
  for (const f of fs.readdirSync(dir)) if (f.startsWith('search_index.') && !files.has(f)) fs.rmSync(path.join(dir, f));
  return written;
}

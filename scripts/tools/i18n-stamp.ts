// `npm run i18n:stamp -- <translation file>...`: records which English a translation was made from
// (issue #47 item 4, design §5.5). For content/i18n/<lang>/<version>/guides/<slug>.mdx it hashes the
// English content/<version>/guides/<slug>.mdx (lib/i18n/status.ts sourceHash), writes `source: "<hash>"`
// into the translation's frontmatter (every other byte kept) and keeps the English body as the snapshot
// content/i18n/.sources/<hash>.md, from which the build later names the sections changed since.
// Run it when a translation is written or brought up to date with its English.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import matter from 'gray-matter';
import { ContentError } from '../../lib/content/errors';
import { snapshotFile, sourceHash } from '../../lib/i18n/status';

/** `<content>/i18n/<lang>/<version>/guides/<slug>.mdx`, the content folder being whatever precedes i18n/. */
const TRANSLATION = /^(.*)\/i18n\/([^/.][^/]*)\/([^/]+)\/guides\/(.+\.mdx)$/;

export interface Stamp {
  /** The hash written as `source:`. */
  source: string;
  /** The English page it was computed from. */
  english: string;
  /** The snapshot of the English body. */
  snapshot: string;
  /** Whether the translation's file changed (false when it already had this source). */
  changed: boolean;
}

/**
 * Stamps one translation (`file` relative to `root`) with the hash of its English page and writes the
 * English body's snapshot; throws ContentError when the path is not a translation's or its English
 * page does not exist.
 */
export function stamp(file: string, root = process.cwd()): Stamp {
  const translation = path.resolve(root, file);
  const parts = TRANSLATION.exec(translation.split(path.sep).join('/'));
  if (!parts) throw new ContentError(translation, 'not a translation: expected content/i18n/<lang>/<version>/guides/<slug>.mdx');
  const [, contentDir, , version, slug] = parts;
  const english = path.join(contentDir, version, 'guides', slug);
  if (!fs.existsSync(english)) {
    throw new ContentError(translation, `no English page ${path.relative(root, english)}: a translation keeps the English page's version and slug`);
  }
  // gray-matter caches by content; a fresh options object keeps each read its own.
  const body = matter(fs.readFileSync(english, 'utf8'), {}).content;
  const source = sourceHash(body);
  const before = fs.readFileSync(translation, 'utf8');
  const after = withSource(before, source, translation);
  // The snapshot first: a translation never names a hash whose English is not kept. An existing snapshot
  // of this hash already holds the same words.
  const snapshot = snapshotFile(contentDir, source);
  if (!fs.existsSync(snapshot)) {
    fs.mkdirSync(path.dirname(snapshot), { recursive: true });
    fs.writeFileSync(snapshot, body);
  }
  if (after !== before) fs.writeFileSync(translation, after);
  return { source, english, snapshot, changed: after !== before };
}

/**
 * `text` with `source: "<hash>"` in its frontmatter: the existing `source:` line replaced, else a line
 * added after the title (and the title's continuation lines), else at the frontmatter's end; no
 * frontmatter gets one. Quoted, because YAML reads an all-digit hash as a number.
 */
export function withSource(text: string, hash: string, file: string): string {
  const lines = text.split('\n');
  const eol = lines[0].endsWith('\r') ? '\r' : '';
  const line = `source: "${hash}"${eol}`;
  if (lines[0].trimEnd() !== '---') return `---\n${line}\n---\n${text}`;
  const end = lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---');
  if (end < 0) throw new ContentError(file, 'frontmatter has no closing ---', 1);
  const existing = lines.findIndex((l, i) => i > 0 && i < end && /^source\s*:/.test(l));
  if (existing > 0) {
    lines[existing] = line;
    return lines.join('\n');
  }
  const title = lines.findIndex((l, i) => i > 0 && i < end && /^title\s*:/.test(l));
  let at = title > 0 ? title + 1 : end;
  while (title > 0 && at < end && /^[ \t]+\S/.test(lines[at])) at++;
  lines.splice(at, 0, line);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: npm run i18n:stamp -- content/i18n/<lang>/<version>/guides/<slug>.mdx...');
    process.exit(2);
  }
  let failed = 0;
  for (const file of files) {
    try {
      const { source, english, changed } = stamp(file);
      console.log(`i18n:stamp: ${file}: source "${source}" from ${path.relative(process.cwd(), english)}${changed ? '' : ' (already stamped)'}`);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      failed++;
      console.error(`content error: ${error.message}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

// Server only: which translation serves each version of a page (issue #47 item 4, design §5.5). A
// translation is written once, in content/i18n/<lang>/<version>/; every other version whose English
// says the same in substance (its hash is the translation's `source:`) shows it too, as current.
// Failing that, a version shows the nearest version's translation marked outdated, naming the sections
// changed since, when fewer than half of them changed. Never where what a reader types or follows
// differs there (parity: a link to a page that version lacks, a changed label): that version falls back
// to English like any untranslated page.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parityIssues } from '../../i18n/parity';
import { inheritedTranslation, nearestOutdatedTranslation, snapshotFile } from '../../i18n/status';
import { filled, JsonFileError, jsonLine, readJsonFile } from '../../schema/json';
import { ContentError } from '../errors';
import type { SourcePage, TranslatedVersion, VersionIndex } from './siteTypes';

/**
 * A page's whole text for the parity check (lib/i18n/parity.ts), read once per version of the file (the
 * translation's own check and the inheritance test read the same files; `npm run dev` sees an edit by its stamp).
 */
const parityTexts = new Map<string, { stamp: string; text: { file: string; source: string } }>();
export function parityInput(file: string): { file: string; source: string } {
  const { size, mtimeMs } = fs.statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  const known = parityTexts.get(file);
  if (known?.stamp === stamp) return known.text;
  const text = { file: path.relative(process.cwd(), file), source: fs.readFileSync(file, 'utf8').normalize('NFC') };
  parityTexts.set(file, { stamp, text });
  return text;
}

/** A language's _meta.json: the sidebar labels of pages and folders of that folder, by their English names. */
const labelsSchema = z.record(z.string(), filled('a sidebar label must not be empty'), { error: 'must map page and folder names to labels ("wireguard": "वायरगार्ड")' });

/**
 * A language's own sidebar labels for one version, from content/i18n/<lang>/<version>/guides/<folders>/_meta.json
 * (`translatedGuides`): page labels by slug and folder labels by folder path. Order, groups and
 * options stay the English sidebar's; a name the English folder does not have fails at its line.
 */
export function readSidebarLabels(translatedGuides: string, englishGuides: string, english: VersionIndex): NonNullable<TranslatedVersion['labels']> {
  const labels = { pages: new Map<string, string>(), groups: new Map<string, string>() };
  if (!fs.existsSync(translatedGuides)) return labels;
  const visit = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) visit(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    const file = path.join(dir, '_meta.json');
    if (!fs.existsSync(file)) return;
    let meta: Record<string, string>;
    try {
      meta = readJsonFile(file, labelsSchema);
    } catch (error) {
      if (error instanceof JsonFileError) throw new ContentError(error.file, error.reason, error.line);
      throw error;
    }
    for (const [name, label] of Object.entries(meta)) {
      const slug = name === 'index' ? prefix.replace(/\/$/, '') : `${prefix}${name}`;
      if (fs.statSync(path.join(englishGuides, prefix, name), { throwIfNoEntry: false })?.isDirectory()) labels.groups.set(slug, label);
      else if (english.guides.has(slug)) labels.pages.set(slug, label);
      else {
        const line = jsonLine(fs.readFileSync(file, 'utf8'), [name]);
        throw new ContentError(file, `'${name}' is neither a page nor a folder of ${path.relative(process.cwd(), path.join(englishGuides, prefix))}: a language labels the English sidebar's entries`, line);
      }
    }
  };
  visit(translatedGuides, '');
  return labels;
}

/**
 * A language's own translations by version, with each version's missing pages served by another
 * version's translation where it fits, and its sidebar labels by the first labelled version where it has none.
 */
export function withInheritedTranslations(
  own: ReadonlyMap<string, TranslatedVersion>,
  byVersion: ReadonlyMap<string, VersionIndex>,
  versions: readonly string[],
  contentDir: string,
): Map<string, TranslatedVersion> {
  const served = new Map(versions.map((v) => [v, { home: own.get(v)?.home, guides: new Map(own.get(v)?.guides), labels: own.get(v)?.labels } as TranslatedVersion]));
  const fits = (englishOf: (v: VersionIndex) => SourcePage | undefined) => (t: { page: SourcePage }, version: string) =>
    parityIssues(parityInput(t.page.file), parityInput(englishOf(byVersion.get(version)!)!.file)).length === 0;
  const serve = (pages: (SourcePage | undefined)[], englishOf: (v: VersionIndex) => SourcePage | undefined, place: (t: TranslatedVersion, page: SourcePage) => void) => {
    const translations = pages.flatMap((page) => (page ? [{ version: page.version, source: String(page.frontmatter.source), page }] : []));
    if (!translations.length) return;
    const english = versions.flatMap((version) => {
      const page = englishOf(byVersion.get(version)!);
      return page ? [{ version, englishBody: page.body }] : [];
    });
    const snapshotOf = (t: { source: string }) => {
      const file = snapshotFile(contentDir, t.source);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    };
    for (const [version, t] of inheritedTranslation(english, translations, fits(englishOf))) {
      if (t?.version === version) continue;
      if (t) {
        place(served.get(version)!, { ...t.page, version, inheritedFrom: t.version, status: { state: 'current' } });
        continue;
      }
      const outdated = nearestOutdatedTranslation(english.find((e) => e.version === version)!, versions, translations, snapshotOf, fits(englishOf));
      if (outdated) place(served.get(version)!, { ...outdated.translation.page, version, inheritedFrom: outdated.translation.version, status: { state: 'outdated', sections: outdated.sections } });
    }
  };
  serve(versions.map((v) => own.get(v)?.home), (v) => v.home, (t, page) => (t.home = page));
  const slugs = new Set(versions.flatMap((v) => [...(own.get(v)?.guides.keys() ?? [])]));
  for (const slug of slugs) serve(versions.map((v) => own.get(v)?.guides.get(slug)), (v) => v.guides.get(slug), (t, page) => t.guides.set(slug, page));
  // Sidebar labels likewise: a version without its own takes the first labelled version's, for the pages and folders it has.
  const labelled = versions.map((v) => own.get(v)?.labels).find((l) => l && (l.pages.size || l.groups.size));
  for (const [version, t] of served) {
    if (!labelled || t.labels?.pages.size || t.labels?.groups.size) continue;
    const slugs = [...byVersion.get(version)!.guides.keys()];
    t.labels = {
      pages: new Map([...labelled.pages].filter(([slug]) => slugs.includes(slug))),
      groups: new Map([...labelled.groups].filter(([folder]) => slugs.some((slug) => slug.startsWith(`${folder}/`)))),
    };
  }
  for (const [version, t] of served) if (!t.home && !t.guides.size && !t.labels?.pages.size && !t.labels?.groups.size) served.delete(version);
  return served;
}

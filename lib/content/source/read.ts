// Server only: the source stage. Walks content/<version>/ and reads every input (pages and their
// frontmatter, sidebars, ports, glossary, questions, versions.json) through its schema into the plain,
// typed index of the written pages; lib/content/site.ts adds the pages the build writes. A release
// manager adds a version by adding a folder; nothing here names a version.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PRINT_SLUG } from '../../routes';
import { ContentError } from '../errors';
import { parseSource } from './frontmatter';
import { checkSiteConfig } from './schema/siteConfig';
import { I18N_DIR, readLocales } from './locales';
import { ENGLISH } from '../../i18n/strings';
import { checkParity } from '../../i18n/parity';
import { snapshotFile, translationState } from '../../i18n/status';
import { headingsOf, sameEntryPlace } from '../../changes/entries';
import { lasting } from '../lasting';
import { parityInput, readSidebarLabels, withInheritedTranslations } from './translations';
import { checkEntries } from './changes';
import { readGlossary } from '../../glossary/glossary';
import { readQuestions } from '../../questions/questions';
import { JsonFileError, jsonLine, parseJson } from '../../schema/json';
import { PORTS_PAGE, readPorts, withPortsTable } from '../../ports/ports';
import { buildSidebar, flattenLinks } from './sidebar';
import { contentDir } from '../../config/env.mjs';
import { compareVersionsDesc } from '../../routes/versions';
import type { SiteIndex, SourcePage, TranslatedVersion, VersionIndex } from './siteTypes';
import type { SidebarItem } from '../types';

/** Root of the content; DMSBG_CONTENT_DIR points the build at a fixture site in tests. */
export const CONTENT_DIR = path.resolve(contentDir());
const VERSION_DIR = /^\d+\.\d+\.\d+([-.][\w.]+)?$/;

export type { SiteIndex, SourcePage, VersionIndex };

const versionName = z.string().regex(VERSION_DIR, 'must be a version folder name (2.7.0)');
/** content/versions.json: the default version and the display order, each a version folder. */
const versionsSchema = z.strictObject({
  default: versionName.optional(),
  order: z
    .array(versionName)
    .refine((order) => new Set(order).size === order.length, 'lists a version twice')
    .optional(),
});

export { compareVersionsDesc };

/** A content JSON file's problem (lib/schema/json.ts, questions.json) as the ContentError the build prints. */
function asContentError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof JsonFileError) throw new ContentError(error.file, error.reason, error.line);
    throw error;
  }
}

export function listVersions(contentDir = CONTENT_DIR): { versions: string[]; defaultVersion: string } {
  if (!fs.existsSync(contentDir)) throw new ContentError(contentDir, 'content folder not found');
  const folders = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_DIR.test(e.name))
    .map((e) => e.name)
    .sort(compareVersionsDesc);
  if (!folders.length) throw new ContentError(contentDir, 'no version folders (expected e.g. content/2.7.0/)');
  const configFile = path.join(contentDir, 'versions.json');
  const text = fs.existsSync(configFile) ? fs.readFileSync(configFile, 'utf8') : '{}';
  const config = asContentError(() => parseJson(configFile, text, versionsSchema));
  (config.order ?? []).forEach((v, i) => {
    if (!folders.includes(v)) throw new ContentError(configFile, `order lists '${v}' but content/${v}/ does not exist`, jsonLine(text, ['order', i]));
  });
  const versions = [...(config.order ?? []), ...folders.filter((v) => !config.order?.includes(v))];
  const defaultVersion = config.default ?? versions[0];
  if (!folders.includes(defaultVersion)) {
    throw new ContentError(configFile, `default version '${defaultVersion}' has no folder`, config.default ? jsonLine(text, ['default']) : undefined);
  }
  return { versions, defaultVersion };
}

function walkPages(dir: string): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walkPages(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** Parsed pages by file in `npm run dev`, reused while the file's size and modification time stay the same. */
const parsedPages = lasting('parsed pages', () => new Map<string, { stamp: string; page: SourcePage }>());

/** A page file, parsed; a translation's change entries are checked against its English page's sections (`english`). */
function readPage(file: string, version: string, slug: string, kind: SourcePage['kind'], english?: SourcePage): SourcePage {
  const sections = english && headingsOf(english.body);
  const parse = (): SourcePage => ({ version, slug, kind, file, ...parseSource(file, fs.readFileSync(file, 'utf8').normalize('NFC'), sections) });
  if (process.env.NODE_ENV !== 'development') return parse();
  // `npm run dev` rebuilds the index after every edit: only the edited file is parsed again.
  const { size, mtimeMs } = fs.statSync(file);
  const stamp = `${size}:${mtimeMs}:${version}:${slug}:${kind}:${sections?.join('\n') ?? ''}`;
  const known = parsedPages.get(file);
  if (known?.stamp === stamp) return known.page;
  const page = parse();
  parsedPages.set(file, { stamp, page });
  return page;
}

function loadVersion(contentDir: string, version: string, defaultVersion: string): VersionIndex {
  const root = path.join(contentDir, version);
  const homeFile = ['index.mdx', 'index.md'].map((f) => path.join(root, f)).find((f) => fs.existsSync(f));
  if (!homeFile) throw new ContentError(root, 'missing the version home page index.mdx');
  const guidesDir = path.join(root, 'guides');
  if (!fs.existsSync(guidesDir)) throw new ContentError(guidesDir, 'missing the guides folder');
  const guides = new Map<string, SourcePage>();
  for (const file of walkPages(guidesDir)) {
    const slug = path
      .relative(guidesDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '');
    if (guides.has(slug)) throw new ContentError(file, `two files define the page '${slug}'`);
    if (slug !== slug.toLowerCase()) throw new ContentError(file, 'page file names must be lower case');
    if (slug === PRINT_SLUG) throw new ContentError(file, `guides/${PRINT_SLUG}/ is the version's print page; name this page otherwise`, 1);
    guides.set(slug, readPage(file, version, slug, 'guide'));
  }
  if (!guides.has('')) throw new ContentError(guidesDir, 'missing the guides index index.mdx');
  // The Ports and Services table is written from content/<version>/ports.json (lib/ports/ports.ts).
  const ports = asContentError(() => readPorts(contentDir, version));
  const portsPage = guides.get(PORTS_PAGE);
  if (ports && portsPage) {
    try {
      guides.set(PORTS_PAGE, { ...portsPage, body: withPortsTable(portsPage.body, ports) });
    } catch (error) {
      throw new ContentError(portsPage.file, (error as Error).message);
    }
  }
  const sidebar = buildSidebar(guidesDir, version, defaultVersion, guides);
  const order = flattenLinks(sidebar).flatMap((l) => (l.slug !== undefined ? [{ slug: l.slug, text: l.text }] : []));
  const glossary = asContentError(() => readGlossary(contentDir, version));
  const questions = asContentError(() => readQuestions(contentDir, version));
  return { version, home: readPage(homeFile, version, '', 'home'), guides, sidebar, order, glossary, ports, questions };
}

/**
 * The written pages of every version, each input checked, change entries validated, new pages marked;
 * and the languages with their translations (content/i18n/).
 */
export function readSite(contentDir = CONTENT_DIR): SiteIndex {
  checkSiteConfig();
  const { versions, defaultVersion } = listVersions(contentDir);
  const byVersion = new Map(versions.map((v) => [v, loadVersion(contentDir, v, defaultVersion)]));
  markNewEntries(versions, byVersion);
  const chronological = [...versions].sort((a, b) => compareVersionsDesc(b, a));
  chronological.forEach((v, i) => checkEntries(byVersion.get(v)!, i ? byVersion.get(chronological[i - 1]) : undefined));
  const locales = readLocales(contentDir, versions, ENGLISH);
  const translations = new Map(locales.slice(1).map((l) => [l.code, withInheritedTranslations(readTranslations(contentDir, l.code, byVersion), byVersion, versions, contentDir)]));
  return { contentDir, locales, translations, versions, defaultVersion, byVersion };
}

/**
 * Tags a sidebar entry 'new' when its page is absent from the previous (older) version, unless it
 * replaces a page that version had (a renamed page is not a new feature).
 */
function markNewEntries(versions: string[], byVersion: Map<string, VersionIndex>): void {
  const chronological = [...versions].sort((a, b) => compareVersionsDesc(b, a));
  chronological.forEach((version, i) => {
    const previous = i > 0 ? byVersion.get(chronological[i - 1]) : undefined;
    if (!previous) return;
    const current = byVersion.get(version)!;
    const isNew = (slug: string) => {
      const replaces = current.guides.get(slug)?.frontmatter.replaces;
      return !previous.guides.has(slug) && !(replaces && previous.guides.has(replaces));
    };
    const mark = (items: SidebarItem[]): void => {
      for (const item of items) {
        if (item.type === 'link' && item.slug && isNew(item.slug)) item.tag = 'new';
        if (item.type === 'group') {
          mark(item.items);
          const links = flattenLinks(item.items);
          if (links.length && links.every((l) => l.tag === 'new')) item.tag = 'new';
        }
      }
    };
    mark(current.sidebar);
  });
}

/**
 * A language's translations, by version: content/i18n/<lang>/<version>/index.mdx and guides/**, each
 * at the English page's path. A version English does not have, or a page it does not have, fails:
 * a translation is always of an English page.
 */
export function readTranslations(contentDir: string, lang: string, byVersion: ReadonlyMap<string, VersionIndex>): Map<string, TranslatedVersion> {
  const root = path.join(contentDir, I18N_DIR, lang);
  const translated = new Map<string, TranslatedVersion>();
  for (const entry of fs.readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(root, entry.name);
    const english = byVersion.get(entry.name);
    if (!english) throw new ContentError(dir, `content/${entry.name}/ does not exist: a translation is of an English version (${[...byVersion.keys()].join(', ')})`);
    const version: TranslatedVersion = { guides: new Map() };
    for (const file of walkPages(dir)) {
      const rel = path.relative(dir, file).split(path.sep).join('/');
      const englishFile = path.join(contentDir, entry.name, rel);
      if (/^index\.mdx?$/.test(rel)) {
        version.home = checkTranslation(contentDir, { ...readPage(file, entry.name, '', 'home', english.home), lang }, english.home);
        continue;
      }
      const slug = rel.startsWith('guides/') ? rel.slice('guides/'.length).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '') : undefined;
      if (slug === undefined || !english.guides.has(slug)) {
        throw new ContentError(file, `a translation of ${path.relative(contentDir, englishFile)}, which does not exist: translations keep the English page's path`, 1);
      }
      version.guides.set(slug, checkTranslation(contentDir, { ...readPage(file, entry.name, slug, 'guide', english.guides.get(slug)), lang }, english.guides.get(slug)!));
    }
    version.labels = readSidebarLabels(path.join(dir, 'guides'), path.join(contentDir, entry.name, 'guides'), english);
    translated.set(entry.name, version);
  }
  return translated;
}

/**
 * A translation records the English it was made from (lib/i18n/status.ts): without it, its status
 * cannot be told. And what a reader types, clicks or copies is the English page's, byte for byte
 * (lib/i18n/parity.ts: code, <Port />, {{value}} marks, addresses, bold GUI labels, link targets,
 * heading structure).
 */
function checkTranslation(contentDir: string, page: SourcePage, english: SourcePage): SourcePage {
  const source = page.frontmatter.source;
  if (source === undefined) {
    throw new ContentError(page.file, `a translation needs 'source:', the English it was made from: run npm run i18n:stamp -- ${path.relative(process.cwd(), page.file)}`, 1);
  }
  checkParity(parityInput(page.file), parityInput(english.file));
  checkTranslatedEntries(page, english);
  // The English as it stood when translated (npm run i18n:stamp keeps it), to name the sections changed since.
  const snapshotPath = snapshotFile(contentDir, source);
  const snapshot = fs.existsSync(snapshotPath) ? fs.readFileSync(snapshotPath, 'utf8') : undefined;
  return { ...page, status: translationState({ source, snapshot, englishBody: english.body }) };
}

/**
 * A translation's `changes` translate its English page's entries: each keeps an English entry's kind,
 * section and from (they say where the change is) and gives its text in the language; What's new and
 * Upgrading in that language show it in place of the English one (lib/content/generated/kinds.ts).
 */
function checkTranslatedEntries(page: SourcePage, english: SourcePage): void {
  for (const entry of page.changes ?? []) {
    if (english.changes?.some((e) => sameEntryPlace(e, entry))) continue;
    const place = [`kind: ${entry.kind}`, entry.section !== undefined && `section: ${entry.section}`, entry.from !== undefined && `from: ${entry.from}`].filter(Boolean).join(', ');
    throw new ContentError(page.file, `frontmatter: changes: no entry of the English page has ${place}: a translation translates the text of the English page's entries and keeps their kind, section and from`, entry.line);
  }
}

export function getVersion(site: SiteIndex, version: string): VersionIndex {
  const v = site.byVersion.get(version);
  if (!v) throw new Error(`unknown version ${version}`);
  return v;
}

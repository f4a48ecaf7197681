// Server only: turns one source page into rendered MDX plus its page data, through the page cache.
import 'server-only';
import { rulesOf } from '../source/rules';
import path from 'node:path';
import { PUBLIC_DIR } from '../../config/paths.mjs';
import type { ReactElement } from 'react';
import { OWN_VERSION_PREFIX } from '../../mdx/linkContext';
import { remarkHeadingOrder } from '../../mdx/plugins/remarkHeadingOrder';
import { remarkLinks } from '../../mdx/plugins/remarkLinks';
import { mdxContent, type MdxComponents } from '../../mdx/run';
import { answerIdsIn, type AnswerRef } from '../../mdx/plugins/remarkAnswers';
import { formatOf, type MdNode } from '../../mdx/types';
import { ownerOf } from '../../questions/questions';
import { BASE_PATH, DEFAULT_LANGUAGE, docHref, homeHref, inLanguage, languagePrefix, versionPrefix } from '../../routes';
import { cacheKey, publicDigest, readEntry, writeEntry } from './cache';
import { ContentError } from '../errors';
import { lastUpdated } from '../source/git';
import { headingIdsIn, keepOutline, outlineOf, type Parse } from './outline';
import { linkContextFor, stillHolds, type Dependency } from './questions';
import type { extractText } from './searchText';
import { getVersion, type SiteIndex, type SourcePage } from '../source/read';
import type { PageData, TocItem } from '../types';
import { ENGLISH, format } from '../../i18n/strings';
import type { PageWords } from '../../mdx/processor';

export { mdxContent, type MdxComponents };

/**
 * The MDX compiler, Prism and the Markdown writer, loaded on the first page that is not in the
 * cache: a build whose pages all come from the cache (every page render after the content step)
 * never loads them (about 0.3-0.5 s per Next worker).
 */
const importCompiler = async () => {
  const [processor, markdownTree, searchText] = await Promise.all([import('../../mdx/processor'), import('./markdownTree'), import('./searchText')]);
  return { ...processor, ...markdownTree, ...searchText };
};
let compiler: Awaited<ReturnType<typeof importCompiler>> | undefined;
const loadCompiler = async () => (compiler ??= await importCompiler());

export { PUBLIC_DIR };

export interface CompiledPage {
  content: ReactElement;
  data: PageData;
}

/** A page's TOC (h2 and h3) without compiling it, e.g. for overview cards. */
export async function tocOf(page: SourcePage): Promise<TocItem[]> {
  return (outlineOf(page, compiler?.parseTree) ?? outlineOf(page, (await loadCompiler()).parseTree)!).toc;
}

/** The pure per-page work, computed from one parse and kept in the page cache. */
export interface PreparedPage {
  /** The compiled MDX as a function body (run by mdxContent). */
  code: string;
  toc: TocItem[];
  /** Search text and section starts. */
  search: ReturnType<typeof extractText>;
  /** The Markdown twin's body (guides). */
  markdown: string;
}

const development = () => process.env.NODE_ENV !== 'production';

/**
 * Parses the page once and, from that tree, checks it, compiles its MDX, and extracts its TOC,
 * search text and Markdown twin; from the cache when nothing the result depends on has changed.
 */
export async function preparePage(site: SiteIndex, page: SourcePage, lang = page.lang ?? DEFAULT_LANGUAGE): Promise<PreparedPage> {
  const headingIds = await englishHeadingIds(site, page);
  const key = cacheKey(
    'page',
    development() ? 'dev' : 'prod',
    BASE_PATH,
    PUBLIC_DIR,
    publicDigest(PUBLIC_DIR),
    page.kind,
    page.kind === 'guide' ? page.slug : '',
    formatOf(page),
    page.body,
    // The glossary decides which words become terms (and what they say).
    JSON.stringify(termsFor(site, page)),
    // The registry's answers the page shows, with their owner headings' text.
    JSON.stringify(await answersFor(site, page)),
    JSON.stringify(portRulesFor(site, page) ?? null),
    JSON.stringify(headingIds ?? null),
    // A translation's callout titles and table names are written in its language.
    ...(page.lang ? [JSON.stringify(wordsKey(site, page.lang))] : []),
  );
  const cached = readEntry<PreparedPage, Dependency>('page', key, stillHolds({ site, version: page.version, parse: compiler?.parseTree }));
  if (cached) {
    checkFrontmatterLinks(site, page);
    return forPage(site, page, cached, lang);
  }
  const deps: Dependency[] = [];
  const prepared = await compileFresh(site, page, deps, headingIds, page.lang ? wordsOf(site, page.lang) : undefined);
  // Cached with OWN_VERSION_PREFIX in its links: the same result serves the version at any prefix.
  writeEntry('page', key, deps, prepared);
  return forPage(site, page, prepared, lang);
}

/**
 * A translation's heading ids: its English page's, every heading in order (lib/mdx/plugins/remarkHeadings.ts);
 * undefined for an English page.
 */
async function englishHeadingIds(site: SiteIndex, page: SourcePage): Promise<string[] | undefined> {
  if (!page.lang) return undefined;
  const v = getVersion(site, page.version);
  const english = page.kind === 'home' ? v.home : v.guides.get(page.slug)!;
  return (outlineOf(english, compiler?.parseTree) ?? outlineOf(english, (await loadCompiler()).parseTree)!).ids;
}

/** A cached result with the page's own prefix in its links (code and Markdown twin), in the language it is shown in. */
function forPage(site: SiteIndex, page: SourcePage, prepared: PreparedPage, lang: string): PreparedPage {
  return { ...prepared, code: withOwnPrefix(site, page, prepared.code, lang), markdown: withOwnPrefix(site, page, prepared.markdown, lang) };
}

/**
 * Compiled text (code, Markdown) with the page's language and version prefix in place of
 * OWN_VERSION_PREFIX: its links stay in the language it is shown in (an untranslated page's English
 * text shown in another language links to that language's pages). Links to another version lead to
 * that version's English pages.
 */
export function withOwnPrefix(site: SiteIndex, page: SourcePage, compiled: string, lang = page.lang ?? DEFAULT_LANGUAGE): string {
  return compiled.replaceAll(OWN_VERSION_PREFIX, `${languagePrefix(lang)}${versionPrefix(page.version, site.defaultVersion)}`);
}

/** The glossary terms a page offers definitions of: written guide pages only (not the home page, What's new or the Glossary itself). */
function termsFor(site: SiteIndex, page: SourcePage) {
  return page.kind === 'guide' && rulesOf(page).glossaryTerms ? getVersion(site, page.version).glossary : [];
}

/**
 * The registered questions the page shows answers to (<Answer id="…" />), each with its owner
 * section's heading (and page title, for another page). An unknown id or owner is left for the
 * compile to report at the line of the reference or as a broken link.
 */
async function answersFor(site: SiteIndex, page: SourcePage): Promise<AnswerRef[]> {
  const ids = answerIdsIn(page.body);
  if (!ids.length) return [];
  const version = getVersion(site, page.version);
  return Promise.all(
    version.questions.flatMap((q) => {
      if (!ids.includes(q.id)) return [];
      const { slug, anchor, href } = ownerOf(q);
      const owner = version.guides.get(slug);
      return [
        (async (): Promise<AnswerRef> => ({
          id: q.id,
          answer: q.answer,
          href,
          heading: (owner && (await tocOf(owner)).find((item) => item.id === anchor)?.text) ?? anchor,
          ...(owner && slug !== page.slug ? { page: owner.frontmatter.title } : {}),
        }))(),
      ];
    }),
  );
}

/**
 * What the Ports page's rule builder and <Port /> references need of the version's ports data (the
 * rows' ids, ports, transports and from where the WAN admits them); part of the page cache key.
 */
function portRulesFor(site: SiteIndex, page: SourcePage) {
  return getVersion(site, page.version).ports?.rows.map(({ id, ports, transports, from }) => ({ id, ports, transports, from }));
}

/** Counts fresh compiles (the cache test reads it). */
export const compileStats = { fresh: 0 };

/** A language's strings that a compile writes into a translated page (its own, else English). */
function wordsKey(site: SiteIndex, lang: string) {
  const strings = site.locales.find((l) => l.code === lang)?.strings ?? {};
  const keys = ['callout.note', 'callout.tip', 'callout.important', 'callout.warning', 'callout.caution', 'doc.table', 'doc.tableIn'] as const;
  return Object.fromEntries(keys.map((k) => [k, strings[k] ?? ENGLISH[k]])) as Record<(typeof keys)[number], string>;
}

function wordsOf(site: SiteIndex, lang: string): PageWords {
  const w = wordsKey(site, lang);
  return {
    callouts: { NOTE: w['callout.note'], TIP: w['callout.tip'], IMPORTANT: w['callout.important'], WARNING: w['callout.warning'], CAUTION: w['callout.caution'] },
    table: w['doc.table'],
    tableIn: (section) => format(w['doc.tableIn'], { section }),
  };
}

async function compileFresh(site: SiteIndex, page: SourcePage, deps: Dependency[], headingIds: string[] | undefined, words?: PageWords): Promise<PreparedPage> {
  compileStats.fresh++;
  const { compileMdx, parseTree, extractText, markdownOfTree } = compiler ?? (await loadCompiler());
  let taken: Pick<PreparedPage, 'search' | 'markdown'> | undefined;
  let ids: string[] = [];
  const { code, toc } = await compileMdx(page, {
    links: linkContextFor(site, page, parseTree, PUBLIC_DIR, deps),
    terms: termsFor(site, page),
    portRules: portRulesFor(site, page),
    answers: await answersFor(site, page),
    headingIds,
    words,
    // Search text and the Markdown twin come from the checked tree.
    checked: (tree, toc) => {
      taken = { search: extractText(tree, toc), markdown: page.kind === 'guide' ? markdownOfTree(tree) : '' };
      ids = headingIdsIn(tree);
    },
  });
  checkFrontmatterLinks(site, page);
  keepOutline(page, { ids, toc });
  return { code, toc, ...taken! };
}

/**
 * The build's checks on an already parsed tree (heading order, links, #hash targets, images,
 * frontmatter links), so a step that only parses (the search index) fails on bad input as early
 * and as clearly as the page compile does.
 */
export function checkPage(site: SiteIndex, page: SourcePage, tree: MdNode, parseTree: Parse): void {
  remarkHeadingOrder(page)()(tree);
  remarkLinks(linkContextFor(site, page, parseTree, PUBLIC_DIR))()(tree);
  checkFrontmatterLinks(site, page);
}

/**
 * A page's compiled MDX (a function body, run by mdxContent) and its page data: plain data, from the
 * page cache. `lang`: the language it is shown in (an English page in another language is its fallback).
 */
export async function pageSource(site: SiteIndex, page: SourcePage, lang = page.lang ?? DEFAULT_LANGUAGE): Promise<{ code: string; data: PageData }> {
  const { code, toc } = await preparePage(site, page, lang);
  const fm = page.frontmatter;
  const routePath = inLanguage(
    page.kind === 'home' ? homeHref(page.version, site.defaultVersion) : docHref(page.version, site.defaultVersion, page.slug),
    lang,
  );
  const data: PageData = {
    pagePath: path.relative(process.cwd(), page.file),
    routePath,
    pageType: fm.pageType ?? (page.kind === 'home' ? 'home' : 'doc'),
    title: fm.title,
    frontmatter: fm,
    toc,
    // The language of the text ('' for English, as the spec's page data has it).
    lang: page.lang ?? '',
    version: page.version,
    lastUpdatedTime: !rulesOf(page).fromFile ? undefined : lastUpdated(page.file, site.contentDir),
    // '' for a page the build made: nothing to edit.
    relativePath: !rulesOf(page).fromFile || page.lang ? '' : path.relative(path.join(site.contentDir, page.version), page.file).split(path.sep).join('/'),
    slug: page.slug,
  };
  return { code, data };
}

export async function compilePage(site: SiteIndex, page: SourcePage, components: MdxComponents = {}): Promise<CompiledPage> {
  const { code, data } = await pageSource(site, page);
  return { content: mdxContent(code, components), data };
}

/** Hero actions and feature cards link like MDX does (version-neutral /guides/...): check them too. */
function checkFrontmatterLinks(site: SiteIndex, page: SourcePage): void {
  const fm = page.frontmatter;
  const guides = getVersion(site, page.version).guides;
  const links = [...(fm.hero?.actions ?? []).map((a) => a.link), ...(fm.features ?? []).map((f) => f.link)];
  for (const link of links) {
    if (!link?.startsWith('/guides')) continue;
    const slug = link.split('#')[0].replace(/^\/guides\/?/, '').replace(/\/$/, '');
    if (!guides.has(slug)) throw new ContentError(page.file, `frontmatter link to a page that does not exist in ${page.version}: ${link}`, 1);
  }
}

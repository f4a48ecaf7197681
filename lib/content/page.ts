// Server only: turns one source page into rendered MDX plus its page data.
import 'server-only';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import * as devRuntime from 'react/jsx-dev-runtime';
import * as prodRuntime from 'react/jsx-runtime';
import { BASE_PATH, docHref, homeHref, versionPrefix } from '../routes';
import type { extractText } from './searchText';
import { cacheKey, contentHash, publicDigest, readEntry, writeEntry, type Dependency } from './cache';
import { ContentError } from './errors';
import { lastUpdated } from './git';
import { OWN_VERSION_PREFIX, remarkCallouts, remarkHeadingOrder, remarkHeadings, remarkLinks, remarkPlaceholders, remarkTableLabels, remarkTerms, visit, type LinkContext, type MdNode } from './remark';
import { getVersion, type SiteIndex, type SourcePage } from './site';
import type { PageData, TocItem } from './types';

/**
 * The MDX compiler, Prism and the Markdown writer, loaded on the first page that is not in the
 * cache: a build whose pages all come from the cache (every page render after the search step)
 * never loads them (about 0.3-0.5 s per Next worker).
 */
const importCompiler = async () => {
  const [mdx, highlight, gfm, unistRemove, vfile, tree, markdownTree, searchText] = await Promise.all([
    import('@mdx-js/mdx'),
    import('./highlight'),
    import('remark-gfm'),
    import('unist-util-remove'),
    import('vfile'),
    import('./tree'),
    import('./markdownTree'),
    import('./searchText'),
  ]);
  return {
    ...mdx,
    rehypePrism: highlight.rehypePrism,
    remarkCodeLanguages: highlight.remarkCodeLanguages,
    remarkGfm: gfm.default,
    remove: unistRemove.remove,
    VFile: vfile.VFile,
    ...tree,
    ...markdownTree,
    ...searchText,
  };
};
let compiler: Awaited<ReturnType<typeof importCompiler>> | undefined;
/** The parser a synchronous caller of checkPage passed (it has it loaded already). */
let syncParse: ((page: SourcePage) => { tree: MdNode; toc: TocItem[] }) | undefined;
const loadCompiler = async () => (compiler ??= await importCompiler());

export const PUBLIC_DIR = path.resolve(process.env.DMSBG_PUBLIC_DIR || 'public');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MdxComponents = Record<string, any>;

export interface CompiledPage {
  content: ReactElement;
  data: PageData;
}

/**
 * The answer the site gives now to a question a page of `own` version asked while compiling (see
 * cache.ts); '.' names the asking page's own version: 'p <v>' the URL prefix of v ('' for the
 * default), 'd <v>' is v the default, 'v <x>' is x a version, 's <v> <slug>' does the page exist,
 * 'h <v> <slug>' the hash of its heading ids.
 */
function answer(site: SiteIndex, own: string, question: string): string {
  const [kind, named, slug = ''] = question.split(' ');
  const version = named === '.' ? own : named;
  if (kind === 'v') return site.versions.includes(version) ? '1' : '0';
  if (kind === 'p') return versionPrefix(version, site.defaultVersion);
  if (kind === 'd') return version === site.defaultVersion ? '1' : '0';
  const target = site.byVersion.get(version)?.guides.get(slug);
  if (kind === 's') return target ? '1' : '0';
  if (!target) return '-';
  const outline = outlineOf(target);
  return outline ? contentHash(...[...outline.ids].sort()) : '?';
}

/**
 * What the link and heading checks need to know about a page and the site around it; every question
 * it answers goes into `deps`, about the page's own version as '.', so that the same text in a
 * copied version (a release) asks the same questions.
 */
function linkContextFor(site: SiteIndex, page: SourcePage, deps: Dependency[] = []): LinkContext {
  const asked = new Set<string>();
  const ask = (question: string) => {
    const a = answer(site, page.version, question);
    if (!asked.has(question)) deps.push([question, a]), asked.add(question);
    return a;
  };
  const rel = (version: string) => (version === page.version ? '.' : version);
  const versions = site.versions;
  return {
    file: page.file,
    bodyLineOffset: page.bodyLineOffset,
    version: page.version,
    defaultVersion: site.defaultVersion,
    versions: { includes: (v: string) => ask(`v ${v}`) === '1' } as unknown as readonly string[],
    // The own version's links carry its prefix: record the prefix itself ('' or '/2.6.9'), which a
    // copy made the default shares with the old default.
    isDefault: (version) => (version === page.version ? ask('p .') === '' : ask(`d ${version}`) === '1'),
    slugsByVersion: new Map(versions.map((v) => [v, { has: (slug: string) => ask(`s ${rel(v)} ${slug}`) === '1' } as unknown as Set<string>])),
    headingIds: (version, slug) => (ask(`h ${rel(version)} ${slug}`), headingIdsOf(getVersion(site, version).guides.get(slug)!)),
    ownSlug: page.kind === 'guide' ? page.slug : undefined,
    publicDir: PUBLIC_DIR,
  };
}

const formatOf = (page: SourcePage) => (page.file.endsWith('.md') ? 'md' : 'mdx');

interface Outline {
  /** Every heading id (any depth). */
  ids: string[];
  toc: TocItem[];
}
const outlineMemo = new WeakMap<SourcePage, Outline>();
/**
 * A page's heading ids and TOC, cached by content (they depend on nothing else). Undefined when
 * not cached and the compiler is not loaded yet (a cache check then counts as a miss).
 */
function outlineOf(page: SourcePage): Outline | undefined {
  let outline = outlineMemo.get(page);
  if (outline) return outline;
  const key = cacheKey('outline', formatOf(page), page.body);
  outline = readEntry<Outline>('outline', key, () => '');
  if (!outline) {
    const parse = compiler?.parseTree ?? syncParse;
    if (!parse) return undefined;
    const { tree, toc } = parse(page);
    const ids: string[] = [];
    visit(tree, (node) => {
      if (node.type === 'heading' && node.data?.id) ids.push(node.data.id);
    });
    outline = { ids, toc };
    writeEntry('outline', key, [], outline);
  }
  outlineMemo.set(page, outline);
  return outline;
}

/** Every heading id of a page (any depth), the targets a `#hash` link may name. */
function headingIdsOf(page: SourcePage): Set<string> {
  return new Set(outlineOf(page)!.ids);
}

/** A page's TOC (h2 and h3) without compiling it, e.g. for overview cards. */
export async function tocOf(page: SourcePage): Promise<TocItem[]> {
  if (!outlineOf(page)) await loadCompiler();
  return outlineOf(page)!.toc;
}

/** The pure per-page work, computed from one parse and kept in the page cache. */
export interface PreparedPage {
  /** The compiled MDX as a function body (what next-mdx-remote's compileMDX runs). */
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
export async function preparePage(site: SiteIndex, page: SourcePage): Promise<PreparedPage> {
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
    JSON.stringify(portRulesFor(site, page) ?? null),
  );
  const cached = readEntry<PreparedPage>('page', key, (q) => answer(site, page.version, q));
  if (cached) {
    checkFrontmatterLinks(page, new Set(getVersion(site, page.version).guides.keys()));
    return forPage(site, page, cached);
  }
  const deps: Dependency[] = [];
  const prepared = await compileFresh(site, page, deps);
  // Cached with OWN_VERSION_PREFIX in its links: the same result serves the version at any prefix.
  writeEntry('page', key, deps, prepared);
  return forPage(site, page, prepared);
}

/** A cached result with the page's own prefix in its links (code and Markdown twin). */
function forPage(site: SiteIndex, page: SourcePage, prepared: PreparedPage): PreparedPage {
  return { ...prepared, code: withOwnPrefix(site, page, prepared.code), markdown: withOwnPrefix(site, page, prepared.markdown) };
}

/** Compiled text (code, Markdown) with the page's version prefix in place of OWN_VERSION_PREFIX. */
export function withOwnPrefix(site: SiteIndex, page: SourcePage, compiled: string): string {
  return compiled.replaceAll(OWN_VERSION_PREFIX, versionPrefix(page.version, site.defaultVersion));
}

/** The glossary terms a page offers definitions of: written guide pages only (not the home page, What's new or the Glossary itself). */
function termsFor(site: SiteIndex, page: SourcePage) {
  return page.kind === 'guide' && !page.generated ? getVersion(site, page.version).glossary : [];
}

/** What the Ports page's rule builder needs of the version's ports data (the rows with ports and transports). */
function portRulesFor(site: SiteIndex, page: SourcePage) {
  return getVersion(site, page.version).ports?.rows.map(({ id, ports, transports }) => ({ id, ports, transports }));
}

/** <PortRules /> gets the version's ports as data (components/mdx/PortRules.tsx); elsewhere there is none to give. */
function remarkPortRules(rows: ReturnType<typeof portRulesFor>) {
  return () => (tree: MdNode) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'PortRules') return;
      node.attributes = [{ type: 'mdxJsxAttribute', name: 'rows', value: JSON.stringify(rows ?? []) }];
    });
  };
}

/** Counts fresh compiles (the cache test reads it). */
export const compileStats = { fresh: 0 };

async function compileFresh(site: SiteIndex, page: SourcePage, deps: Dependency[]): Promise<PreparedPage> {
  compileStats.fresh++;
  const { createProcessor, remarkGfm, rehypePrism, remarkCodeLanguages, VFile, extractText, markdownOfTree, remove } = compiler ?? (await loadCompiler());
  const toc: TocItem[] = [];
  const linkContext = linkContextFor(site, page, deps);
  let captured: Pick<PreparedPage, 'search' | 'markdown'> | undefined;
  // After the build's own passes: search text and the Markdown twin come from the checked tree.
  const ids: string[] = [];
  const capture = () => (tree: MdNode) => {
    captured = { search: extractText(tree, toc), markdown: page.kind === 'guide' ? markdownOfTree(tree) : '' };
    visit(tree, (node) => {
      if (node.type === 'heading' && node.data?.id) ids.push(node.data.id);
    });
  };
  // The options next-mdx-remote's compileMDX used (it ran exactly these plugins, then removed
  // imports, exports and JavaScript expressions), so the compiled page is the same.
  const processor = createProcessor({
    format: formatOf(page),
    remarkPlugins: [
      remarkGfm,
      remarkHeadingOrder(linkContext),
      remarkHeadings(toc),
      remarkCallouts,
      remarkTableLabels,
      remarkLinks(linkContext),
      remarkPlaceholders(page),
      capture,
      remarkTerms(termsFor(site, page), page.slug),
      remarkPortRules(portRulesFor(site, page)),
      removeImportsExports(remove),
      removeJavaScriptExpressions,
      remarkCodeLanguages,
    ],
    rehypePlugins: [[rehypePrism, { ignoreMissing: true, showLineNumbers: false }]],
    outputFormat: 'function-body',
    development: development(),
  });
  let code: string;
  try {
    code = String(await processor.process(new VFile(page.body)));
  } catch (error) {
    if (linkContext.failure) throw linkContext.failure;
    if (error instanceof ContentError) throw error;
    throw await mdxError(page, error);
  }
  checkFrontmatterLinks(page, new Set(getVersion(site, page.version).guides.keys()));
  // Cached for overview cards and links to this page.
  if (!outlineMemo.has(page)) {
    outlineMemo.set(page, { ids, toc });
    writeEntry('outline', cacheKey('outline', formatOf(page), page.body), [], { ids, toc });
  }
  return { code, toc, ...captured! };
}

/** next-mdx-remote's removeImportsExportsPlugin: no ESM in content. */
function removeImportsExports(remove: (tree: never, test: string) => unknown) {
  return () => (tree: MdNode) => {
    remove(tree as never, 'mdxjsEsm');
  };
}

/** Like next-mdx-remote's removeJavaScriptExpressions (its default blockJS): no `{...}` expressions, no expression attributes. */
function removeJavaScriptExpressions() {
  const isExpression = (n: MdNode) => n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression';
  return (tree: MdNode) => {
    visit(tree, (node) => {
      if (node.children) node.children = node.children.filter((c) => !isExpression(c));
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.attributes) {
        node.attributes = node.attributes.filter((a) =>
          a.type === 'mdxJsxAttribute' ? a.value === null || typeof a.value === 'string' || (a.value as { type?: string })?.type !== 'mdxJsxAttributeValueExpression' : a.type !== 'mdxJsxExpressionAttribute',
        );
      }
    });
  };
}

/** Runs compiled MDX the way next-mdx-remote's compileMDX does. */
export function mdxContent(code: string, components: MdxComponents): ReactElement {
  const runtime = development() ? devRuntime : prodRuntime;
  const hydrate = Reflect.construct(Function, ['opts', 'frontmatter', code]) as (...args: unknown[]) => { default: (props: object) => ReactElement };
  const Content = hydrate.apply(hydrate, [runtime, {}]).default;
  return createElement(Content as (props: { components: MdxComponents }) => ReactElement, { components });
}

/**
 * The build's checks on an already parsed tree (heading order, links, #hash targets, images,
 * frontmatter links), so a step that only parses (the search index) fails on bad input as early
 * and as clearly as the page compile does.
 */
export function checkPage(site: SiteIndex, page: SourcePage, tree: MdNode, parseTree: NonNullable<typeof syncParse>): void {
  syncParse ??= parseTree;
  const ctx = linkContextFor(site, page);
  remarkHeadingOrder(ctx)()(tree);
  remarkLinks(ctx)()(tree);
  checkFrontmatterLinks(page, ctx.slugsByVersion.get(page.version)!);
}

/** A page's compiled MDX (a function body, run by mdxContent) and its page data: plain data, from the page cache. */
export async function pageSource(site: SiteIndex, page: SourcePage): Promise<{ code: string; data: PageData }> {
  const { code, toc } = await preparePage(site, page);
  const fm = page.frontmatter;
  const routePath =
    page.kind === 'home' ? homeHref(page.version, site.defaultVersion) : docHref(page.version, site.defaultVersion, page.slug);
  const data: PageData = {
    pagePath: path.relative(process.cwd(), page.file),
    routePath,
    pageType: fm.pageType ?? (page.kind === 'home' ? 'home' : 'doc'),
    title: fm.title,
    frontmatter: fm,
    toc,
    lang: '',
    version: page.version,
    lastUpdatedTime: page.generated ? undefined : lastUpdated(page.file, site.contentDir),
    // '' for a generated page: nothing to edit.
    relativePath: page.generated ? '' : path.relative(path.join(site.contentDir, page.version), page.file).split(path.sep).join('/'),
    slug: page.slug,
  };
  return { code, data };
}

export async function compilePage(site: SiteIndex, page: SourcePage, components: MdxComponents = {}): Promise<CompiledPage> {
  const { code, data } = await pageSource(site, page);
  return { content: mdxContent(code, components), data };
}

/** Hero actions and feature cards link like MDX does (version-neutral /guides/...): check them too. */
function checkFrontmatterLinks(page: SourcePage, slugs: Set<string>): void {
  const fm = page.frontmatter;
  const links = [...(fm.hero?.actions ?? []).map((a) => a.link), ...(fm.features ?? []).map((f) => f.link)];
  for (const link of links) {
    if (!link?.startsWith('/guides')) continue;
    const slug = link.split('#')[0].replace(/^\/guides\/?/, '').replace(/\/$/, '');
    if (!slugs.has(slug)) throw new ContentError(page.file, `frontmatter link to a page that does not exist in ${page.version}: ${link}`, 1);
  }
}

/**
 * next-mdx-remote's error drops the position of some MDX errors, so compile once more with
 * @mdx-js/mdx to read the VFileMessage's line and column, then map them back to the file.
 */
async function mdxError(page: SourcePage, error: unknown): Promise<ContentError> {
  const { compile, remarkGfm, syntaxError } = compiler ?? (await loadCompiler());
  try {
    await compile(page.body, { format: page.file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm] });
  } catch (raw) {
    return syntaxError(page, raw);
  }
  return syntaxError(page, String((error as Error)?.message ?? error).replace(/^\[next-mdx-remote\] error compiling MDX:\s*/, ''));
}

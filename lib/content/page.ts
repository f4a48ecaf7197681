// Server only: turns one source page into rendered MDX plus its page data.
import 'server-only';
import path from 'node:path';
import type { ReactElement } from 'react';
import { compile } from '@mdx-js/mdx';
import { compileMDX } from 'next-mdx-remote/rsc';
import rehypePrism from 'rehype-prism-plus';
import remarkGfm from 'remark-gfm';
import { docHref, homeHref } from '../routes';
import { ContentError } from './errors';
import { lastUpdated } from './git';
import { remarkCallouts, remarkHeadingOrder, remarkHeadings, remarkLinks, remarkTableLabels, type LinkContext, type MdNode } from './remark';
import { getVersion, type SiteIndex, type SourcePage } from './site';
import { headingIds, syntaxError } from './tree';
import type { PageData, TocItem } from './types';

export const PUBLIC_DIR = path.resolve(process.env.DMSBG_PUBLIC_DIR || 'public');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MdxComponents = Record<string, any>;

export interface CompiledPage {
  content: ReactElement;
  data: PageData;
}

/** What the link and heading checks need to know about a page and the site around it. */
function linkContextFor(site: SiteIndex, page: SourcePage): LinkContext {
  return {
    file: page.file,
    bodyLineOffset: page.bodyLineOffset,
    version: page.version,
    defaultVersion: site.defaultVersion,
    versions: site.versions,
    slugsByVersion: new Map(site.versions.map((v) => [v, new Set(getVersion(site, v).guides.keys())])),
    headingIds: (version, slug) => headingIds(getVersion(site, version).guides.get(slug)!),
    ownSlug: page.kind === 'guide' ? page.slug : undefined,
    publicDir: PUBLIC_DIR,
  };
}

/**
 * The build's checks on an already parsed tree (heading order, links, #hash targets, images,
 * frontmatter links), so a step that only parses (the search index) fails on bad input as early
 * and as clearly as the page compile does.
 */
export function checkPage(site: SiteIndex, page: SourcePage, tree: MdNode): void {
  const ctx = linkContextFor(site, page);
  remarkHeadingOrder(ctx)()(tree);
  remarkLinks(ctx)()(tree);
  checkFrontmatterLinks(page, ctx.slugsByVersion.get(page.version)!);
}

export async function compilePage(site: SiteIndex, page: SourcePage, components: MdxComponents = {}): Promise<CompiledPage> {
  const toc: TocItem[] = [];
  const linkContext = linkContextFor(site, page);
  let content: ReactElement;
  try {
    ({ content } = await compileMDX({
      source: page.body,
      components,
      options: {
        mdxOptions: {
          format: page.file.endsWith('.md') ? 'md' : 'mdx',
          remarkPlugins: [remarkGfm, remarkHeadingOrder(linkContext), remarkHeadings(toc), remarkCallouts, remarkTableLabels, remarkLinks(linkContext)],
          rehypePlugins: [[rehypePrism, { ignoreMissing: true, showLineNumbers: false }]],
        },
      },
    }));
  } catch (error) {
    if (linkContext.failure) throw linkContext.failure;
    if (error instanceof ContentError) throw error;
    throw await mdxError(page, error);
  }
  const fm = page.frontmatter;
  checkFrontmatterLinks(page, linkContext.slugsByVersion.get(page.version)!);
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
    lastUpdatedTime: lastUpdated(page.file, site.contentDir),
    relativePath: path.relative(path.join(site.contentDir, page.version), page.file).split(path.sep).join('/'),
    slug: page.slug,
  };
  return { content, data };
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
  try {
    await compile(page.body, { format: page.file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm] });
  } catch (raw) {
    return syntaxError(page, raw);
  }
  return syntaxError(page, String((error as Error)?.message ?? error).replace(/^\[next-mdx-remote\] error compiling MDX:\s*/, ''));
}

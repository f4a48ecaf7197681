// Server only: turns one source page into rendered MDX plus its page data.
import path from 'node:path';
import type { ReactElement } from 'react';
import { compile } from '@mdx-js/mdx';
import { compileMDX } from 'next-mdx-remote/rsc';
import rehypePrism from 'rehype-prism-plus';
import remarkGfm from 'remark-gfm';
import { docHref, homeHref } from '../routes';
import { ContentError } from './errors';
import { lastUpdated } from './git';
import { remarkCallouts, remarkHeadingOrder, remarkHeadings, remarkLinks, type LinkContext } from './remark';
import { getVersion, type SiteIndex, type SourcePage } from './site';
import type { PageData, TocItem } from './types';

export const PUBLIC_DIR = path.resolve(process.env.DMSBG_PUBLIC_DIR || 'public');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MdxComponents = Record<string, any>;

export interface CompiledPage {
  content: ReactElement;
  data: PageData;
}

export async function compilePage(site: SiteIndex, page: SourcePage, components: MdxComponents = {}): Promise<CompiledPage> {
  const toc: TocItem[] = [];
  const slugsByVersion = new Map(site.versions.map((v) => [v, new Set(getVersion(site, v).guides.keys())]));
  const linkContext: LinkContext = {
    file: page.file,
    bodyLineOffset: page.bodyLineOffset,
    version: page.version,
    defaultVersion: site.defaultVersion,
    versions: site.versions,
    slugsByVersion,
    publicDir: PUBLIC_DIR,
  };
  let content: ReactElement;
  try {
    ({ content } = await compileMDX({
      source: page.body,
      components,
      options: {
        mdxOptions: {
          format: page.file.endsWith('.md') ? 'md' : 'mdx',
          remarkPlugins: [remarkGfm, remarkHeadingOrder(linkContext), remarkHeadings(toc), remarkCallouts, remarkLinks(linkContext)],
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
  checkFrontmatterLinks(page, slugsByVersion.get(page.version)!);
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
 * @mdx-js/mdx to read the VFileMessage's line, then map it back to the file's line.
 */
async function mdxError(page: SourcePage, error: unknown): Promise<ContentError> {
  let message = String((error as Error)?.message ?? error).replace(/^\[next-mdx-remote\] error compiling MDX:\s*/, '');
  let line: number | undefined;
  try {
    await compile(page.body, { format: page.file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm] });
  } catch (raw) {
    const e = raw as { line?: number; reason?: string; message?: string };
    message = e.reason ?? e.message ?? message;
    line = e.line;
  }
  const fromMessage = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(message);
  line ??= fromMessage ? Number(fromMessage[1]) : undefined;
  const reason = message.split('\n')[0].replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '');
  return new ContentError(page.file, `MDX syntax error: ${reason}`, line ? line + page.bodyLineOffset : undefined);
}

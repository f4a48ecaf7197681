// Server only: turns one source page into rendered MDX plus its page data.
import path from 'node:path';
import type { ReactElement } from 'react';
import { compileMDX } from 'next-mdx-remote/rsc';
import rehypePrism from 'rehype-prism-plus';
import remarkGfm from 'remark-gfm';
import { docHref, homeHref } from '../routes';
import { ContentError } from './errors';
import { lastUpdated } from './git';
import { remarkCallouts, remarkHeadings, remarkLinks } from './remark';
import { CONTENT_DIR, getVersion, type SiteIndex, type SourcePage } from './site';
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
  const linkContext = {
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
          remarkPlugins: [remarkGfm, remarkHeadings(toc), remarkCallouts, remarkLinks(linkContext)],
          rehypePlugins: [[rehypePrism, { ignoreMissing: true, showLineNumbers: false }]],
        },
      },
    }));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw mdxError(page, error);
  }
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
    lastUpdatedTime: lastUpdated(page.file, CONTENT_DIR),
    relativePath: path.relative(path.join(CONTENT_DIR, page.version), page.file).split(path.sep).join('/'),
    slug: page.slug,
  };
  return { content, data };
}

/** MDX errors carry a position (or a "line:col" in the message); map it back to the file's line. */
function mdxError(page: SourcePage, error: unknown): ContentError {
  const e = error as { position?: { start?: { line?: number } }; line?: number; reason?: string; message?: string; cause?: unknown };
  const inner = (e.cause ?? e) as typeof e;
  const message = String(inner.reason ?? inner.message ?? e.message ?? error);
  const fromMessage = /(\d+):\d+(?:-\d+:\d+)?/.exec(message);
  const line = inner.position?.start?.line ?? inner.line ?? (fromMessage ? Number(fromMessage[1]) : undefined);
  const reason = message.replace(/^\[next-mdx-remote\] error compiling MDX:\s*/, '').split('\n')[0];
  return new ContentError(page.file, `MDX syntax error: ${reason}`, line ? line + page.bodyLineOffset : undefined);
}

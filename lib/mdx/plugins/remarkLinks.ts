// Server only: content links and images checked against the site and rewritten to where they lead.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { isExternal, versionedHref, withBasePath } from '../../routes';
import { CHANGES_ID } from '../../routes/versions';
import { ContentError } from '../errors';
import { imageSize } from '../imageSize';
import { OWN_VERSION_PREFIX, type LinkContext } from '../linkContext';
import { visit } from '../tree';
import type { MdNode } from '../types';

type Fail = (node: MdNode, reason: string) => never;

/**
 * Internal links are written version-neutral (`/guides/<slug>#id`) and point at the page's own
 * version; `/<version>/guides/<slug>` reaches another version. A link to a page that does not exist
 * there, a relative link or a missing image fails the build. Root-relative images get the base path.
 */
export function remarkLinks(ctx: LinkContext) {
  return () => (tree: MdNode) => {
    const fail: Fail = (node, reason) => {
      throw new ContentError(ctx.file, reason, node.position ? node.position.start.line + ctx.bodyLineOffset : undefined);
    };
    const checkImage = (node: MdNode, src: string): string => {
      if (/^(https?:)?\/\//.test(src) || src.startsWith('data:')) return src;
      if (!src.startsWith('/')) fail(node, `image path must start with /images/ (file under public/): ${src}`);
      const file = path.join(ctx.publicDir, decodeURI(src.split(/[?#]/)[0]));
      if (!fs.existsSync(file)) fail(node, `image not found: public${src}`);
      const size = node.type === 'image' ? imageSize(file) : undefined;
      if (size) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...size } };
      return withBasePath(src);
    };
    visit(tree, (node) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        node.url = resolveLink(node, node.url, ctx, fail);
      } else if (node.type === 'image' && node.url) {
        node.url = checkImage(node, node.url);
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
        for (const attr of node.attributes ?? []) {
          if (attr.name === 'src' && typeof attr.value === 'string') attr.value = checkImage(node, attr.value);
        }
      }
    });
  };
}

/** Checks a content link and returns where it leads (lib/routes' versionedHref decides that). */
function resolveLink(node: MdNode, url: string, ctx: LinkContext, fail: Fail): string {
  if (isExternal(url)) return url;
  // The default version has no segment (lib/routes' versionPrefix), asked of ctx so the page cache records it.
  const prefixOf = (version: string) => (version === ctx.version ? OWN_VERSION_PREFIX : ctx.isDefault(version) ? '' : `/${version}`);
  const checkHash = (version: string, slug: string, hash: string) => {
    if (hash && hash !== CHANGES_ID && !ctx.headingIds(version, slug).has(decodeURIComponent(hash))) {
      fail(node, `link to a heading that does not exist in ${version}/guides/${slug || 'index'}: ${url}`);
    }
  };
  if (url.startsWith('#')) {
    if (ctx.ownSlug !== undefined) checkHash(ctx.version, ctx.ownSlug, url.slice(1));
    return url;
  }
  if (!url.startsWith('/')) fail(node, `relative link '${url}': write internal links as /guides/<slug>`);
  const [pathPart, hash = ''] = url.split('#');
  if (pathPart.startsWith('/images/') || pathPart.startsWith('/files/')) {
    if (!fs.existsSync(path.join(ctx.publicDir, pathPart))) fail(node, `file not found: public${pathPart}`);
    return versionedHref(url, prefixOf(ctx.version));
  }
  const segments = pathPart.split('/').filter(Boolean);
  // '/<version>/guides/...' reaches another version; without one, the link stays in the page's own.
  const version = segments.length && ctx.isVersion(segments[0]) ? (segments.shift() as string) : ctx.version;
  if (segments[0] !== 'guides' && segments.length) fail(node, `internal link '${url}' must point into /guides/`);
  if (segments.length) {
    const slug = segments.slice(1).join('/');
    if (!ctx.pageExists(version, slug)) fail(node, `link to a page that does not exist in ${version}: ${url}`);
    checkHash(version, slug, hash);
  }
  return versionedHref(`/${segments.join('/')}${hash ? `#${hash}` : ''}`, prefixOf(version));
}

// Server only: the remark passes of the content pipeline. One slugger gives heading ids and the
// TOC in the same pass, so outline links can never drift from anchors.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { isExternal, versionedHref, versionPrefix, withBasePath } from '../routes';
import { CHANGES_ID } from '../routes/versions';
import { ContentError } from './errors';
import { imageSize } from './imageSize';
import { encodePlaceholders, parsePlaceholders, PlaceholderError } from '../values/placeholders';
import type { TocItem } from './types';
import { slugify } from '../mdx/slug';

// Minimal mdast shapes; the full types live in @types/mdast, which we do not need to depend on.
export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  lang?: string | null;
  name?: string | null;
  children?: MdNode[];
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; offset?: number } };
  data?: { hName?: string; hProperties?: Record<string, unknown>; id?: string };
}

export function visit(node: MdNode, fn: (node: MdNode, parent?: MdNode) => void, parent?: MdNode): void {
  fn(node, parent);
  for (const child of node.children ?? []) visit(child, fn, node);
}

/** Text of a node the way a reader sees it (inline code included, markup dropped). */
export function toText(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(toText).join('');
}

export { slugify };

/** Gives unique ids within one page: 'setup', 'setup-1', 'setup-2'. */
export function createSlugger(): (text: string) => string {
  const seen = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 1; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  };
}

/** Heading ids for every heading, TOC entries for depth 2 and 3. */
export function remarkHeadings(toc: TocItem[]) {
  return () => (tree: MdNode) => {
    const slug = createSlugger();
    visit(tree, (node) => {
      if (node.type !== 'heading' || !node.depth) return;
      const text = toText(node).trim();
      const id = slug(text);
      node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth === 2 || node.depth === 3) {
        toc.push({ text, id, depth: node.depth, charIndex: node.position?.start.offset ?? 0 });
      }
    });
  };
}

/**
 * Headings nest like an outline: the body starts at `##` (the title is the page's h1) and each
 * heading goes at most one level deeper than the one before. A skipped level breaks the outline
 * for screen readers and the TOC, so the build refuses it.
 */
export function remarkHeadingOrder(ctx: Pick<LinkContext, 'file' | 'bodyLineOffset' | 'failure'>) {
  return () => (tree: MdNode) => {
    let previous = 1;
    visit(tree, (node) => {
      if (node.type !== 'heading' || !node.depth) return;
      const line = node.position ? node.position.start.line + ctx.bodyLineOffset : undefined;
      const text = toText(node).trim();
      if (node.depth === 1) {
        ctx.failure = new ContentError(ctx.file, `heading '# ${text}': the title comes from frontmatter; start sections at ##`, line);
      } else if (node.depth > previous + 1) {
        const where = previous === 1 ? 'the first heading of a page' : `after an h${previous}`;
        ctx.failure = new ContentError(
          ctx.file,
          `heading level skipped: '${'#'.repeat(node.depth)} ${text}' is an h${node.depth} ${where}; use ${'#'.repeat(previous + 1)}`,
          line,
        );
      }
      if (ctx.failure) throw ctx.failure;
      previous = node.depth;
    });
  };
}

/**
 * Each table is a scrollable region and needs a name a screen reader can tell apart from the
 * others on the page: "Table: <the section it is in>", numbered when a section has several.
 */
export function remarkTableLabels() {
  return (tree: MdNode) => {
    let section = '';
    const unique = uniqueNames();
    visit(tree, (node) => {
      if (node.type === 'heading') section = toText(node).trim();
      if (node.type !== 'table') return;
      const label = unique(section ? `Table: ${section}` : 'Table');
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'data-label': label } };
    });
  };
}

/** Names unique within one page: 'Warning', 'Warning (2)', ... (landmarks must differ by name). */
export function uniqueNames(): (base: string) => string {
  const used = new Map<string, number>();
  return (base) => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n > 1 ? `${base} (${n})` : base;
  };
}

const CALLOUT_KINDS: Record<string, string> = {
  NOTE: 'Note',
  TIP: 'Tip',
  IMPORTANT: 'Important',
  WARNING: 'Warning',
  CAUTION: 'Caution',
};

/**
 * GitHub alert syntax (`> [!WARNING]`) becomes <aside class="callout callout-warning">, named by its
 * kind ('Warning', then 'Warning (2)', ...: a named aside is a landmark, and landmarks need unique names).
 */
export function remarkCallouts() {
  return (tree: MdNode) => {
    const unique = uniqueNames();
    visit(tree, (node) => {
      if (node.type !== 'blockquote') return;
      const first = node.children?.[0];
      const lead = first?.type === 'paragraph' ? first.children?.[0] : undefined;
      const match = lead?.type === 'text' ? /^\[!(\w+)\][ \t]*\n?/.exec(lead.value ?? '') : null;
      if (!match || !lead || !first) return;
      const kind = match[1].toUpperCase();
      const label = CALLOUT_KINDS[kind];
      if (!label) return;
      lead.value = (lead.value ?? '').slice(match[0].length);
      if (!lead.value && first.children?.[1]?.type === 'break') first.children.splice(0, 2);
      else if (!lead.value) first.children?.shift();
      if (!first.children?.length) node.children?.shift();
      const title: MdNode = {
        type: 'paragraph',
        children: [{ type: 'text', value: label }],
        data: { hName: 'p', hProperties: { className: ['callout-title'] } },
      };
      node.children = [title, ...(node.children ?? [])];
      node.data = {
        hName: 'aside',
        hProperties: { className: ['callout', `callout-${kind.toLowerCase()}`], 'aria-label': unique(label) },
      };
    });
  };
}

export interface LinkContext {
  file: string;
  bodyLineOffset: number;
  version: string;
  defaultVersion: string;
  versions: readonly string[];
  /** Guide slugs per version. */
  slugsByVersion: Map<string, Set<string>>;
  /** Heading ids of a guide page (it exists in slugsByVersion), for checking `#hash` targets. */
  headingIds: (version: string, slug: string) => Set<string>;
  /** The slug of the page being compiled (guides only), for same-page `#hash` links. */
  ownSlug?: string;
  publicDir: string;
  /**
   * Whether a version is the default one (served without a version segment); defaults to comparing
   * with defaultVersion. The page cache passes one that records which versions a page asked about.
   */
  isDefault?: (version: string) => boolean;
  /** The first problem found; kept here because next-mdx-remote rewraps errors thrown by plugins. */
  failure?: ContentError;
}

/**
 * Stands for the page's own version prefix ('' for the default, '/2.6.9') in links the compile
 * writes; preparePage puts the prefix in. So a compiled page does not depend on whether its version
 * is the default: when a release moves the old default to /<version>/, its pages are not compiled
 * again. URL-safe, so Markdown-to-HTML leaves it as it is.
 */
export const OWN_VERSION_PREFIX = '/~dmsbg-own-version~';

/**
 * Internal links are written version-neutral (`/guides/<slug>#id`) and point at the page's own
 * version; `/<version>/guides/<slug>` reaches another version. A link to a page that does not exist
 * there, a relative link or a missing image fails the build. Root-relative images get the base path.
 */
export function remarkLinks(ctx: LinkContext) {
  return () => (tree: MdNode) => {
    const fail = (node: MdNode, reason: string): never => {
      ctx.failure = new ContentError(ctx.file, reason, node.position ? node.position.start.line + ctx.bodyLineOffset : undefined);
      throw ctx.failure;
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
function resolveLink(node: MdNode, url: string, ctx: LinkContext, fail: (n: MdNode, r: string) => never): string {
  if (isExternal(url)) return url;
  // Asked through ctx.isDefault when there is one, so the page cache records the answer.
  const isDefault = (version: string) => ctx.isDefault?.(version) ?? version === ctx.defaultVersion;
  const prefixOf = (version: string) =>
    version === ctx.version ? OWN_VERSION_PREFIX : versionPrefix(version, isDefault(version) ? version : ctx.defaultVersion);
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
  const version = ctx.versions.includes(segments[0]) ? (segments.shift() as string) : ctx.version;
  if (segments[0] !== 'guides' && segments.length) fail(node, `internal link '${url}' must point into /guides/`);
  if (segments.length) {
    const slug = segments.slice(1).join('/');
    if (!ctx.slugsByVersion.get(version)?.has(slug)) fail(node, `link to a page that does not exist in ${version}: ${url}`);
    checkHash(version, slug, hash);
  }
  return versionedHref(`/${segments.join('/')}${hash ? `#${hash}` : ''}`, prefixOf(version));
}

/**
 * "Your values" placeholders (`{{box:192.168.1.1}}`, lib/values/placeholders.ts) in fenced code:
 * the marks go, the example stays (so the page, its Markdown twin and search show the example),
 * and the code element records where each example sits for the browser. An unknown key or an empty
 * example fails the build at its line.
 */
export function remarkPlaceholders(ctx: Pick<LinkContext, 'file' | 'bodyLineOffset'>) {
  return () => (tree: MdNode) => {
    visit(tree, (node) => {
      if (node.type !== 'code' || !node.value?.includes('{{')) return;
      let parsed: ReturnType<typeof parsePlaceholders>;
      try {
        parsed = parsePlaceholders(node.value);
      } catch (error) {
        if (!(error instanceof PlaceholderError)) throw error;
        const line = node.position ? node.position.start.line + ctx.bodyLineOffset + error.line : undefined;
        throw new ContentError(ctx.file, error.message, line);
      }
      if (!parsed.placeholders.length) return;
      node.value = parsed.text;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataVars: encodePlaceholders(parsed.placeholders) } };
    });
  };
}

/** A glossary term as the page compile needs it (lib/glossary/glossary.ts). */
export interface TermEntry {
  term: string;
  definition: string;
  page: string;
  forms?: string[];
}

/** Nodes whose text is never a term's first use: headings, links, code, images, tables, inline JSX. */
const NO_TERMS = new Set(['heading', 'link', 'linkReference', 'inlineCode', 'code', 'image', 'table', 'mdxJsxTextElement', 'definition', 'html']);

/**
 * The first use of each glossary term in a page's prose becomes <Term> (components/mdx/Term.tsx):
 * its definition on hover, focus and tap. Runs after the search text and the Markdown twin are taken,
 * so neither changes. The page a term's entry points at (where it is explained) is left as written.
 */
export function remarkTerms(terms: readonly TermEntry[], ownSlug: string | undefined) {
  const forms = terms
    .filter((t) => t.page.split('#')[0].replace(/^\/guides\/?/, '') !== ownSlug)
    .flatMap((t) => (t.forms?.length ? t.forms : [t.term]).map((form) => ({ form, entry: t })))
    // Longest first: "carrier-grade NAT" is CGNAT's, not NAT's.
    .sort((a, b) => b.form.length - a.form.length);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = forms.length ? new RegExp(`(?<![\\p{L}\\p{N}_-])(${forms.map((f) => escape(f.form)).join('|')})(?![\\p{L}\\p{N}_]|-[\\p{L}\\p{N}])`, 'gu') : undefined;
  const entryOf = new Map(forms.map((f) => [f.form, f.entry]));
  return () => (tree: MdNode) => {
    if (!pattern) return;
    const used = new Set<string>();
    const walk = (node: MdNode): void => {
      if (NO_TERMS.has(node.type) || !node.children) return;
      const out: MdNode[] = [];
      for (const child of node.children) {
        if (child.type !== 'text') {
          walk(child);
          out.push(child);
          continue;
        }
        const text = child.value ?? '';
        let last = 0;
        for (const m of text.matchAll(pattern)) {
          const entry = entryOf.get(m[1])!;
          if (used.has(entry.term)) continue;
          used.add(entry.term);
          // An opening bracket or quote right before the term goes with it: a line never breaks between them.
          const lead = /[([{"'“‘]$/.exec(text.slice(last, m.index))?.[0] ?? '';
          if (m.index - lead.length > last) out.push({ type: 'text', value: text.slice(last, m.index - lead.length) });
          out.push({
            type: 'mdxJsxTextElement',
            name: 'Term',
            attributes: [
              { type: 'mdxJsxAttribute', name: 'term', value: entry.term },
              { type: 'mdxJsxAttribute', name: 'definition', value: entry.definition },
              { type: 'mdxJsxAttribute', name: 'href', value: versionedHref(entry.page, OWN_VERSION_PREFIX) },
              ...(lead ? [{ type: 'mdxJsxAttribute', name: 'lead', value: lead }] : []),
            ],
            children: [{ type: 'text', value: m[1] }],
          });
          last = m.index + m[1].length;
        }
        const rest = text.slice(last);
        if (rest) out.push({ type: 'text', value: rest });
      }
      node.children = out;
    };
    walk(tree);
  };
}

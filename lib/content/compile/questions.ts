// Server only: the page cache's questions, what a page asks about the site while it compiles (is
// 'foo' a version, does /guides/x exist in its version or in 2.6.9, which heading ids has that page,
// its own version's URL prefix). Each is a function of the site and the asking page's version; the
// compile records every question with its answer (cache.ts keeps them with the page), and a cached
// page is used only while each recorded question still gets the same answer.
import 'server-only';
import type { LinkContext } from '../../mdx/linkContext';
import { versionPrefix } from '../../routes';
import { contentHash } from './cache';
import { outlineOf, type Parse } from './outline';
import { getVersion, type SiteIndex, type SourcePage } from '../source/read';

/** Who asks: the site, the asking page's version, and a parser for pages whose outline is not cached yet. */
export interface Asker {
  site: SiteIndex;
  version: string;
  parse?: Parse;
}

/** A version as a question names it: '.' is the asking page's own, so a copied version (a release) asks the same. */
type VersionRef = string;

/** Each question's arguments. */
interface Arguments {
  ownPrefix: [];
  isDefault: [version: string];
  isVersion: [name: string];
  pageExists: [version: VersionRef, slug: string];
  headingIds: [version: VersionRef, slug: string];
}
type Question = keyof Arguments;
type Answer = string | boolean;

const guide = ({ site, version: own }: Asker, version: VersionRef, slug: string) =>
  site.byVersion.get(version === '.' ? own : version)?.guides.get(slug);

const questions: { [Q in Question]: (asker: Asker, ...args: Arguments[Q]) => Answer } = {
  /** The URL prefix of the asking page's version: '' for the default, '/2.6.9'. */
  ownPrefix: ({ site, version }) => versionPrefix(version, site.defaultVersion),
  isDefault: ({ site }, version) => version === site.defaultVersion,
  isVersion: ({ site }, name) => site.versions.includes(name),
  pageExists: (asker, version, slug) => guide(asker, version, slug) !== undefined,
  /** A hash of the page's heading ids; '-' without the page, '?' while its outline is unknown (no recorded answer is '?'). */
  headingIds: (asker, version, slug) => {
    const page = guide(asker, version, slug);
    const outline = page && outlineOf(page, asker.parse);
    return !page ? '-' : outline ? contentHash(...[...outline.ids].sort()) : '?';
  },
};

/** A question asked, with its arguments and the answer it got. */
export type Dependency = [question: Question, args: Arguments[Question], answer: Answer];

function answer<Q extends Question>(asker: Asker, question: Q, args: Arguments[Q]): Answer {
  return questions[question](asker, ...args);
}

/** Whether a recorded question still gets the same answer for this asker. */
export const stillHolds =
  (asker: Asker) =>
  ([question, args, recorded]: Dependency): boolean =>
    answer(asker, question, args) === recorded;

/**
 * The link context of a page (what its link and heading checks ask about the site), each answer
 * recorded once in `deps`, about the page's own version as '.'.
 */
export function linkContextFor(site: SiteIndex, page: SourcePage, parse: Parse, publicDir: string, deps: Dependency[] = []): LinkContext {
  const asker: Asker = { site, version: page.version, parse };
  const asked = new Set<string>();
  const ask = <Q extends Question>(question: Q, ...args: Arguments[Q]): Answer => {
    const got = answer(asker, question, args);
    const id = JSON.stringify([question, args]);
    if (!asked.has(id)) deps.push([question, args, got]), asked.add(id);
    return got;
  };
  const rel = (version: string) => (version === page.version ? '.' : version);
  return {
    file: page.file,
    bodyLineOffset: page.bodyLineOffset,
    version: page.version,
    ownSlug: page.kind === 'guide' ? page.slug : undefined,
    publicDir,
    isVersion: (name) => ask('isVersion', name) === true,
    // The own version's links carry its prefix: record the prefix itself ('' or '/2.6.9'), which a
    // copy made the default shares with the old default.
    isDefault: (version) => (version === page.version ? ask('ownPrefix') === '' : ask('isDefault', version) === true),
    pageExists: (version, slug) => ask('pageExists', rel(version), slug) === true,
    headingIds: (version, slug) => {
      ask('headingIds', rel(version), slug);
      return new Set(outlineOf(getVersion(site, version).guides.get(slug)!, parse)!.ids);
    },
  };
}

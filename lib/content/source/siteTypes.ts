// Server only: the shapes of the site index (site.ts builds it), in a module of their own so the
// modules site.ts imports (generated pages, change entries) can name them without importing it back.
import 'server-only';
import type { ChangeEntry } from '../../changes/entries';
import type { GlossaryTerm } from '../../glossary/glossary';
import type { PortsFile } from '../../ports/ports';
import type { Question } from '../../questions/questions';
import type { Frontmatter, SidebarItem } from '../types';
import type { Locale } from './locales';
import type { TranslationState } from '../../i18n/status';

export interface SourcePage {
  version: string;
  /** '' for the guides index; unused for home pages. */
  slug: string;
  kind: 'home' | 'guide';
  file: string;
  frontmatter: Frontmatter;
  body: string;
  bodyLineOffset: number;
  /** The frontmatter's `changes`, validated, with their lines (lib/changes/entries.ts). */
  changes?: ChangeEntry[];
  /** Made by the build, not written: its kind (lib/content/generated/kinds.ts), rules and browser script. */
  made?: { kind: string; rules: PageRules; script?: string };
  /** A translation's language (content/i18n/<lang>/); undefined for an English page. */
  lang?: string;
  /** A translation against today's English: current, or outdated with the English sections changed since (lib/i18n/status.ts). */
  status?: TranslationState;
  /** A translation written for another version, shown in this one because their English says the same (source/translations.ts). */
  inheritedFrom?: string;
}

/** How the pipeline treats a page (lib/content/source/rules.ts: rulesOf). */
export interface PageRules {
  /** 'full': its text is searched; 'titles': its title and headings only (its lists repeat other pages' text). */
  search: 'full' | 'titles';
  /** In the version's print page. */
  print: boolean;
  /** Read from a file: a Last Updated date and an edit link. */
  fromFile: boolean;
  /** Glossary terms in its text get their definitions. */
  glossaryTerms: boolean;
  /** Compared between versions: What's new, Upgrading, "Changes since" and "In versions". */
  compared: boolean;
  /** Prepared and rendered after every written page, whose text its body reads. */
  readsOtherPages: boolean;
}

export interface VersionIndex {
  version: string;
  home: SourcePage;
  guides: Map<string, SourcePage>;
  sidebar: SidebarItem[];
  /** Guide slugs in sidebar order (prev/next). */
  order: { slug: string; text: string }[];
  /** content/<version>/glossary.json ([] without one): the Glossary page and term definitions. */
  glossary: GlossaryTerm[];
  /** content/<version>/ports.json: the Ports and Services table and its rule builder. */
  ports?: PortsFile;
  /** content/<version>/questions.json ([] without one): cross-cutting questions, their owners and answers. */
  questions: Question[];
}

/** A language's translated pages of one version (content/i18n/<lang>/<version>/): its home and guides, by the English slug. */
export interface TranslatedVersion {
  home?: SourcePage;
  guides: Map<string, SourcePage>;
  /** Its own sidebar labels (content/i18n/<lang>/<version>/guides/<folders>/_meta.json): pages by slug, groups by folder path. */
  labels?: { pages: Map<string, string>; groups: Map<string, string> };
}

export interface SiteIndex {
  contentDir: string;
  /** English first (the content itself), then each content/i18n/<code>/ (source/locales.ts). */
  locales: Locale[];
  /** Each other language's translated pages, by version. */
  translations: Map<string, Map<string, TranslatedVersion>>;
  /**
   * A language's own copies of pages the build writes, by version and slug: where its translations
   * translate change entries (lib/content/generated/kinds.ts addLanguageKindPages). Untranslated pages still.
   */
  kindPagesInLanguage?: Map<string, Map<string, Map<string, SourcePage>>>;
  /** Display order: as in content/versions.json, else newest first. */
  versions: string[];
  defaultVersion: string;
  byVersion: Map<string, VersionIndex>;
}

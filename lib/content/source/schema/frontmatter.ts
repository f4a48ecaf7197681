// Server only: the frontmatter a page may write, declared once. The schema gives the TypeScript type
// (lib/content/types.ts re-exports it), the validation (lib/content/source/frontmatter.ts) and the field
// table in WRITING.md (lib/content/source/schema/table.ts; `npm run docs:frontmatter` writes it). Unknown
// keys fail, at every level. A `.default()` says what an absent key means (the code reads
// `footer !== false`); a parsed page carries every default.
import 'server-only';
import { z } from 'zod';
import { NOT_A_LIST } from '../../../changes/entries';

export const PAGE_TYPES = ['doc', 'home', 'custom', 'blank'] as const;

/** A field shown unless a page switches it off. */
const shown = (what: string) => z.boolean().default(true).describe(what);

const heroAction = z.strictObject({
  text: z.string().describe("The button's text."),
  link: z.string().describe('A guide (`/guides/...`, checked) or another site.'),
  theme: z.enum(['brand', 'alt']).optional().describe("The button's style: `brand` (the default) or `alt`."),
});

const heroImage = z.strictObject({
  src: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]).describe('An image under public/ (`/images/box.svg`), or one per theme (`light`, `dark`).'),
  alt: z.string().optional().describe("The image's alternative text."),
  srcset: z.string().optional().describe("The `<img>`'s srcset."),
  sizes: z.string().optional().describe("The `<img>`'s sizes."),
});

const hero = z.strictObject({
  name: z.string().optional().describe('The big line (the product).'),
  text: z.string().optional().describe('The line under it.'),
  tagline: z.string().optional().describe('The small line under that.'),
  actions: z.array(heroAction).optional().describe('Its buttons.'),
  image: heroImage.optional().describe('An image beside it.'),
});

const feature = z.strictObject({
  title: z.string().describe("The card's title."),
  details: z.string().describe('A sentence or two.'),
  icon: z.string().optional().describe('An icon name of components/ui/Icon.tsx (`shield`, `bolt`).'),
  link: z.string().optional().describe('Where the card leads: a guide (`/guides/...`, checked) or another site.'),
  span: z.literal([3, 4, 6, 8, 12]).default(4).describe("The card's width in columns out of 12."),
});

export const frontmatterSchema = z.strictObject({
  title: z
    .string()
    .refine((title) => title.trim() !== '', "'title' is required")
    .describe("The page's h1, its sidebar text and its title in search and the browser tab."),
  description: z.string().optional().describe('One sentence, at most 160 characters, shown in search engines and link previews.'),
  titleSuffix: z.string().optional().describe("Replaces the site's suffix after the title in the browser tab (`WireGuard | DMSBG Docs`)."),
  pageType: z
    .enum(PAGE_TYPES)
    .optional()
    .describe('`doc` (the default; `home` for a version\'s `index.mdx`), `custom` (no sidebar or outline), `blank` (no navbar or footer).'),
  replaces: z.string().optional().describe('The slug this page replaces in older versions (`vpn/ipsec`): the version switcher, banner and What\'s new follow it.'),
  overview: z.boolean().default(false).describe("List the section's pages and their h2 headings below the text."),
  outline: shown("Show 'ON THIS PAGE' beside the text."),
  sidebar: shown('Show the sidebar.'),
  navbar: shown('Show the navbar.'),
  footer: shown("Show the page's footer (pager, Last Updated) and the site footer."),
  globalUIComponents: shown('Zoom images on click.'),
  changes: z
    .array(z.unknown(), { error: NOT_A_LIST })
    .optional()
    .describe('What the firmware changed in the page since the previous version, in one-line entries (below).'),
  editorial: z.string().optional().describe("One line saying the page's differences from the previous version's are our own rewording (below)."),
  source: z
    .string()
    .regex(/^[0-9a-f]{12}$/, "'source' must be the 12 hex digits `npm run i18n:stamp` writes")
    .optional()
    .describe('Translations only: the English text the translation was made from (`npm run i18n:stamp -- <file>` writes it).'),
  hero: hero.optional().describe('Home pages: the banner at the top.'),
  features: z.array(feature).optional().describe('Home pages: the cards under the banner.'),
});

/**
 * Frontmatter as a page writes it: a field with a default may be absent (the pages the build writes,
 * What's new and the Glossary, carry none), so code reads `footer !== false`, as the table says.
 */
export type Frontmatter = z.input<typeof frontmatterSchema>;
/** Frontmatter as parsed from a page: every default filled in. */
export type ParsedFrontmatter = z.output<typeof frontmatterSchema>;
export type Hero = z.input<typeof hero>;
export type HeroAction = z.input<typeof heroAction>;
export type HeroImage = z.input<typeof heroImage>;
export type Feature = z.input<typeof feature>;

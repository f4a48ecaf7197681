// Build only: the site config's shape and defaults, declared once. The schema gives the types
// lib/config/site.ts is written against and the check the build runs on it
// (lib/content/source/schema/siteConfig.ts: a bad value, e.g. from NEXT_PUBLIC_DMSBG_HIDE_NAVBAR, fails with
// the field). site.ts ships to the browser, so it stays plain data with its values' comments and
// imports only these types: zod must never reach client code. The browser reads site.ts as written,
// not parsed, so code reading a default site.ts leaves out applies it itself (`position ?? 'right'`);
// a top-level field left out fails the type check where it is read.
import 'server-only';
import { z } from 'zod';

const socialLink = z.strictObject({
  icon: z.enum(['discord', 'facebook', 'x', 'linkedin', 'github']),
  /** Accessible name and tooltip. */
  label: z.string(),
  href: z.url(),
});

/** Spec 3: menu item. Internal links are version-neutral ('/guides/') and follow the reader's version. */
const menuItemFields = {
  /** A key of the interface strings (lib/i18n/strings.ts, such as 'nav.home') shows in the page's language; other text as written. */
  text: z.string(),
  link: z.string().optional(),
  /** Regular expression tested against the site path (without base and version) to mark the item active. */
  activeMatch: z.string().optional(),
  position: z.enum(['left', 'right']).default('right'),
  tag: z.string().optional(),
};
type MenuItemInput = z.input<z.ZodObject<typeof menuItemFields>> & { items?: MenuItemInput[] };
const menuItem: z.ZodType<MenuItemInput> = z.lazy(() => z.strictObject({ ...menuItemFields, items: z.array(menuItem).optional() }));

const hideNavbar = z.enum(['never', 'on-scroll', 'always']);

const search = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('local') }),
  /** Remote mode (spec: The calls it makes): GET apiUrl?keyword=&limit=&searchIndexes=&lang= */
  z.strictObject({ mode: z.literal('remote'), apiUrl: z.url(), searchIndexes: z.array(z.string()) }),
]);

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  titleSuffix: z.string(),
  description: z.string(),
  url: z.url(),
  productName: z.string(),
  tagline: z.string(),
  logo: z.strictObject({ light: z.string(), dark: z.string() }),
  logoText: z.string(),
  companyUrl: z.url(),
  copyright: z.string(),
  footerMessage: z.string(),
  socialLinks: z.array(socialLink).default([]),
  nav: z.array(menuItem).default([]),
  editLink: z.strictObject({ repoBaseUrl: z.string(), text: z.string() }).default({ repoBaseUrl: '', text: '' }),
  lastUpdated: z.boolean().default(true),
  darkMode: z.boolean().default(true),
  hideNavbar: hideNavbar.default('never'),
  search: search.default({ mode: 'local' }),
  maxInlineSocialLinks: z.number().int().min(0).default(3),
});

/** The site config as written in lib/config/site.ts (a field with a default may be left out). */
export type SiteConfig = z.input<typeof siteConfigSchema>;
export type SocialLink = z.input<typeof socialLink>;
export type SocialIcon = SocialLink['icon'];
export type MenuItem = MenuItemInput;
export type HideNavbarMode = z.input<typeof hideNavbar>;
export type SearchConfig = z.input<typeof search>;

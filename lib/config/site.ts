// Site facts shared by the build and the browser. Plain data: no React, Next or node imports.

// Its types come from the schema, lib/config/schema.ts (build only), which the build checks this
// object against; a type-only import, so the browser gets this data and nothing of zod.
import type { HideNavbarMode, MenuItem, SearchConfig, SiteConfig, SocialLink } from './schema';

export type { HideNavbarMode, MenuItem, SearchConfig, SiteConfig, SocialIcon, SocialLink } from './schema';

export const siteConfig = {
  title: 'DMSBG Docs',
  /** Appended to every doc title: "WireGuard | DMSBG Docs". */
  titleSuffix: 'DMSBG Docs',
  description:
    'Guides for the Difuse DMSBG: router, firewall, Wi-Fi, VPN and Asterisk PBX in one box.',
  /** Default public origin; the build reads the one in force from lib/config/siteUrl.ts. */
  url: 'https://docs.difuse.io',
  productName: 'Difuse DMSBG',
  tagline: 'One box, infinite solutions.',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'DMSBG',
  companyUrl: 'https://difuse.io/',
  copyright: 'Copyright © 2025 Difuse Technologies. All rights reserved.',
  footerMessage: 'Difuse DMSBG documentation. One box, infinite solutions.',
  socialLinks: [
    { icon: 'discord', label: 'Discord community', href: 'https://discord.gg/difuse' },
    { icon: 'facebook', label: 'Facebook page', href: 'https://www.facebook.com/difuseio' },
    { icon: 'x', label: 'X (Twitter)', href: 'https://x.com/difuseio' },
    { icon: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/difuse' },
  ] as SocialLink[],
  /** Navbar menu; more than 5 items makes it compact (spec: Navigation bar and menus). */
  nav: [
    { text: 'nav.home', link: '/', activeMatch: '^(?!.*guides)' },
    { text: 'nav.documentation', link: '/guides/', activeMatch: 'guides' },
  ] as MenuItem[],
  /** Edit link shows only when both are set (spec: Table of contents, pager, source link). */
  editLink: { repoBaseUrl: '', text: '' },
  lastUpdated: true,
  /** false forces the light theme (spec: States and transitions). */
  darkMode: true,
  /** NEXT_PUBLIC_DMSBG_HIDE_NAVBAR at build time overrides it (the fixture build tests 'on-scroll'). */
  hideNavbar: (process.env.NEXT_PUBLIC_DMSBG_HIDE_NAVBAR || 'never') as HideNavbarMode,
  /** Local index by default; NEXT_PUBLIC_DMSBG_SEARCH_API at build time switches to remote mode. */
  search: (process.env.NEXT_PUBLIC_DMSBG_SEARCH_API
    ? { mode: 'remote', apiUrl: process.env.NEXT_PUBLIC_DMSBG_SEARCH_API, searchIndexes: ['dmsbg'] }
    : { mode: 'local' }) as SearchConfig,
  /** At most this many social icons inline; the rest go into a dropdown (spec: Business constants and limits). */
  maxInlineSocialLinks: 3,
} satisfies SiteConfig;

// Build only: the public origin for canonical links, Open Graph and the sitemap. DMSBG_SITE_URL at
// build time (a staging host, a mirror), else the production host in lib/config/site.ts. Kept out
// of site.ts, which ships to the browser, so the client bundle carries no process.env lookup.
import 'server-only';
import { siteUrlOverride } from './env.mjs';
import { siteConfig } from './site';

export const SITE_URL = siteUrlOverride() || siteConfig.url;

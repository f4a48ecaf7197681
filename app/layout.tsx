import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config/site';
import { SITE_URL } from '@/lib/config/siteUrl';
import { inlineHeadScript } from '@/lib/theme/headScript';
import { firstVisitScript } from '@/lib/i18n/redirect';
import { getSiteIndex } from '@/lib/content/site';
import { chromeImage } from '@/lib/config/logos';
import { RouteEffects } from '@/components/effects/RouteEffects.client';
import { pageStrings } from '@/lib/i18n/page';
import { pick } from '@/lib/i18n/strings';
// Styles, in one stylesheet that every page loads first (about 6 KB gzip; the first paint needs it
// whole): tokens and shared controls, then one file beside each region, then the doc body, which
// may override a region. Region files do not style each other's elements, so their order only
// decides how well the bundle compresses, and this one packs best. CSS Modules or per-component
// imports would let Next split and reorder the bundle and rename the classes the e2e specs use.
import './styles/base.css';
import '@/components/ui/ui.css';
import '@/components/effects/effects.css';
import '@/components/sidebar/sidebar.css';
import '@/components/navbar/navbar.css';
import '@/components/search/search.css';
import '@/components/layout/layout.css';
import '@/components/toc/toc.css';
import '@/components/home/home.css';
import '@/components/doc/doc.css';
import '@/components/offline/offline.css';
import '@/components/versions/versions.css';
import '@/components/languages/languages.css';
import '@/components/notfound/notfound.css';
import '@/components/mdx/prose.css';
import '@/components/overview/overview.css';
import '@/components/mdx/code.css';
import '@/components/print/print.css';
// Last: print hides every region's chrome.
import './styles/print.css';

/** Where the page's own markup ends: the first paint waits for it (the expect link below). */
const PAGE_END_ID = 'page-end';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: siteConfig.title,
  description: siteConfig.description,
  icons: {
    icon: [
      // Inline (lib/config/logos.ts): Next writes the icon links again on each client-side navigation.
      { url: chromeImage('/favicon-light.svg'), media: '(prefers-color-scheme: light)', type: 'image/svg+xml' },
      { url: chromeImage('/favicon-dark.svg'), media: '(prefers-color-scheme: dark)', type: 'image/svg+xml' },
    ],
  },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1115' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const otherLanguages = getSiteIndex()
    .locales.slice(1)
    .map((l) => l.code);
  return (
    // The inline script sets the theme class before paint, so <html> differs from the server HTML.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: inlineHeadScript() }} />
        {/* Only on a site with more than one language: a first visit may go to the reader's language. */}
        {otherLanguages.length ? <script dangerouslySetInnerHTML={{ __html: firstVisitScript(otherLanguages) }} /> : null}
        {/* No paint before the page's own markup is parsed (up to #page-end, ahead of the RSC payload).
            Under load Chromium's parser yields mid-document and paints what it has: a navbar whose later
            tools then pushed its right-aligned items over, a table whose later rows widened its columns
            (layout shifts a reader on a slow phone sees too). */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      </head>
      <body>
        {children}
        <div id={PAGE_END_ID} hidden />
        {/* The layout renders beside the page, maybe before the route sets the page's language: its
            strings are English until the layout learns the language too (issue #47). */}
        <RouteEffects strings={pick(pageStrings(), ['nav.backToTop'])} />
      </body>
    </html>
  );
}

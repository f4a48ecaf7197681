import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/lib/config/site';
import { SITE_URL } from '@/lib/config/siteUrl';
import { inlineHeadScript } from '@/lib/theme';
import { withBasePath } from '@/lib/routes';
import { RouteEffects } from '@/components/effects/RouteEffects.client';
import './styles/base.css';
import './styles/layout.css';
import './styles/prose.css';
import './styles/code.css';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: site.title,
  description: site.description,
  icons: {
    icon: [
      { url: withBasePath('/favicon-light.svg'), media: '(prefers-color-scheme: light)', type: 'image/svg+xml' },
      { url: withBasePath('/favicon-dark.svg'), media: '(prefers-color-scheme: dark)', type: 'image/svg+xml' },
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
  return (
    // The inline script sets the theme class before paint, so <html> differs from the server HTML.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: inlineHeadScript() }} />
      </head>
      <body>
        {children}
        <RouteEffects />
      </body>
    </html>
  );
}

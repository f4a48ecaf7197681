import { BASE_PATH } from './lib/routes/base.mjs';

// The lockfile records only the Linux SWC binaries we build on; without this, every build asks the
// registry to "patch" it and fails slowly when offline.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath: BASE_PATH,
  // Every route is a folder with index.html, which is what a CDN serves for '/x/'.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The content pipeline reads files at build time and must not be bundled for the browser.
  serverExternalPackages: ['gray-matter'],
  // Types are checked by `npm run typecheck` (part of `npm test`), so the build only builds.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;

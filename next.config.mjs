import { BASE_PATH } from './lib/routes/base.mjs';

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
};

export default nextConfig;

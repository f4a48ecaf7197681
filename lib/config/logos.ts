// Server only: the small SVGs of the site's chrome (logos, favicons) as data: URIs in the HTML.
// Every page is one catch-all route whose tree remounts on a client-side navigation, so an <img> or
// icon link with a file URL is asked for again each time; under the site's no-cache rule that is a
// round trip per image per click. Inline, they cost no request at all (and nothing on first load).
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { withBasePath } from '../routes';
import { PUBLIC_DIR } from './paths.mjs';
import { siteConfig } from './site';

/** Larger files keep their URL: inlined, they would weigh on every page's HTML and payload. */
const MAX_INLINE_BYTES = 2048;

const known = new Map<string, string>();

/** `data:` URI of a small SVG under public/ (by its site path, '/logo-light.svg'); else its URL under the base path. Read once: every page asks. */
export function chromeImage(sitePath: string): string {
  let image = known.get(sitePath);
  if (image === undefined) known.set(sitePath, (image = readChromeImage(sitePath)));
  return image;
}

/** The navbar's logos, light and dark (the site's navbar and the offline page's). */
export const siteLogos = () => ({ light: chromeImage(siteConfig.logo.light), dark: chromeImage(siteConfig.logo.dark) });

function readChromeImage(sitePath: string): string {
  const file = path.join(PUBLIC_DIR, sitePath);
  if (!sitePath.endsWith('.svg') || !fs.existsSync(file) || fs.statSync(file).size > MAX_INLINE_BYTES) return withBasePath(sitePath);
  return svgDataUri(fs.readFileSync(file, 'utf8'));
}

/** A short safe form: only the characters a URI or an HTML attribute needs escaped are (quotes as %27, which React leaves alone). */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>{}?&'\[\]^`|\\]/g, (c) => (c === "'" ? '%27' : encodeURIComponent(c)));
  return `data:image/svg+xml,${body}`;
}

// Server only: the build checks the site config (lib/config/site.ts) against its schema
// (lib/config/schema.ts) once per site index: a bad value, such as one NEXT_PUBLIC_DMSBG_HIDE_NAVBAR
// gave, fails with the file, the line of the field and what it may be.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { siteConfigSchema } from '../../../config/schema';
import { siteConfig } from '../../../config/site';
import { checkWithSchema } from './check';

export const SITE_CONFIG_FILE = path.resolve('lib/config/site.ts');

/** The line of the field's top-level key in the config's source (1 when the file is not there). */
function configLine(fieldPath: readonly PropertyKey[]): number {
  const lines = fs.existsSync(SITE_CONFIG_FILE) ? fs.readFileSync(SITE_CONFIG_FILE, 'utf8').split('\n') : [];
  const at = lines.findIndex((line) => line.startsWith(`  ${String(fieldPath[0])}:`));
  return at + 1 || 1;
}

/** Throws ContentError "lib/config/site.ts:<line>: site config: <reason>" when `config` breaks the schema. */
export function checkSiteConfig(config: unknown = siteConfig): void {
  checkWithSchema(siteConfigSchema, config, { file: SITE_CONFIG_FILE, label: 'site config', lineOf: configLine });
}

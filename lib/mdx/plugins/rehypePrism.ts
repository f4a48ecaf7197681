// Server only: code highlighting, Prism grammars through refractor applied by rehype-prism-plus.
import 'server-only';
import { refractor } from 'refractor/core';
import rehypePrismGenerator from 'rehype-prism-plus/generator';

/**
 * rehype-prism-plus on refractor's core, which knows only the languages remarkCodeLanguages.ts
 * registers (rehype-prism-plus's main entry registers all ~300 when it loads: ~0.3 s of CPU in every
 * process that compiles a page).
 */
export const rehypePrism = rehypePrismGenerator(refractor);

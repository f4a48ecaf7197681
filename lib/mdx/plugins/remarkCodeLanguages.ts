// Server only: registers the Prism grammars a page's code blocks name, before rehypePrism.ts runs.
// rehype-prism-plus's main entry registers all ~300 of refractor's languages when it loads: ~0.3 s of
// CPU in every process that compiles a page (the build's content step, on its critical path, and
// `next dev`). Here a language is registered the first time a code block names it, by its name or any
// alias refractor knows (prismLanguages.json, checked against refractor by this plugin's test), so
// every block is highlighted as before. (A grammar that embeds others when they happen to be
// registered, such as Markdown's fenced code, sees only the languages pages use.)
import 'server-only';
import { refractor } from 'refractor/core';
import { visit } from '../tree';
import type { MdNode } from '../types';
import languageFiles from './prismLanguages.json';

/** Every language name and alias refractor knows -> the file of its grammar. */
const LANGUAGE_FILES: Record<string, string> = languageFiles;

/** The refractor language file for a code block's language, as rehype-prism-plus reads it ('diff-json' is json). */
export function languageFile(lang: string): string | undefined {
  const name = lang.toLowerCase();
  return Object.hasOwn(LANGUAGE_FILES, name) ? LANGUAGE_FILES[name] : name.startsWith('diff-') ? languageFile(name.slice(5)) : undefined;
}

/** remark plugin: registers the languages of the page's code blocks before rehype-prism-plus runs. */
export function remarkCodeLanguages() {
  return async (tree: MdNode) => {
    const files = new Set<string>();
    visit(tree, (node) => {
      const file = node.type === 'code' && node.lang ? languageFile(node.lang) : undefined;
      if (file) files.add(file);
    });
    for (const file of files) {
      if (refractor.registered(file)) continue;
      // Loaded by Node at run time, not bundled: Next's server bundle would otherwise take in every grammar.
      const syntax = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `refractor/${file}`)) as { default: Parameters<typeof refractor.register>[0] };
      refractor.register(syntax.default);
    }
  };
}

// The cost of a language (issue #47): the site built with one language added that has no translation
// yet, so every page of every version is rendered a second time as a fallback (the most a language can
// add), cold and then again (the render cache must serve the fallbacks as it serves English pages);
// its pages and bytes beside the site's own cold build (site-build.mjs). Leaves that export in out/.
import fs from 'node:fs';
import { build, exportStats, split } from './shared.mjs';

const DIR = '.bench/language/content';

export default {
  title: 'Build with one language added ...',
  skip: '--no-language',
  async run(result) {
    fs.rmSync('.bench/language', { recursive: true, force: true });
    fs.cpSync('content', DIR, { recursive: true });
    fs.mkdirSync(`${DIR}/i18n/hi`, { recursive: true });
    fs.copyFileSync('e2e/fixtures/content/i18n/hi/locale.json', `${DIR}/i18n/hi/locale.json`);
    const cold = build({ cold: true, content: DIR, publicDir: 'public' });
    const stats = exportStats();
    const again = build({ content: DIR, publicDir: 'public' });
    result.language = { coldSeconds: cold.total, coldSplit: split(cold), againSeconds: again.total, againSplit: split(again), ...stats };
  },
  report: ({ language: l, coldBuildSeconds }) => ({
    measure: [
      `| One language added, no translations (every page a fallback): cold build | ${l.coldSeconds.toFixed(1)} s (${l.coldSplit})${coldBuildSeconds ? `; English alone ${coldBuildSeconds.toFixed(1)} s` : ''} |`,
      `| One language added: the same build again (render cache) | ${l.againSeconds.toFixed(1)} s (${l.againSplit}) |`,
      `| One language added: pages, export size, per page | ${l.pages}, ${(l.bytes / 1048576).toFixed(1)} MB, ${(l.bytesPerPage / 1024).toFixed(1)} KB |`,
    ],
  }),
};

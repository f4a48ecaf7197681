// Cold builds of the corpus at 8 and 16 versions (after corpus.mjs, which measured 4).
import { corpus, CORPUS_PUBLIC, scaleRow } from './corpus.mjs';
import { build, exportStats } from './shared.mjs';

export default {
  skip: '--no-scale',
  async run(result) {
    for (const n of [8, 16]) {
      console.log(`Corpus: ${n} versions ...`);
      const times = build({ cold: true, content: corpus(n), publicDir: CORPUS_PUBLIC });
      result.buildSpeed.scale.push({ versions: n, seconds: times.total, ...exportStats() });
    }
  },
  report: (result) => ({ scale: result.buildSpeed.scale.slice(1).map(scaleRow) }),
};

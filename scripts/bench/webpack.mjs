// What dropping next-rspack would cost: the site's cold build with Next's own webpack
// (DMSBG_BUNDLER=webpack) and its pages' first-load JavaScript, beside the default build's (measured
// by site-build.mjs and first-load.mjs, which run first). Leaves webpack's export in out/.
import { PAGES, firstLoads } from './first-load.mjs';
import { build, kb } from './shared.mjs';

export default {
  title: 'Cold build with webpack ...',
  skip: '--no-webpack',
  async run(result) {
    const times = build({ cold: true, env: { DMSBG_BUNDLER: 'webpack' } });
    const pages = await firstLoads();
    result.webpack = { coldBuildSeconds: times.total, nextBuildSeconds: times['next build'], pages };
  },
  report: (result) => {
    const js = (pages) => PAGES.map((p) => kb(pages.find((x) => x.path === p).js)).join(' | ');
    const rspack = result.pages;
    return {
      bundlers: [
        `| Rspack (next-rspack, the default) | ${result.coldBuildSeconds.toFixed(1)} s | ${js(rspack)} |`,
        `| webpack (DMSBG_BUNDLER=webpack) | ${result.webpack.coldBuildSeconds.toFixed(1)} s | ${js(result.webpack.pages)} |`,
      ],
    };
  },
};

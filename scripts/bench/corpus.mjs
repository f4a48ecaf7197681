// Build speed on the benchmark corpus (../shared/bench-corpus, generated into .bench/): two cold
// builds interleaved with two cold builds of the same corpus by Rspress 2.0.22 (--no-rspress skips
// them), each followed by a rebuild after a release added in place.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../../lib/routes/base.mjs';
import { build, exportStats, kb, settleDisk, split } from './shared.mjs';

const CORPUS = '.bench/corpus';
const SHARED = path.resolve('../shared/bench-corpus');
export const CORPUS_PUBLIC = `${CORPUS}/public`;

/** The corpus in our layout with `count` versions (copies of the generated four under new numbers), the newest the default. */
export function corpus(count) {
  if (!fs.existsSync(`${CORPUS}/generated/2.7.0`)) {
    execSync(`node ${SHARED}/gen.mjs ${CORPUS}/generated --flavor plain`, { stdio: 'ignore' });
    execSync(`node ${SHARED}/to-ours.mjs ${CORPUS}/generated ${CORPUS}/content-4 ${CORPUS}/public`, { stdio: 'ignore' });
  }
  const dir = `${CORPUS}/content-${count}`;
  if (fs.existsSync(dir)) return dir;
  const base = ['2.7.0', '2.6.9', '2.6.0', '1.9.5'];
  const versions = [];
  for (let i = 0; versions.length < count; i++) {
    for (const v of base) if (versions.length < count) versions.push({ from: v, name: i ? v.replace(/^\d+/, (m) => String(Number(m) + 10 * i)) : v });
  }
  for (const { from, name } of versions) fs.cpSync(`${CORPUS}/content-4/${from}`, `${dir}/${name}`, { recursive: true });
  const order = versions.map((v) => v.name).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  fs.writeFileSync(`${dir}/versions.json`, JSON.stringify({ default: order[0], order }, null, 2));
  return dir;
}

/** A fresh working copy of the 4-version corpus, where a release is added in place like on a writer's checkout. */
function corpusSite() {
  const dir = `${CORPUS}/site`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(corpus(4), dir, { recursive: true });
  return dir;
}

/** A release in `dir`: a copy of its latest version, made the default. */
function addRelease(dir) {
  fs.cpSync(`${dir}/2.7.0`, `${dir}/2.8.0`, { recursive: true });
  const config = JSON.parse(fs.readFileSync(`${dir}/versions.json`, 'utf8'));
  fs.writeFileSync(`${dir}/versions.json`, JSON.stringify({ ...config, default: '2.8.0', order: ['2.8.0', ...(config.order ?? [])] }, null, 2));
  return dir;
}

/** A scratch Rspress 2.0.22 site over the corpus (its Rspress flavour: versions in docs/<v>/), installed once. */
export function rspressScratch() {
  const dir = path.resolve('.bench/rspress');
  if (!fs.existsSync(path.join(dir, 'node_modules/@rspress/core/package.json'))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'rspress-bench', private: true }, null, 2));
    execSync('npm install --no-audit --no-fund --no-save @rspress/core@2.0.22', { cwd: dir, stdio: 'ignore' });
  }
  if (!fs.existsSync(path.join(dir, 'docs/2.7.0'))) execSync(`node ${SHARED}/gen.mjs ${path.join(dir, 'docs')} --flavor rspress`, { stdio: 'ignore' });
  fs.writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    `import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  base: '${BASE_PATH}/',
  title: 'DMSBG',
  multiVersion: { default: '2.7.0', versions: ['1.9.5', '2.6.0', '2.6.9', '2.7.0'] },
});
`,
  );
  return dir;
}

const fastest = (runs) => runs.reduce((a, b) => (b.total < a.total ? b : a));

export default {
  title: 'Corpus: cold build, rebuild after a new version ...',
  async run(result, options) {
    const speed = (result.buildSpeed = {});
    // Rspress 2.0.22 builds the same corpus in the same run, interleaved with ours (the machine's speed
    // drifts during a run): in BENCH_RSPRESS_DIR if set, else in .bench/rspress, set up on first use.
    const rspressDir = options.includes('--no-rspress') ? undefined : (process.env.BENCH_RSPRESS_DIR ?? rspressScratch());
    const rspressBuild = () => {
      // Cold like ours: without its output and its Rspack cache.
      fs.rmSync(path.join(rspressDir, 'doc_build'), { recursive: true, force: true });
      fs.rmSync(path.join(rspressDir, 'node_modules/.cache'), { recursive: true, force: true });
      settleDisk();
      const t = Date.now();
      execSync('npx rspress build', { cwd: rspressDir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
      return (Date.now() - t) / 1000;
    };
    const colds = [];
    const rebuilds = [];
    speed.rspressSeconds = [];
    // Twice: Rspress cold, ours cold on a fresh copy of the corpus, then ours again after a release
    // added in place. The faster of each, so neither side of a ratio is a single noisy sample.
    for (let i = 0; i < 2; i++) {
      if (rspressDir) speed.rspressSeconds.push(rspressBuild());
      colds.push(build({ cold: true, content: corpusSite(), publicDir: CORPUS_PUBLIC }));
      speed.coldExport = exportStats();
      rebuilds.push(build({ content: addRelease(`${CORPUS}/site`), publicDir: CORPUS_PUBLIC }));
    }
    speed.cold = fastest(colds);
    speed.colds = colds.map((c) => c.total);
    speed.rebuildNewVersion = fastest(rebuilds);
    speed.rebuilds = rebuilds.map((r) => r.total);
    speed.scale = [{ versions: 4, seconds: speed.cold.total, ...speed.coldExport }];
  },
  report: ({ buildSpeed: speed }) => {
    const rspressBest = Math.min(...speed.rspressSeconds); // Infinity when skipped
    return {
      buildSpeed: [
        `| Cold build, 4 versions, ${speed.coldExport.pages} pages (faster of ${speed.colds.map((x) => x.toFixed(1)).join(' / ')} s) | ${speed.cold.total.toFixed(1)} s (${split(speed.cold)}) |`,
        ...(speed.rspressSeconds.length
          ? [
              `| Rspress 2.0.22, same corpus, interleaved with ours | ${rspressBest.toFixed(1)} s (faster of ${speed.rspressSeconds.map((x) => x.toFixed(1)).join(' / ')} s) |`,
              `| Ours / Rspress (faster of two each) | ${(speed.cold.total / rspressBest).toFixed(2)} x |`,
            ]
          : []),
        `| Rebuild after adding a version (copy of the latest, made the default; faster of ${speed.rebuilds.map((x) => x.toFixed(1)).join(' / ')} s) | ${speed.rebuildNewVersion.total.toFixed(1)} s = ${(speed.rebuildNewVersion.total / speed.cold.total).toFixed(2)} x cold (${split(speed.rebuildNewVersion)}) |`,
      ],
      scale: [scaleRow(speed.scale[0])],
    };
  },
};

/** A row of the scale table. */
export const scaleRow = (r) => `| ${r.versions} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${((r.seconds / r.pages) * 1000).toFixed(0)} ms | ${(r.bytes / 1048576).toFixed(1)} MB | ${kb(r.bytesPerPage)} |`;

// Lighthouse mobile scores, LCP/TBT/CLS and main-thread work of one page of each type: the median of three runs each (Lighthouse
// from npm via npx, on Debian's Chromium).
import { execSync } from 'node:child_process';
import { BASE_PATH, NOT_FOUND_ROUTE } from '../../lib/routes/base.mjs';
import { ARGS, CHROMIUM, ORIGIN, serveExport } from './shared.mjs';

/**
 * One Lighthouse report. Lighthouse sometimes loses the page load's start in Chromium's trace and
 * fails the run with NO_NAVSTART ("Please run Lighthouse again"), a fault of the recording, not of
 * the page: such a run is repeated (up to twice) and counted in `retried`.
 */
function lighthouseRun(sitePath, retried) {
  for (let attempt = 0; ; attempt++) {
    let json;
    try {
      json = execSync(
        `npx --yes lighthouse@13 ${ORIGIN}${BASE_PATH}${sitePath} --quiet --output=json --form-factor=mobile ` +
          `--only-categories=performance,accessibility,best-practices,seo --chrome-path=${CHROMIUM} ` +
          `--chrome-flags="--headless=new ${ARGS.join(' ')}"`,
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
      );
    } catch (error) {
      const code = (() => {
        try {
          return JSON.parse(error.stdout).runtimeError?.code;
        } catch {
          return undefined;
        }
      })();
      if (code !== 'NO_NAVSTART' || attempt === 2) throw error;
      retried.count++;
      continue;
    }
    return JSON.parse(json);
  }
}

/** The median of 3 mobile runs. */
function lighthouseMedian(sitePath) {
  const runs = [];
  const retried = { count: 0 };
  for (let i = 0; i < 3; i++) {
    const lhr = lighthouseRun(sitePath, retried);
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // The page load's main-thread work (style, layout, script...) and, of it, script evaluation.
      mainThread: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
      scripts: Math.round(lhr.audits['bootup-time'].numericValue),
    });
  }
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[1], retried: retried.count };
}

export default {
  skip: '--no-lighthouse',
  async run(result) {
    const server = await serveExport();
    try {
      result.lighthouse = {};
      // Lighthouse refuses to score a response with status 404, so the 404 page is audited at the route it is built from.
      // One page of each type: a home, doc pages of the latest and the oldest version, What's new, the 404 page.
      for (const p of ['/', '/guides/vpn/wireguard/', '/1.9.5/guides/vpn/wireguard/', '/guides/whats-new/', NOT_FOUND_ROUTE]) result.lighthouse[p] = lighthouseMedian(p);
    } finally {
      server.stop();
    }
  },
  report: (result) => ({
    measure: Object.entries(result.lighthouse ?? {}).map(
      ([p, s]) =>
        `| Lighthouse mobile ${p} (perf / a11y / best / SEO; LCP, TBT, CLS; main-thread work, of it scripts) | ${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}; ${s.lcp} ms, ${s.tbt} ms, ${s.cls}; ${s.mainThread} ms, ${s.scripts} ms${s.retried ? ` (${s.retried} run(s) repeated after Lighthouse's NO_NAVSTART)` : ''} |`,
    ),
  }),
};

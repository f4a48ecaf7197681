// `npm run dev`'s edit-to-screen time: starts it on a copy of the guides, edits a page and times
// until Chromium shows the new text (the first edit apart: it also compiles the route).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { PORT, withBrowser } from './shared.mjs';

async function devEditToScreen(browser) {
  const port = PORT + 1;
  const dir = '.bench/dev-content';
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync('content', dir, { recursive: true });
  const dev = spawn('node', ['scripts/dev.mjs', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, DMSBG_CONTENT_DIR: dir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const file = `${dir}/2.7.0/guides/vpn/wireguard.mdx`;
  const original = fs.readFileSync(file, 'utf8');
  const page = await browser.newPage();
  const times = [];
  try {
    const url = `http://localhost:${port}/dmsbg/guides/vpn/wireguard/`;
    for (let i = 0; ; i++) {
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 120000 });
        break;
      } catch (error) {
        if (i > 60) throw error;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    await page.waitForTimeout(2000); // hydration and Next's dev socket
    for (let i = 0; i < 4; i++) {
      const marker = `Bench edit ${Date.now()} number ${i}`;
      const started = Date.now();
      fs.writeFileSync(file, `${original}\n\n${marker}.\n`);
      await page.getByText(marker).waitFor({ timeout: 60000 });
      times.push(Date.now() - started);
      await page.waitForTimeout(1500); // let the background search rebuild finish
    }
  } finally {
    await page.close();
    fs.writeFileSync(file, original);
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {}
  }
  // The first edit also compiles the route's modules in Next's dev server: report it apart.
  const warm = times.slice(1).sort((a, b) => a - b);
  return { firstMs: times[0], medianMs: warm[Math.floor(warm.length / 2)], allMs: times };
}

export default {
  title: 'Dev: edit to screen ...',
  skip: '--no-dev',
  async run(result) {
    (result.buildSpeed ??= {}).dev = await withBrowser(devEditToScreen); // beside the corpus figures, or alone (--only dev)
  },
  report: ({ buildSpeed: { dev } }) => ({ buildSpeed: [`| Dev: edit to screen (median of 3 after the first; first edit) | ${dev.medianMs} ms; ${dev.firstMs} ms |`] }),
};

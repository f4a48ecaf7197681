// Browser: the progress bar of a client navigation (nprogress). It appears only when a navigation
// takes longer than PROGRESS_DELAY_MS; its code loads on intent, with the prefetch, so it is there
// in time even on a slow link.
export const PROGRESS_DELAY_MS = 200;

const importProgressBar = () =>
  import('nprogress').then(({ default: NProgress }) => NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false }));
let progressBar: ReturnType<typeof importProgressBar> | undefined;
/** The navigation under way: its timer runs until the new page shows. */
let timer: ReturnType<typeof setTimeout> | undefined;

/** nprogress, loaded once (on the first intent or click) and configured. */
export function loadProgressBar() {
  progressBar ??= importProgressBar();
  return progressBar;
}

/** A navigation starts: show the bar if it is still under way after the delay. */
export function startProgress(): void {
  clearTimeout(timer);
  const bar = loadProgressBar();
  timer = setTimeout(() => {
    bar.then((NProgress) => timer && NProgress.start()).catch(() => {});
  }, PROGRESS_DELAY_MS);
}

/** The new page shows: end the bar (or never show it). */
export function finishProgress(): void {
  if (!timer) return;
  clearTimeout(timer);
  timer = undefined;
  loadProgressBar()
    .then((NProgress) => NProgress.done())
    .catch(() => {});
}

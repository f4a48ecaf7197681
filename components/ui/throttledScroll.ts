// Browser: one scroll listener pattern for the page's reactions to scrolling (the back-to-top button,
// the outline's current heading, the hiding navbar): passive, and at most one call per 200 ms.
// (A fixed delay, not a default parameter: the build turns those into `arguments` checks on every page.)

/** Calls `update` 200 ms after the first scroll event of each burst; returns the function that stops listening. */
export function onThrottledScroll(update: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      update();
    }, 200);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    clearTimeout(timer);
  };
}

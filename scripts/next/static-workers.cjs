// The fast path's page workers for Next 15.5's export (loaded by scripts/next/next-static-build.cjs,
// which describes why): one pool of static workers shared by route collection and the export, and
// the export's batches balanced between the workers.
const path = require('node:path');

const STATIC_WORKER = path.join('next', 'dist', 'build', 'worker.js');
const NEXT_404_PATHS = new Set(['/404', '/404.html']);

/** Of each batch Next hands a worker, the share held back and sent in small parts to whichever worker is free first. */
const SHARED_TAIL = 0.25;
const TAIL_PART = 6;

/**
 * The batches Next asks for in one go (one per worker), as the tasks to send: first each batch's
 * head, one per worker, then the batches' tails in small parts, alternating between the batches.
 * @template T
 * @param {T[][]} batches
 * @returns {{ batch: number, paths: T[] }[]}
 */
function balancedTasks(batches) {
  const heads = [];
  const tails = [];
  batches.forEach((paths, batch) => {
    const split = paths.length - Math.floor(paths.length * SHARED_TAIL);
    heads.push({ batch, paths: paths.slice(0, split) });
    const parts = [];
    for (let i = split; i < paths.length; i += TAIL_PART) parts.push({ batch, paths: paths.slice(i, i + TAIL_PART) });
    tails.push(parts);
  });
  const alternating = [];
  for (let i = 0; tails.some((parts) => i < parts.length); i++) for (const parts of tails) if (i < parts.length) alternating.push(parts[i]);
  return [...heads, ...alternating].filter((task) => task.paths.length);
}

/**
 * Next's createStaticWorker, for the export:
 * - batches of only Next's 404 pages are not rendered;
 * - Next splits the pages into one fixed batch per worker, so the worker whose pages weigh more
 *   (or that started later) rendered alone at the end, up to ~0.5 s on the bench corpus. The
 *   batches asked for together are sent as balancedTasks: the worker pool hands each task to the
 *   first free worker, so both finish within a few pages of each other. Each batch's results come
 *   back in its own order.
 */
function exportWorker(createStaticWorker) {
  return (config, options) => {
    let worker;
    let asked = []; // [args, resolve, reject] of the batches asked for in this turn
    const send = () => {
      const calls = asked;
      asked = [];
      const tasks = balancedTasks(calls.map(([args]) => args.exportPaths));
      const results = calls.map(() => []);
      const done = tasks.map((task) => new Promise((sent) => sent(worker.exportPages({ ...calls[task.batch][0], exportPaths: task.paths }))).then((r) => ({ task, r })));
      Promise.all(done).then(
        (finished) => {
          for (const { task, r } of finished) results[task.batch].push(...r);
          calls.forEach(([, resolve], i) => resolve(results[i]));
        },
        (error) => calls.forEach(([, , reject]) => reject(error)),
      );
    };
    return {
      exportPages: (args) => {
        if (args.exportPaths.every((p) => NEXT_404_PATHS.has(p.path))) return Promise.resolve([]);
        worker ??= createStaticWorker(config, options);
        if (!asked.length) queueMicrotask(send);
        return new Promise((resolve, reject) => asked.push([args, resolve, reject]));
      },
      end: async () => worker?.end(),
    };
  };
}

/**
 * Next's worker class, for its build module: while a pool of static workers is alive, another
 * request for one (the export's) gets that pool, with the new request's progress reporting; its
 * end() only stops that reporting. The owner's end() ends the pool.
 */
function sharingStaticPool(Worker) {
  let live; // { worker, options } of the pool that has not ended
  return class SharedStaticWorker {
    constructor(workerPath, options) {
      if (!workerPath.endsWith(STATIC_WORKER)) return new Worker(workerPath, options);
      if (live) {
        const pool = live;
        // Next's Worker reads these from the options object it was made with, on every message.
        Object.assign(pool.options, { onActivity: options.onActivity, onActivityAbort: options.onActivityAbort });
        const borrowed = Object.create(pool.worker);
        borrowed.end = async () => Object.assign(pool.options, { onActivity: undefined, onActivityAbort: undefined });
        borrowed.close = () => {};
        return borrowed;
      }
      const ownOptions = { ...options };
      const worker = new Worker(workerPath, ownOptions);
      const pool = (live = { worker, options: ownOptions });
      const end = worker.end.bind(worker);
      worker.end = () => {
        if (live === pool) live = undefined;
        return end();
      };
      return worker;
    }
  };
}

module.exports = { balancedTasks, exportWorker, sharingStaticPool };

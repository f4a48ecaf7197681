// Server only: state that outlives `next dev` re-running the server modules. After a content edit
// the dev server evaluates every server module again, so a module-level cache starts empty on each
// edit; one kept on globalThis does not. (A build evaluates each module once: no difference there.)
import 'server-only';

const store: Map<string, unknown> = ((globalThis as { __dmsbgLasting?: Map<string, unknown> }).__dmsbgLasting ??= new Map());

/** The value kept under `name`, created on first use. */
export function lasting<T>(name: string, create: () => T): T {
  if (!store.has(name)) store.set(name, create());
  return store.get(name) as T;
}

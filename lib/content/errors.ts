// Server only: how build scripts report a content problem (the error itself is lib/mdx/errors.ts').
import 'server-only';
import { ContentError } from '../mdx/errors';

export { ContentError };

/**
 * For the build's command-line steps: a ContentError prints as one "file:line:column: reason" line
 * and exits 1 (a writer needs where and why, not a stack); anything else is a real crash.
 */
export function exitOnContentError(error: unknown): never {
  if (error instanceof ContentError) {
    console.error(`content error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

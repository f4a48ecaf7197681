// Server only: a content problem that fails the build, and how build scripts report it.
import 'server-only';
import path from 'node:path';

/** A content problem that fails the build: "<file>:<line>[:<column>]: <reason>". */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`${path.relative(process.cwd(), file)}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`);
    this.name = 'ContentError';
  }
}

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

import path from 'node:path';

/** A content problem that fails the build: "<file>:<line>: <reason>". */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
  ) {
    super(`${path.relative(process.cwd(), file)}${line ? `:${line}` : ''}: ${reason}`);
    this.name = 'ContentError';
  }
}

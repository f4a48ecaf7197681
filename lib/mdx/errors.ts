// Server only: a problem in a source file, reported as "<file>:<line>[:<column>]: <reason>".
import 'server-only';
import path from 'node:path';
import type { MdxSource } from './types';

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

/** An MDX parse failure (a VFileMessage, or its message) as a ContentError at the line and column in the file. */
export function syntaxError(source: Pick<MdxSource, 'file' | 'bodyLineOffset'>, raw: unknown): ContentError {
  const e = raw as { line?: number; column?: number; reason?: string; message?: string };
  const message = String(e?.reason ?? e?.message ?? raw);
  const at = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message);
  const line = e?.line ?? (at ? Number(at[1]) : undefined);
  const column = e?.column ?? (at ? Number(at[2]) : undefined);
  const reason = message.split('\n')[0].replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '');
  return new ContentError(source.file, `MDX syntax error: ${reason}`, line ? line + source.bodyLineOffset : undefined, line ? column : undefined);
}

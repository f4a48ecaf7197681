// Tests only: a throwaway content tree, removed when the test file's tests end.
import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

const tempDirs: string[] = [];
after(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Writes a content tree with a 2.7.0 home and guides index plus `files` ({ 'relative/path': 'text' }); returns its folder. */
export function tempContent(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-content-'));
  tempDirs.push(dir);
  const base = {
    '2.7.0/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '2.7.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\nHello.\n',
  };
  for (const [rel, text] of Object.entries({ ...base, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

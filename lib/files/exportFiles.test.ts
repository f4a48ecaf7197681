import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { linkFile } from './exportFiles.mjs';

function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-file-'));
  fs.writeFileSync(path.join(dir, 'a'), 'A');
  fs.writeFileSync(path.join(dir, 'b'), 'B');
  return dir;
}

test('linkFile makes the missing folders, then links', () => {
  const dir = scratch();
  const to = path.join(dir, 'x', 'y', 'page.html');
  linkFile(path.join(dir, 'a'), to);
  assert.equal(fs.readFileSync(to, 'utf8'), 'A');
  assert.equal(fs.statSync(to).ino, fs.statSync(path.join(dir, 'a')).ino);
});

test('linkFile replaces a file already at the target, and the source keeps its content', () => {
  const dir = scratch();
  const to = path.join(dir, 'page.html');
  linkFile(path.join(dir, 'a'), to);
  linkFile(path.join(dir, 'b'), to);
  assert.equal(fs.readFileSync(to, 'utf8'), 'B');
  assert.equal(fs.readFileSync(path.join(dir, 'a'), 'utf8'), 'A');
  // Linking the same file again is no error.
  linkFile(path.join(dir, 'b'), to);
  assert.equal(fs.readFileSync(to, 'utf8'), 'B');
});

test('linkFile fails with ENOENT when the source is missing, in a new folder or over an existing file', () => {
  const dir = scratch();
  assert.throws(() => linkFile(path.join(dir, 'missing'), path.join(dir, 'new', 'page.html')), { code: 'ENOENT' });
  const existing = path.join(dir, 'b');
  assert.throws(() => linkFile(path.join(dir, 'missing'), existing), { code: 'ENOENT' });
});

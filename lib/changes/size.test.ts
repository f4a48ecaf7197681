import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changeSize, lcsLength } from './size';

const page = (body: string) => `# WireGuard\n\n> Tunnels between sites.\n\n${body}`;

test('longest common subsequence of interned words', () => {
  const ids = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
  assert.equal(lcsLength(ids(''), ids('')), 0);
  assert.equal(lcsLength(ids('abc'), ids('abc')), 3);
  assert.equal(lcsLength(ids(''), ids('abc')), 0);
  assert.equal(lcsLength(ids('abc'), ids('xyz')), 0);
  // Myers's paper's example: 'CABA' (or 'BABA').
  assert.equal(lcsLength(ids('ABCABBA'), ids('CBABAC')), 4);
  // Past one 32-bit word, where carries cross words.
  const long = 'the quick brown fox jumps over the lazy dog '.repeat(3);
  assert.equal(lcsLength(ids(long), ids(long)), long.length);
  assert.equal(lcsLength(ids(long), ids(long.replaceAll('o', ''))), long.length - 12);
});

test('change size counts the words of a rewritten passage, not the lines', () => {
  const before = page('## Setup\n\nOpen the page and add a peer.\n\n## Keys\n\nKeep them safe.\n');
  const after = page('## Setup\n\nOpen the page and add two peers.\n\n## Keys\n\nKeep them safe.\n\nRotate them yearly.\n');
  // 'a peer.' became 'two peers.'; one paragraph of three words is new.
  assert.deepEqual(changeSize(before, after), { added: 5, removed: 2 });
});

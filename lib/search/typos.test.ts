import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCorrector } from './typos';

const vocabulary = new Set(['wireguard', 'strategy', 'queue', 'queues', 'dns', 'configuration']);

test('a word nobody wrote becomes the nearest word of the index: one edit, two from eight letters', () => {
  const correct = createCorrector(vocabulary, new Set());
  assert.equal(correct('wiregaurd'), 'wireguard');
  assert.equal(correct('strtegy'), 'strategy');
  assert.equal(correct('confgiuraton'), 'configuration');
  assert.equal(correct('qeue'), 'queue');
});

test('known words, word prefixes, short words and synonym words are left alone', () => {
  const correct = createCorrector(vocabulary, new Set(['ddns']));
  assert.equal(correct('queue'), 'queue');
  assert.equal(correct('wireg'), 'wireg');
  assert.equal(correct('dsn'), 'dsn');
  assert.equal(correct('ddns'), 'ddns');
  assert.equal(correct('xyzzy'), 'xyzzy');
});

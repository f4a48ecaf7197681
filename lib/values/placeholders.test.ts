// "Your values" placeholders: the build's parse (marks out, examples in, positions recorded) and
// the browser's substitution, on whole text and on highlighted tokens.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { substitutePieces } from '../../components/values/apply';
import { cleanValue, decodePlaceholders, encodePlaceholders, parsePlaceholders, PlaceholderError, substitute } from './placeholders';

const CURL = 'BOX="https://{{box:192.168.1.1}}"\nEXT="{{ext:1001}}"\ncurl -k "$BOX/pbx/cdr/data?extension=$EXT"';

test('the build removes the marks, keeps the examples and records where they sit', () => {
  const { text, placeholders } = parsePlaceholders(CURL);
  assert.equal(text, 'BOX="https://192.168.1.1"\nEXT="1001"\ncurl -k "$BOX/pbx/cdr/data?extension=$EXT"');
  assert.deepEqual(placeholders, [
    { key: 'box', start: 13, example: '192.168.1.1' },
    { key: 'ext', start: 31, example: '1001' },
  ]);
  assert.equal(encodePlaceholders(placeholders), 'box:13:11 ext:31:4');
  assert.deepEqual(decodePlaceholders('box:13:11 ext:31:4'), [
    { key: 'box', start: 13, length: 11 },
    { key: 'ext', start: 31, length: 4 },
  ]);
});

test('code without marks, and braces that are not marks, stay as written', () => {
  assert.deepEqual(parsePlaceholders('echo ${HOME} {x} {{ not:a mark }'), { text: 'echo ${HOME} {x} {{ not:a mark }', placeholders: [] });
});

test('an unknown key or an empty example fails with the line in the block', () => {
  assert.throws(() => parsePlaceholders('a\nb {{boxx:1.2.3.4}}'), (e: unknown) => e instanceof PlaceholderError && e.line === 2 && /unknown placeholder 'boxx'/.test(e.message));
  assert.throws(() => parsePlaceholders('{{box:}}'), (e: unknown) => e instanceof PlaceholderError && e.line === 1 && /no example/.test(e.message));
});

test('substitution puts set values in and keeps the example where nothing is set', () => {
  const { text, placeholders } = parsePlaceholders(CURL);
  const attr = encodePlaceholders(placeholders);
  assert.equal(substitute(text, attr, {}), text);
  assert.equal(substitute(text, attr, { box: '10.0.0.2' }), text.replace('192.168.1.1', '10.0.0.2'));
  assert.equal(substitute(text, attr, { box: ' pbx.lan\n', ext: '2000' }), text.replace('192.168.1.1', 'pbx.lan').replace('"1001"', '"2000"'));
  // A value is one line; junk in storage is ignored.
  assert.equal(cleanValue(42), '');
  assert.equal(cleanValue('a\nb'), 'a b');
});

test('on highlighted tokens, a value goes where its example starts and the example leaves every token it spans', () => {
  // Prism splits 192.168.1.1 into several tokens; the text nodes are the pieces.
  const pieces = ['curl https://', '192', '.', '168.1.1', '/x ', '1001'];
  const full = pieces.join('');
  const attr = `box:${full.indexOf('192')}:11 ext:${full.indexOf('1001')}:4`;
  assert.deepEqual(substitutePieces(pieces, attr, {}), pieces);
  const out = substitutePieces(pieces, attr, { box: 'pbx.example.org', ext: '7' });
  assert.deepEqual(out, ['curl https://', 'pbx.example.org', '', '', '/x ', '7']);
  assert.equal(out.join(''), 'curl https://pbx.example.org/x 7');
  // Only one set: the other example stays, piece by piece.
  assert.deepEqual(substitutePieces(pieces, attr, { ext: '7' }), ['curl https://', '192', '.', '168.1.1', '/x ', '7']);
  // A range past the text (a block changed under a stale attribute) is ignored.
  assert.deepEqual(substitutePieces(['ab'], 'box:1:5', { box: 'x' }), ['ab']);
});

test('the build strips the marks from fenced code, records them on <code>, and fails at the line of a bad one', async () => {
  const { createProcessor } = await import('@mdx-js/mdx');
  const { remarkPlaceholders } = await import('../mdx/plugins/remarkPlaceholders');
  const { ContentError } = await import('../content/errors');
  const parse = (md: string) => createProcessor({ format: 'mdx' }).parse(md) as unknown as import('../mdx/types').MdNode;
  const tree = parse('Text.\n\n```bash\ncurl https://{{box:192.168.1.1}}/x\n```\n');
  remarkPlaceholders({ file: 'page.mdx', bodyLineOffset: 4 })()(tree);
  const code = tree.children!.find((n) => n.type === 'code')!;
  assert.equal(code.value, 'curl https://192.168.1.1/x');
  assert.deepEqual(code.data?.hProperties, { dataVars: 'box:13:11' });
  // The line in the file: the fence is body line 3 (+ offset 4), the mark the block's second line.
  const bad = parse('Intro.\n\n```bash\nok\ncurl {{bx:1.2.3.4}}\n```\n');
  assert.throws(
    () => remarkPlaceholders({ file: 'page.mdx', bodyLineOffset: 4 })()(bad),
    (e: unknown) => e instanceof ContentError && /page\.mdx/.test(e.message) && /unknown placeholder 'bx'/.test(e.message) && /:9\b/.test(e.message),
  );
});

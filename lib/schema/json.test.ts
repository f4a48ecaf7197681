// The shared reader of content JSON files: the line of a key path, and a bad file's error
// (file, line, key path, reason) for invalid JSON, a wrong type, an unknown key and a union.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { filled, jsonLine, JsonFileError, parseJson } from './json';

const problem = (text: string, schema: z.ZodType) => {
  try {
    parseJson('x.json', text, schema);
  } catch (error) {
    assert.ok(error instanceof JsonFileError, String(error));
    assert.equal(error.message, `x.json:${error.line}: ${error.reason}`);
    return `${error.line}: ${error.reason}`;
  }
  assert.fail('expected the file to be refused');
};

test('jsonLine counts every kind of element, numbers and literals too', () => {
  const text = '{\n  "a": [\n    1,\n    true,\n    "x",\n    { "b": null }\n  ],\n  "c": "d"\n}\n';
  assert.equal(jsonLine(text, ['a', 2]), 5);
  assert.equal(jsonLine(text, ['a', 3, 'b']), 6);
  assert.equal(jsonLine(text, ['c']), 8);
  assert.equal(jsonLine(text, ['a', 9]), 2, 'a missing element: the line of its list');
  assert.equal(jsonLine(text, ['nope']), 1);
});

test('a bad file names the line and the key path; valid data comes back as written', () => {
  const schema = z.strictObject({ name: filled('name is empty'), tags: z.array(z.string()).optional(), kind: z.enum(['a', 'b']).optional() });
  assert.match(problem('{\n  "name": "n",\n  oops\n}', schema), /^3: invalid JSON: /);
  assert.equal(problem('{\n  "name": " "\n}', schema), '2: name: name is empty');
  assert.equal(problem('{\n  "name": "n",\n  "tags": [\n    "t",\n    5\n  ]\n}', schema), '5: tags[1]: must be a string');
  assert.equal(problem('{\n  "name": "n",\n  "colour": "red"\n}', schema), "3: unknown field 'colour'");
  assert.equal(problem('{\n  "kind": "c"\n}', schema.partial()), "2: kind: 'c' is not one of a, b");
  assert.equal(problem('{}', schema), '1: name: is required');
  // Keys keep the file's order (zod's output would put them in the schema's).
  assert.deepEqual(Object.keys(parseJson('x.json', '{ "kind": "a", "name": "n" }', schema)), ['kind', 'name']);
});

test('in a union, the problem is the one of the branch that has the value type', () => {
  const schema = z.record(z.string(), z.union([filled('empty label'), z.strictObject({ text: z.string() })], { error: 'a label or an object' }));
  assert.equal(problem('{\n  "a": "A",\n  "b": { "text": "B", "x": 1 }\n}', schema), "3: b: unknown field 'x'");
  assert.equal(problem('{\n  "a": ""\n}', schema), '2: a: empty label');
  assert.equal(problem('{\n  "a": 5\n}', schema), '2: a: a label or an object');
});

// README is for readers and newcomers: it starts with the two commands that work on a fresh machine
// (install, build and serve; every test) and stays short, the rest lives in docs/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

test('README starts with the install-build-serve and test commands and stays within 160 lines', () => {
  const readme = fs.readFileSync('README.md', 'utf8');
  const commands = /^# [^\n]+\n\n```bash\n([^\n]+)\n([^\n]+)\n```/.exec(readme);
  assert.ok(commands, 'a bash block of two commands right under the title');
  assert.match(commands[1], /^npm install && npm start\s+#.*http:\/\/localhost:3000\/dmsbg\//);
  assert.match(commands[2], /^npm test\s+#/);
  assert.ok(readme.trimEnd().split('\n').length <= 160, `README has ${readme.trimEnd().split('\n').length} lines (at most 160; move the rest to docs/)`);
  // Every docs/ page README links exists.
  for (const [, file] of readme.matchAll(/\]\((docs\/[^)#]+)/g)) assert.ok(fs.existsSync(file), file);
});

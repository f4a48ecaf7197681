import assert from 'node:assert/strict';
import { test } from 'node:test';
import { convertCommand } from './packageManager';

test('install becomes add for yarn, pnpm and bun (spec 2.10)', () => {
  assert.equal(convertCommand('npm install left-pad', 'npm'), 'npm install left-pad');
  assert.equal(convertCommand('npm install left-pad', 'yarn'), 'yarn add left-pad');
  assert.equal(convertCommand('npm i -D left-pad', 'pnpm'), 'pnpm add -D left-pad');
  assert.equal(convertCommand('npm install left-pad', 'bun'), 'bun add left-pad');
  assert.equal(convertCommand('npm install', 'yarn'), 'yarn install');
});

test("'yarn create' drops @latest; others keep it", () => {
  assert.equal(convertCommand('npm create vite@latest app', 'yarn'), 'yarn create vite app');
  assert.equal(convertCommand('npm create vite@latest app', 'pnpm'), 'pnpm create vite@latest app');
});

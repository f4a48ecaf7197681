// ports.json through its schema: a bad port, range, id, transport or cell fails with the file, the
// line and the reason, in the build as a ContentError; every version's real file passes.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ContentError } from '../content/errors';
import { buildSiteIndex, listVersions } from '../content/site';
import { tempContent } from '../content/tempContent';
import { JsonFileError } from '../schema/json';
import { readPorts } from './ports';

const cells = { port: '5060', protocol: 'UDP', direction: 'WAN → box', service: 'SIP', configuredOn: 'PBX', openOnWan: 'Yes' };
const row = (fields: object) => ({ id: 'sip', ports: ['5060'], transports: ['udp'], wan: 'yes', from: 'users-only', cells, ...fields });
/** Two rows, the second with `fields`; its keys are on lines 24 (id), 25 (ports), 28 (transports), 31 (wan), 32 (from), 33 (cells) of the file JSON.stringify writes. */
const file = (fields: object) => JSON.stringify({ table: 'Ports', rows: [row({ id: 'rtp', ports: ['20000-30000'] }), row(fields)] }, null, 2);

function problem(text: string): string {
  const dir = tempContent({ '2.7.0/ports.json': text });
  try {
    readPorts(dir, '2.7.0');
  } catch (error) {
    assert.ok(error instanceof JsonFileError, String(error));
    assert.equal(error.file, path.join(dir, '2.7.0', 'ports.json'));
    return `${error.line}: ${error.reason}`;
  }
  assert.fail('the file should have been refused');
}

test('every version has a ports.json its schema accepts', () => {
  for (const version of listVersions(path.resolve('content')).versions) assert.ok(readPorts(path.resolve('content'), version)?.rows.length, version);
});

test('a port out of 1-65535, a reversed or malformed range fails on the line of the port', () => {
  const line = (text: string, value: string) => text.split('\n').findIndex((l) => l.includes(`"${value}"`)) + 1;
  for (const bad of ['70000', '0', '30000-20000', '50 60', '5060-']) {
    const text = file({ ports: ['5060', bad] });
    assert.equal(problem(text), `${line(text, bad)}: rows[1].ports[1]: '${bad}' is not a port (1-65535) or a range lo-hi with lo <= hi (20000-30000)`);
  }
});

test('a bad or repeated id, a missing or empty cell, an unknown field or transport fails with its line', () => {
  assert.equal(problem(file({ id: 'SIP TLS' })), "24: rows[1].id: 'id' must be lower-case words joined by hyphens (sip-tls)");
  assert.equal(problem(file({ id: 'rtp' })), "24: rows[1].id: 'rtp' is used by another row");
  assert.equal(problem(file({ cells: { ...cells, service: ' ' } })), '37: rows[1].cells.service: the cell is empty');
  const { openOnWan: _, ...missing } = cells;
  assert.equal(problem(file({ cells: missing })), '33: rows[1].cells.openOnWan: is required');
  assert.equal(problem(file({ port: '5060' })), "41: rows[1]: unknown field 'port'");
  assert.equal(problem(file({ transports: ['sctp'] })), "29: rows[1].transports[0]: 'sctp' is not one of udp, tcp, esp");
});

test("'from' is said exactly for the rows open on the WAN", () => {
  assert.equal(problem(file({ from: undefined })), '31: rows[1].wan: a row open on the WAN needs \'from\' (anywhere, users-only, users-if-fixed)');
  assert.equal(problem(file({ wan: 'no' })), "32: rows[1].from: 'from' is only for rows open on the WAN ('wan' yes or conditional)");
});

test('a bad ports.json fails the build as file:line: reason', () => {
  const dir = tempContent({ '2.7.0/ports.json': file({ ports: ['99999'] }) });
  assert.throws(
    () => buildSiteIndex(dir),
    (error: unknown) => error instanceof ContentError && /2\.7\.0\/ports\.json:26: rows\[1\]\.ports\[0\]: '99999' is not a port/.test(error.message),
  );
});

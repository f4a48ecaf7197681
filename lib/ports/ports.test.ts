// Ports as data (content/<version>/ports.json): the Ports and Services table is the data's, and no
// page states a service's port otherwise.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { listVersions } from '../content/site';
import { portLiterals, portMismatches, portsTable, PORTS_PAGE, readPorts, tableRange, WAN_FROM, withPortNumbers, withPortsTable, type PortsFile } from './ports';

const CONTENT = path.resolve('content');
const { versions } = listVersions(CONTENT);
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

for (const version of versions) {
  const data = readPorts(CONTENT, version)!;

  test(`${version}: ports.json is well formed`, () => {
    assert.ok(data?.rows.length, `content/${version}/ports.json is missing`);
    const ids = data.rows.map((r) => r.id);
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'ids are unique');
    for (const r of data.rows) {
      for (const p of r.ports) assert.match(p, /^\d{1,5}(-\d{1,5})?$/, `${r.id}: port ${p}`);
      assert.ok(['yes', 'conditional', 'no', 'never'].includes(r.wan), `${r.id}: wan`);
      assert.ok(r.transports.length, `${r.id}: transports`);
      // From where to admit it is said exactly for the rows that open on the WAN.
      const opens = r.wan === 'yes' || r.wan === 'conditional';
      assert.equal(r.from !== undefined, opens, `${r.id}: 'from' ${opens ? 'is missing' : 'is only for rows that open on the WAN'}`);
      if (opens) assert.ok(WAN_FROM.includes(r.from!), `${r.id}: from '${r.from}' is not one of ${WAN_FROM.join(', ')}`);
    }
  });

  test(`${version}: the Ports and Services table is the data's (npm run ports:table writes it)`, () => {
    const file = path.join(CONTENT, version, 'guides', `${PORTS_PAGE}.mdx`);
    const source = fs.readFileSync(file, 'utf8');
    const [start, end] = tableRange(source)!;
    const lines = source.split('\n').slice(start, end);
    const expected = portsTable(data);
    const differs = expected.findIndex((line, i) => lines[i] !== line);
    assert.ok(
      differs < 0 && lines.length === expected.length,
      `${path.relative(process.cwd(), file)}:${start + (differs < 0 ? expected.length : differs) + 1}: the table differs from content/${version}/ports.json; run npm run ports:table`,
    );
  });

  test(`${version}: no page states a service's port otherwise than ports.json`, () => {
    const found = walk(path.join(CONTENT, version, 'guides')).flatMap((file) => portMismatches(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'), data));
    assert.deepEqual(
      found.map((m) => `${m.file}:${m.line}: ${m.service} stated as ${m.stated}; ports.json says ${m.expected}`),
      [],
    );
  });

  test(`${version}: no page types a named service's port; it writes <Port id="…" />`, () => {
    const found = walk(path.join(CONTENT, version, 'guides')).flatMap((file) => portLiterals(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'), data));
    assert.deepEqual(
      found.map((m) => `${m.file}:${m.line}: ${m.service} typed as ${m.stated}; write ${m.use} so the number comes from ports.json`),
      [],
    );
  });
}

const DATA: PortsFile = readPorts(CONTENT, '2.7.0')!;

test('a page that states SIP over TLS as 5061 fails with its file and line', () => {
  const page = ['---', 'title: Phones', '---', '', 'Remote phones use SIP TLS on 5061 through the firewall.', '', '```text', 'SIP TLS 5061', '```'].join('\n');
  assert.deepEqual(portMismatches('content/2.7.0/guides/x.mdx', page, DATA), [
    { file: 'content/2.7.0/guides/x.mdx', line: 5, service: 'SIP TLS (sip-tls)', stated: '5061', expected: '6069' },
  ]);
  // The right port, a range inside the data's and numbers that are not the port pass.
  const fine = 'The TLS port is `6069`. The RTP range `20000-30000` carries audio. SIP over TLS, first set up in 2024, needs 2 rules.';
  assert.deepEqual(portMismatches('f', fine, DATA), []);
  assert.equal(portMismatches('f', 'Open the RTP range 10000-20000.', DATA)[0]?.stated, '10000-20000');
  assert.equal(portMismatches('f', 'The IPFS API listens on port 5001.', DATA)[0]?.expected, '35000');
});

test('a named service followed by a typed port fails even when the number is right; a <Port> reference passes', () => {
  const page = ['---', 'title: Phones', '---', '', 'Remote phones use SIP over TLS on 6069.', '', '| TLS port | 6069 |', '', '```text', 'SIP TLS 6069', '```'].join('\n');
  assert.deepEqual(portLiterals('content/2.7.0/guides/x.mdx', page, DATA), [
    { file: 'content/2.7.0/guides/x.mdx', line: 5, service: 'SIP over TLS (sip-tls)', stated: '6069', use: '<Port id="sip-tls" />' },
  ]);
  assert.equal(portLiterals('f', 'Open the RTP range `20000-30000`.', DATA)[0]?.use, '<Port id="rtp" />');
  const referenced = 'Remote phones use SIP over TLS on <Port id="sip-tls" /> and the RTP range <Port id="rtp" code />.';
  assert.deepEqual(portLiterals('f', referenced, DATA), []);
  assert.deepEqual(portMismatches('f', referenced, DATA), []);
  // A reference to another service's row after a name is a mismatch; an image's alt text cannot hold a reference.
  assert.equal(portMismatches('f', 'SIP over TLS on <Port id="sip-udp" />.', DATA)[0]?.stated, '<Port id="sip-udp" /> (6067)');
  assert.deepEqual(portLiterals('f', '![Phones reach the PBX on SIP TLS 6069](/images/x.svg)', DATA), []);
  assert.equal(portMismatches('f', '![Phones reach the PBX on SIP TLS 5061](/images/x.svg)', DATA)[0]?.stated, '5061');
});

test('the table is written from the data; a page without the table is refused', () => {
  const changed: PortsFile = { ...DATA, rows: DATA.rows.slice(0, 1) };
  const page = ['Intro.', '', ...portsTable(DATA), '', 'After.'].join('\n');
  assert.equal(withPortsTable(page, changed), ['Intro.', '', ...portsTable(changed), '', 'After.'].join('\n'));
  assert.throws(() => withPortsTable('No table here.', DATA), /no '\| Port \| Protocol/);
});

test('withPortNumbers writes references out as the page shows them, for checks that read the source', () => {
  const source = 'TLS on <Port id="sip-tls" />, RTP <Port id="rtp" code />, Asterisk <Port id="asterisk-http" code />, <Port id="nope" />.';
  assert.equal(withPortNumbers(source, DATA), 'TLS on 6069, RTP `20000-30000`, Asterisk `6070` and `6071`, <Port id="nope" />.');
});

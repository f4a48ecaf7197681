// The Ports page's rule picker: rules from the ports data for each task, in every format, compared
// with golden files (lib/ports/golden/; UPDATE_GOLDEN=1 rewrites them after a deliberate change),
// and nftables / iptables output checked by the real tools where installed, else by a parser.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readPorts } from './ports';
import { formatRules, RULE_FORMATS } from './ruleFormats';
import { admitsFrom, buildRules, RULE_BUILDER_WORDS, TASKS, taskWord, type RuleInput } from './rules';
import { ENGLISH, pick } from '../i18n/strings';

/** The builder's English words, as the page writes them. */
const WORDS = pick(ENGLISH, RULE_BUILDER_WORDS);

const ROWS = readPorts(path.resolve('content'), '2.7.0')!.rows;
const GOLDEN = path.resolve('lib/ports/golden');
const INPUT: RuleInput = {
  tasks: TASKS.map((t) => t.id),
  box: '192.168.1.1',
  phones: '198.51.100.0/24, 203.0.113.7',
  phonesUdp: '198.51.100.0/24, 203.0.113.7',
  trunk: '203.0.113.50',
  peer: '192.0.2.10',
  admin: '203.0.113.99',
  wgport: '51820',
};
const ALL = buildRules(ROWS, INPUT, WORDS);

test('every task gives its rules from the ports data', () => {
  assert.deepEqual(ALL.problems, []);
  const summary = ALL.rules.map((r) => `${r.task.id} ${r.proto}${r.port ? ` ${r.port}` : ''} from ${r.sources.join(' ') || 'any'}`);
  assert.deepEqual(summary, [
    'phones-tls tcp 6069 from 198.51.100.0/24 203.0.113.7',
    'phones-tls udp 20000-30000 from 198.51.100.0/24 203.0.113.7',
    'phones-udp udp 6067 from 198.51.100.0/24 203.0.113.7',
    'phones-udp udp 20000-30000 from 198.51.100.0/24 203.0.113.7',
    'trunk udp 6067 from 203.0.113.50',
    'trunk udp 20000-30000 from 203.0.113.50',
    'wireguard udp 51820 from any',
    'ipsec udp 500 from 192.0.2.10',
    'ipsec udp 4500 from 192.0.2.10',
    'ipsec esp from 192.0.2.10',
    'certificates tcp 80 from any',
    'admin tcp 443 from 203.0.113.99',
  ]);
});

test('missing or wrong addresses are named, and no rules are written from them', () => {
  const { problems } = buildRules(ROWS, { tasks: ['trunk', 'admin', 'wireguard'], box: '192.168.1', admin: '203.0.113.0/24', wgport: '70000' }, WORDS);
  assert.deepEqual(problems, [
    "Enter the box's IPv4 address, such as 192.168.0.2 (its address on the network in front of it).",
    'SIP trunk by address: enter the address it comes from.',
    'WireGuard server: enter its UDP listen port (1-65535).',
    'Remote administration from one address: one address, not a network.',
  ]);
  assert.deepEqual(buildRules(ROWS, { tasks: [], box: '10.0.0.2' }, WORDS).problems, ['Tick at least one thing the site needs.']);
  assert.match(buildRules(ROWS, { tasks: ['phones-tls'], box: '10.0.0.2', phones: '10.0.0.0/33; rm -rf' }, WORDS).problems.join(' '), /is not an IPv4 address or network/);
  assert.match(buildRules(ROWS, { tasks: ['phones-tls'], box: '10.0.0.2', wanIf: 'eth0"; drop' }, WORDS).problems.join(' '), /Interface names/);
});

for (const { id } of RULE_FORMATS) {
  test(`${id}: the output equals its golden file`, () => {
    const text = formatRules(id, ALL.rules, INPUT);
    const file = path.join(GOLDEN, `all-tasks.${id}.txt`);
    if (process.env.UPDATE_GOLDEN) fs.writeFileSync(file, text);
    assert.equal(text, fs.readFileSync(file, 'utf8'));
  });
}

test('remote phones over TLS alone: FortiGate VIPs and one policy with the reader addresses', () => {
  const input: RuleInput = { tasks: ['phones-tls'], box: '10.1.2.3', phones: '198.51.100.0/24', wanIf: 'port1', lanIf: 'port2' };
  const text = formatRules('fortigate', buildRules(ROWS, input, WORDS).rules, input);
  const file = path.join(GOLDEN, 'phones-tls.fortigate.txt');
  if (process.env.UPDATE_GOLDEN) fs.writeFileSync(file, text);
  assert.equal(text, fs.readFileSync(file, 'utf8'));
});

const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

test('the nftables output parses (nft -c where installed; else the structure is checked)', () => {
  const text = formatRules('nftables', ALL.rules, INPUT);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-nft-')), 'rules.nft');
  fs.writeFileSync(file, text);
  const run = has('nft') ? spawnSync('nft', ['-c', '-f', file], { encoding: 'utf8' }) : undefined;
  // nft -c needs netlink; without the privilege it cannot check at all, and says so.
  if (run && !/Operation not permitted|cache initialization failed|Could not process rule: Operation not permitted/i.test(run.stderr)) {
    assert.equal(run.status, 0, run.stderr);
    return;
  }
  let depth = 0;
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    if (t.endsWith('{')) depth++;
    else if (t === '}') depth--;
    else
      assert.match(
        t,
        /^(type (nat|filter) hook (prerouting|forward) priority (dstnat|filter); policy accept;|iifname "[\w.:-]+"( ip saddr (\{ [\d./, ]+ \}|[\d./]+))? (ip protocol esp|(tcp|udp) dport \d+(-\d+)?)( ip daddr [\d.]+ accept| dnat to [\d.]+) comment "[^"]+")$/,
      );
    assert.ok(depth >= 0);
  }
  assert.equal(depth, 0);
});

test('the iptables output parses (iptables-restore --test where permitted; else each line is checked)', () => {
  const text = formatRules('iptables', ALL.rules, INPUT);
  const run = has('iptables-restore') ? spawnSync('iptables-restore', ['--test', '--noflush'], { input: text, encoding: 'utf8' }) : undefined;
  if (run && run.status === 0) return;
  if (run && !/Permission denied|Operation not permitted|can't initialize|Could not fetch rule set/i.test(run.stderr)) assert.fail(run.stderr);
  let table = '';
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('*')) table = line;
    else if (line === 'COMMIT') table = '';
    else {
      assert.ok(table, `rule outside a table: ${line}`);
      assert.match(
        line,
        /^-A (PREROUTING|FORWARD) -i [\w.:-]+( -s [\d./,]+)? -p (tcp|udp|esp)( --dport \d+(:\d+)?)? -m comment --comment "[^"]+" (-j DNAT --to-destination [\d.]+|-d [\d.]+ -j ACCEPT)$/,
      );
    }
  }
});

test("from where each task admits traffic is the ports data's: phones over UDP only from their addresses, over TLS from anywhere when none are given", () => {
  for (const version of ['1.9.5', '2.6.0', '2.6.9', '2.7.0']) {
    const rows = readPorts(path.resolve('content'), version)!.rows;
    // A task that does not admit anyone has a field for its addresses.
    for (const task of TASKS) assert.ok(admitsFrom(task, rows) === 'anywhere' || task.source, `${version}: ${task.id} admits ${admitsFrom(task, rows)} but has no address field`);
  }
  assert.deepEqual(Object.fromEntries(TASKS.map((t) => [t.id, admitsFrom(t, ROWS)])), {
    'phones-tls': 'users-if-fixed',
    'phones-udp': 'users-only',
    trunk: 'users-only',
    wireguard: 'anywhere',
    ipsec: 'users-only',
    certificates: 'anywhere',
    admin: 'users-only',
  });
  assert.deepEqual(buildRules(ROWS, { tasks: ['phones-udp'], box: '10.0.0.2' }, WORDS).problems, ['Remote phones over UDP: enter the address it comes from.']);
  const tls = buildRules(ROWS, { tasks: ['phones-tls'], box: '10.0.0.2' }, WORDS);
  assert.deepEqual([tls.problems, tls.rules.map((r) => r.sources.join(' ') || 'any')], [[], ['any', 'any']]);
  assert.match(formatRules('iptables', tls.rules, { tasks: ['phones-tls'], box: '10.0.0.2' }), /Remote phones are open to every address/);
  // The data decides: were the TLS port 'users-only', TLS phones would need their addresses too.
  const stricter = ROWS.map((r) => (r.id === 'sip-tls' ? { ...r, from: 'users-only' as const } : r));
  assert.deepEqual(buildRules(stricter, { tasks: ['phones-tls'], box: '10.0.0.2' }, WORDS).problems, ['Remote phones over TLS: enter the address it comes from.']);
});

test("the builder's task names and problems are the page's words; the rules it writes keep the English task names", () => {
  const hindi = { ...WORDS, 'ports.task.trunk': 'एसआईपी ट्रंक', 'ports.problem.needAddress': '{task}: पता डालें।' };
  const { problems } = buildRules(ROWS, { tasks: ['trunk'], box: '10.0.0.2' }, hindi);
  assert.deepEqual(problems, ['एसआईपी ट्रंक: पता डालें।']);
  const input = { tasks: ['trunk'], box: '10.0.0.2', trunk: '198.51.100.7' };
  assert.match(formatRules('fortigate', buildRules(ROWS, input, hindi).rules, input), /SIP trunk by address/);
});

test('every task has its name in the strings catalogue', () => {
  for (const task of TASKS) assert.equal(WORDS[taskWord(task)], task.label, task.id);
});

test('phones over TLS and over UDP take their own addresses: ticking both leaves TLS phones open to anywhere while UDP phones need theirs', () => {
  const both = buildRules(ROWS, { tasks: ['phones-tls', 'phones-udp'], box: '10.0.0.2', phonesUdp: '198.51.100.7' }, WORDS);
  assert.deepEqual(both.problems, []);
  assert.deepEqual(
    both.rules.map((r) => `${r.task.id} ${r.proto} ${r.port} from ${r.sources.join(' ') || 'any'}`),
    ['phones-tls tcp 6069 from any', 'phones-tls udp 20000-30000 from any', 'phones-udp udp 6067 from 198.51.100.7', 'phones-udp udp 20000-30000 from 198.51.100.7'],
  );
  // The TLS phones' field never stands in for the UDP phones' one.
  assert.deepEqual(buildRules(ROWS, { tasks: ['phones-udp'], box: '10.0.0.2', phones: '198.51.100.7' }, WORDS).problems, ['Remote phones over UDP: enter the address it comes from.']);
});

test('apps with push notifications: SIP over TLS admits any address, the audio stays with the phones, in every format', () => {
  const input: RuleInput = { tasks: ['phones-tls'], box: '10.0.0.2', phones: '198.51.100.0/24', push: true };
  const { rules, problems } = buildRules(ROWS, input, WORDS);
  assert.deepEqual(problems, []);
  assert.deepEqual(rules.map((r) => `${r.service} ${r.port} from ${r.sources.join(' ') || 'any'}`), ['sip-tls 6069 from any', 'rtp 20000-30000 from 198.51.100.0/24']);
  // Without push, both keep the phones' networks.
  assert.deepEqual(buildRules(ROWS, { ...input, push: false }, WORDS).rules.map((r) => r.sources.join(' ')), ['198.51.100.0/24', '198.51.100.0/24']);
  // Push opens only the TLS phones' signalling: UDP phones and trunks keep their addresses.
  const udp = buildRules(ROWS, { tasks: ['phones-udp', 'trunk'], box: '10.0.0.2', phonesUdp: '198.51.100.7', trunk: '203.0.113.50', push: true }, WORDS);
  assert.ok(udp.rules.every((r) => r.sources.length), 'no UDP phone or trunk rule opened');
  // Each format writes the TLS rule from anywhere and the RTP rule from the phones.
  const fortigate = formatRules('fortigate', rules, input);
  assert.match(fortigate, /set name "DMSBG phones-tls any"\n.*\n.*\n        set srcaddr "all"\n        set dstaddr "dmsbg-tcp-6069"/);
  assert.match(fortigate, /set name "DMSBG phones-tls"\n.*\n.*\n        set srcaddr "dmsbg-src-198.51.100.0_24"\n        set dstaddr "dmsbg-udp-20000-30000"/);
  assert.match(formatRules('nftables', rules, input), /tcp dport 6069(?![^\n]*saddr)/);
  assert.match(formatRules('nftables', rules, input), /ip saddr 198\.51\.100\.0\/24 udp dport 20000-30000/);
  assert.match(formatRules('iptables', rules, input), /-p tcp --dport 6069/);
  assert.doesNotMatch(formatRules('iptables', rules, input), /-s 198\.51\.100\.0\/24 -p tcp --dport 6069/);
  assert.match(formatRules('pfsense', rules, input), /# Remote phones over TLS: SIP over TLS TCP 6069: Source any/);
  assert.match(formatRules('csv', rules, input), /Remote phones over TLS,[^\n]*,tcp,6069,10\.0\.0\.2,any/);
});

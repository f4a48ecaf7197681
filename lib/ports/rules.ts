// Shared by the Ports page's rule picker (browser) and its tests: from the tasks a reader ticks and
// the addresses they fill in, the rules for the device in front of the DMSBG (port forwards to the
// box and the matching allow rules) in six formats. Pure functions over the version's ports data
// (content/<version>/ports.json), so every number comes from the same place as the table.
import type { PortRow } from './ports';

export type RuleFormat = 'nftables' | 'iptables' | 'fortigate' | 'mikrotik' | 'pfsense' | 'csv';
export const RULE_FORMATS: { id: RuleFormat; label: string }[] = [
  { id: 'nftables', label: 'nftables' },
  { id: 'iptables', label: 'iptables' },
  { id: 'fortigate', label: 'FortiGate CLI' },
  { id: 'mikrotik', label: 'MikroTik RouterOS' },
  { id: 'pfsense', label: 'pfSense / OPNsense alias' },
  { id: 'csv', label: 'CSV' },
];

/** Which addresses a task admits: a field the reader fills in, or anyone. */
type SourceField = 'phones' | 'trunk' | 'peer' | 'admin' | 'any';

export interface Task {
  id: string;
  label: string;
  /** Rows of ports.json ('wireguard' takes the reader's port). */
  services: string[];
  source: SourceField;
}

export const TASKS: Task[] = [
  { id: 'phones-tls', label: 'Remote phones over TLS', services: ['sip-tls', 'rtp'], source: 'phones' },
  { id: 'phones-udp', label: 'Remote phones over UDP', services: ['sip-udp', 'rtp'], source: 'phones' },
  { id: 'trunk', label: 'SIP trunk by address', services: ['sip-udp', 'rtp'], source: 'trunk' },
  { id: 'wireguard', label: 'WireGuard server', services: ['wireguard'], source: 'any' },
  { id: 'ipsec', label: 'IPsec peer', services: ['ipsec'], source: 'peer' },
  { id: 'admin', label: 'Remote administration from one address', services: ['https'], source: 'admin' },
];

export interface RuleInput {
  tasks: string[];
  /** The DMSBG's address behind the device (the forwards' destination). */
  box: string;
  /** Address lists (IPv4 addresses or networks, separated by commas or spaces). */
  phones?: string;
  trunk?: string;
  peer?: string;
  admin?: string;
  /** The WireGuard server's UDP listen port. */
  wgport?: string;
  /** The device's WAN interface; each format has a usual default. */
  wanIf?: string;
  /** FortiGate only: the interface towards the box. */
  lanIf?: string;
}

export interface Rule {
  task: Task;
  service: string;
  proto: 'tcp' | 'udp' | 'esp';
  /** '6069', '20000-30000', or '' for ESP. */
  port: string;
  /** Empty: from anywhere. */
  sources: string[];
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
export const isIPv4 = (s: string) => IPV4.test(s);
export const isIPv4Net = (s: string) => {
  const [ip, prefix, extra] = s.split('/');
  return extra === undefined && isIPv4(ip) && (prefix === undefined || (/^\d{1,2}$/.test(prefix) && Number(prefix) <= 32));
};
const list = (s = '') => s.split(/[\s,]+/).filter(Boolean);
const IFACE = /^[A-Za-z0-9_.:-]{1,32}$/;

/** The rules for the input, or the problems that stop them (in the reader's words). */
export function buildRules(rows: PortRow[], input: RuleInput): { rules: Rule[]; problems: string[] } {
  const problems: string[] = [];
  const tasks = TASKS.filter((t) => input.tasks.includes(t.id));
  if (!tasks.length) problems.push('Tick at least one thing the site needs.');
  if (!isIPv4(input.box.trim())) problems.push("Enter the box's IPv4 address, such as 192.168.1.1.");
  for (const field of ['wanIf', 'lanIf'] as const) if (input[field] && !IFACE.test(input[field]!)) problems.push('Interface names are letters, digits and . _ : - only.');
  const sourcesOf = (task: Task): string[] => {
    if (task.source === 'any') return [];
    const given = list(input[task.source]);
    const bad = given.filter((s) => !isIPv4Net(s));
    if (bad.length) problems.push(`${task.label}: ${bad.join(', ')} is not an IPv4 address or network.`);
    if (!given.length && task.source !== 'phones') problems.push(`${task.label}: enter the address it comes from.`);
    if (task.source === 'admin' && given.length > 1) problems.push(`${task.label}: one address only.`);
    if (task.source === 'admin' && given.some((s) => s.includes('/') && !s.endsWith('/32'))) problems.push(`${task.label}: one address, not a network.`);
    return given;
  };
  const rules: Rule[] = [];
  for (const task of tasks) {
    const sources = sourcesOf(task);
    for (const service of task.services) {
      if (service === 'wireguard') {
        const port = (input.wgport ?? '').trim();
        if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) problems.push('WireGuard server: enter its UDP listen port (1-65535).');
        else rules.push({ task, service, proto: 'udp', port, sources });
        continue;
      }
      const row = rows.find((r) => r.id === service);
      if (!row) continue;
      for (const proto of row.transports) {
        if (proto === 'esp') rules.push({ task, service, proto, port: '', sources });
        else for (const port of row.ports) rules.push({ task, service, proto, port, sources });
      }
    }
  }
  return { rules, problems: [...new Set(problems)] };
}

const DESCRIPTION: Record<string, string> = {
  'sip-tls': 'SIP over TLS',
  'sip-udp': 'SIP over UDP',
  rtp: 'RTP media',
  wireguard: 'WireGuard',
  ipsec: 'IPsec',
  https: 'web interface',
};
const what = (r: Rule) => `${r.task.label}: ${r.proto === 'esp' ? 'ESP' : `${DESCRIPTION[r.service] ?? r.service}`}`;
const head = (comment: string, rules: Rule[]) => [
  `${comment} DMSBG: ${[...new Set(rules.map((r) => r.task.label))].join('; ')}`,
  `${comment} Generated on the Ports and Services page of the DMSBG guides; check it before you load it.`,
  ...(rules.some((r) => r.task.id === 'admin') ? [`${comment} The guides advise a VPN rather than opening the web interface (Administering the Box Remotely).`] : []),
  ...(rules.some((r) => !r.sources.length && r.task.source === 'phones') ? [`${comment} Remote phones are open to every address: fill in their networks if you know them.`] : []),
];

function nftables(rules: Rule[], input: RuleInput): string {
  const wan = input.wanIf || 'eth0';
  const box = input.box.trim();
  const match = (r: Rule) =>
    [
      `iifname "${wan}"`,
      r.sources.length ? `ip saddr ${r.sources.length > 1 ? `{ ${r.sources.join(', ')} }` : r.sources[0]}` : '',
      r.proto === 'esp' ? 'ip protocol esp' : `${r.proto} dport ${r.port}`,
    ]
      .filter(Boolean)
      .join(' ');
  return [
    ...head('#', rules),
    '# Load with: nft -f <this file>. It adds a table of its own; a forward chain elsewhere that drops by default needs the accept rules too.',
    'table ip dmsbg {',
    '\tchain prerouting {',
    '\t\ttype nat hook prerouting priority dstnat; policy accept;',
    ...rules.map((r) => `\t\t${match(r)} dnat to ${box} comment "${what(r)}"`),
    '\t}',
    '\tchain forward {',
    '\t\ttype filter hook forward priority filter; policy accept;',
    ...rules.map((r) => `\t\t${match(r)} ip daddr ${box} accept comment "${what(r)}"`),
    '\t}',
    '}',
    '',
  ].join('\n');
}

function iptables(rules: Rule[], input: RuleInput): string {
  const wan = input.wanIf || 'eth0';
  const box = input.box.trim();
  const match = (r: Rule) =>
    [`-i ${wan}`, r.sources.length ? `-s ${r.sources.join(',')}` : '', `-p ${r.proto}`, r.port ? `--dport ${r.port.replace('-', ':')}` : '', `-m comment --comment "${what(r)}"`]
      .filter(Boolean)
      .join(' ');
  return [
    ...head('#', rules),
    '# Load with: iptables-restore --noflush < <this file> (it appends to the built-in chains).',
    '*nat',
    ...rules.map((r) => `-A PREROUTING ${match(r)} -j DNAT --to-destination ${box}`),
    'COMMIT',
    '*filter',
    ...rules.map((r) => `-A FORWARD ${match(r)} -d ${box} -j ACCEPT`),
    'COMMIT',
    '',
  ].join('\n');
}

function mask(prefix: number): string {
  const bits = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return [24, 16, 8, 0].map((s) => (bits >>> s) & 255).join('.');
}

function fortigate(rules: Rule[], input: RuleInput): string {
  const wan = input.wanIf || 'wan1';
  const lan = input.lanIf || 'internal';
  const box = input.box.trim();
  const forwardable = rules.filter((r) => r.proto !== 'esp');
  const sources = [...new Set(rules.flatMap((r) => r.sources))];
  const addressName = (s: string) => `dmsbg-src-${s.replace('/', '_')}`;
  const out = [...head('#', rules)];
  if (rules.some((r) => r.proto === 'esp')) out.push('# A VIP cannot forward ESP: IPsec through the FortiGate uses NAT traversal on UDP 4500, as forwarded here.');
  // One VIP per protocol and port: FortiOS refuses two VIPs that forward the same port of an interface,
  // so tasks that share a port (RTP for phones and a trunk) share its VIP.
  const vipName = (r: Rule) => `dmsbg-${r.proto}-${r.port}`;
  const vips = new Map<string, Rule[]>();
  for (const r of forwardable) vips.set(vipName(r), [...(vips.get(vipName(r)) ?? []), r]);
  out.push('config firewall vip');
  for (const [name, [r, ...more]] of vips) {
    out.push(
      `    edit "${name}"`,
      `        set comment "DMSBG ${DESCRIPTION[r.service] ?? r.service}${more.length ? ', shared by several tasks' : ''}"`,
      `        set extintf "${wan}"`,
      '        set portforward enable',
      `        set mappedip "${box}"`,
      `        set protocol ${r.proto}`,
      `        set extport ${r.port}`,
      `        set mappedport ${r.port}`,
      '    next',
    );
  }
  out.push('end');
  if (sources.length) {
    out.push('config firewall address');
    for (const s of sources) {
      const [ip, prefix = '32'] = s.split('/');
      out.push(`    edit "${addressName(s)}"`, `        set subnet ${ip} ${mask(Number(prefix))}`, '    next');
    }
    out.push('end');
  }
  out.push('config firewall policy');
  for (const task of [...new Set(forwardable.map((r) => r.task))]) {
    const mine = forwardable.filter((r) => r.task === task);
    const src = mine[0].sources.length ? mine[0].sources.map((s) => `"${addressName(s)}"`).join(' ') : '"all"';
    out.push(
      '    edit 0',
      `        set name "DMSBG ${task.id}"`,
      `        set srcintf "${wan}"`,
      `        set dstintf "${lan}"`,
      `        set srcaddr ${src}`,
      `        set dstaddr ${[...new Set(mine.map((r) => `"${vipName(r)}"`))].join(' ')}`,
      '        set action accept',
      '        set schedule "always"',
      '        set service "ALL"',
      '    next',
    );
  }
  out.push('end', '');
  return out.join('\n');
}

function mikrotik(rules: Rule[], input: RuleInput): string {
  const wan = input.wanIf || 'ether1';
  const box = input.box.trim();
  const listName = (r: Rule) => `dmsbg-${r.task.source}`;
  const lists = new Map<string, string[]>();
  for (const r of rules) if (r.sources.length) lists.set(listName(r), r.sources);
  const match = (r: Rule) =>
    [
      `in-interface=${wan}`,
      r.sources.length ? `src-address-list=${listName(r)}` : '',
      `protocol=${r.proto === 'esp' ? 'ipsec-esp' : r.proto}`,
      r.port ? `dst-port=${r.port}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  return [
    ...head('#', rules),
    '# Paste into the terminal; then move the filter rules above any rule that drops forwarded traffic.',
    ...(lists.size ? ['/ip firewall address-list', ...[...lists].flatMap(([name, addrs]) => addrs.map((a) => `add list=${name} address=${a}`))] : []),
    '/ip firewall nat',
    ...rules.map((r) => `add chain=dstnat ${match(r)} action=dst-nat to-addresses=${box} comment="${what(r)}"`),
    '/ip firewall filter',
    ...rules.map((r) => `add chain=forward ${match(r)} dst-address=${box} connection-nat-state=dstnat action=accept comment="${what(r)}"`),
    '',
  ].join('\n');
}

function pfsense(rules: Rule[]): string {
  const ports = (proto: 'tcp' | 'udp') => [...new Set(rules.filter((r) => r.proto === proto).map((r) => r.port.replace('-', ':')))];
  const out = [
    ...head('#', rules),
    '# Firewall > Aliases > Ports: one alias per protocol, one entry per line; ranges are written low:high.',
  ];
  for (const proto of ['tcp', 'udp'] as const) {
    if (!ports(proto).length) continue;
    out.push(`# Alias DMSBG_${proto.toUpperCase()} (type Port)`, ...ports(proto));
  }
  if (rules.some((r) => r.proto === 'esp')) out.push('# ESP is a protocol, not a port: allow it in the NAT rule for the IPsec peer (Protocol ESP).');
  // Firewall > Aliases > IP: one alias of senders per task field, for the Source of its NAT rules.
  for (const field of ['phones', 'trunk', 'peer', 'admin'] as const) {
    const senders = [...new Set(rules.filter((r) => r.task.source === field).flatMap((r) => r.sources))];
    if (senders.length) out.push(`# Alias DMSBG_${field.toUpperCase()} (type Network), the Source of the ${field === 'admin' ? 'administration' : field} rules`, ...senders);
  }
  out.push('');
  return out.join('\n');
}

function csv(rules: Rule[], input: RuleInput): string {
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [
    'task,service,protocol,port,destination,sources',
    ...rules.map((r) => [r.task.label, r.proto === 'esp' ? 'ESP' : (DESCRIPTION[r.service] ?? r.service), r.proto, r.port, input.box.trim(), r.sources.join(' ') || 'any'].map(q).join(',')),
    '',
  ].join('\n');
}

/** The rules in one format. */
export function formatRules(format: RuleFormat, rules: Rule[], input: RuleInput): string {
  switch (format) {
    case 'nftables':
      return nftables(rules, input);
    case 'iptables':
      return iptables(rules, input);
    case 'fortigate':
      return fortigate(rules, input);
    case 'mikrotik':
      return mikrotik(rules, input);
    case 'pfsense':
      return pfsense(rules);
    case 'csv':
      return csv(rules, input);
  }
}

// The rules lib/ports/rules.ts builds, written for the device in front of the DMSBG in six formats,
// each with a header saying what it is for and how to load it.
import { fieldSlug, SOURCE_FIELDS, type Rule, type RuleInput, type SourceField } from './rules';

export type RuleFormat = 'nftables' | 'iptables' | 'fortigate' | 'mikrotik' | 'pfsense' | 'csv';
export const RULE_FORMATS: { id: RuleFormat; label: string }[] = [
  { id: 'nftables', label: 'nftables' },
  { id: 'iptables', label: 'iptables' },
  { id: 'fortigate', label: 'FortiGate CLI' },
  { id: 'mikrotik', label: 'MikroTik RouterOS' },
  { id: 'pfsense', label: 'pfSense / OPNsense alias' },
  { id: 'csv', label: 'CSV' },
];

const DESCRIPTION: Record<string, string> = {
  'sip-tls': 'SIP over TLS',
  'sip-udp': 'SIP over UDP',
  rtp: 'RTP media',
  wireguard: 'WireGuard',
  ipsec: 'IPsec',
  https: 'web interface',
  http: "Let's Encrypt check",
};
const what = (r: Rule) => `${r.task.label}: ${r.proto === 'esp' ? 'ESP' : `${DESCRIPTION[r.service] ?? r.service}`}`;
const head = (comment: string, rules: Rule[]) => [
  `${comment} DMSBG: ${[...new Set(rules.map((r) => r.task.label))].join('; ')}`,
  `${comment} Generated on the Ports and Services page of the DMSBG guides; check it before you load it.`,
  ...(rules.some((r) => r.task.id === 'admin') ? [`${comment} The guides advise a VPN rather than opening the web interface (Administering the Box Remotely).`] : []),
  ...(rules.some((r) => !r.sources.length && r.from === 'users-if-fixed') ? [`${comment} Remote phones are open to every address: fill in their networks if you know them.`] : []),
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
  // One policy per task and source list: a task whose rows admit different senders (push apps: SIP over
  // TLS from anywhere, the audio from the phones) gets one for each.
  const policies = new Map<string, Rule[]>();
  for (const r of forwardable) {
    const key = `${r.task.id} ${r.sources.join(' ')}`;
    policies.set(key, [...(policies.get(key) ?? []), r]);
  }
  for (const mine of policies.values()) {
    const task = mine[0].task;
    const src = mine[0].sources.length ? mine[0].sources.map((s) => `"${addressName(s)}"`).join(' ') : '"all"';
    const split = [...policies.values()].filter((p) => p[0].task === task).length > 1;
    out.push(
      '    edit 0',
      `        set name "DMSBG ${task.id}${split && !mine[0].sources.length ? ' any' : ''}"`,
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
  const listName = (r: Rule) => `dmsbg-${fieldSlug(r.task.source!)}`;
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
  for (const [field, senderName] of Object.entries(SOURCE_FIELDS) as [SourceField, string][]) {
    const senders = [...new Set(rules.filter((r) => r.task.source === field).flatMap((r) => r.sources))];
    if (senders.length) out.push(`# Alias DMSBG_${fieldSlug(field).toUpperCase().replace(/-/g, '_')} (type Network), the Source of the ${senderName} rules`, ...senders);
  }
  // A row a task opens to anyone while its others keep their senders (push apps).
  for (const r of rules) if (r.task.source && !r.sources.length && rules.some((o) => o.task === r.task && o.sources.length)) out.push(`# ${what(r)} ${r.proto.toUpperCase()} ${r.port}: Source any`);
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

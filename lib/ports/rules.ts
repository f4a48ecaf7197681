// Shared by the Ports page's rule picker (browser) and its tests: from the tasks a reader ticks and
// the addresses they fill in, the rules for the device in front of the DMSBG (port forwards to the
// box and the matching allow rules), or the problems that stop them; lib/ports/ruleFormats.ts writes
// them in six formats. Pure functions over the version's ports data (content/<version>/ports.json),
// so every number comes from the same place as the table.
import type { PortRow, WanFrom } from './ports';

/** The fields where the reader types the addresses a task comes from, each with what the written rules call its senders. */
export const SOURCE_FIELDS = { phones: 'phones over TLS', phonesUdp: 'phones over UDP', trunk: 'trunk', peer: 'peer', admin: 'administration' } as const;
export type SourceField = keyof typeof SOURCE_FIELDS;
/** A field's name in the written rules' list and alias names: phonesUdp -> phones-udp. */
export const fieldSlug = (field: SourceField) => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export interface Task {
  id: string;
  label: string;
  /** Rows of ports.json ('wireguard' takes the reader's port). */
  services: string[];
  /** Where its addresses are typed; none for a task whose rows admit anyone. Whether they are needed is the rows' `from`. */
  source?: SourceField;
  /**
   * Rows opened to any address when the reader says the site's apps use push notifications: their push
   * servers register them from addresses no one publishes (the Ports page), while the audio still
   * comes from the phones.
   */
  pushOpens?: string[];
}

/** The words the builder shows (lib/i18n/strings.ts): each task's name and the problems; the rules it writes keep the English task names, like all code. */
export const RULE_BUILDER_WORDS = [
  'ports.task.phonesTls',
  'ports.task.phonesUdp',
  'ports.task.trunk',
  'ports.task.wireguard',
  'ports.task.ipsec',
  'ports.task.certificates',
  'ports.task.admin',
  'ports.problem.noTask',
  'ports.problem.box',
  'ports.problem.iface',
  'ports.problem.notAddress',
  'ports.problem.needAddress',
  'ports.problem.oneAddress',
  'ports.problem.notNetwork',
  'ports.problem.wgport',
] as const;
export type RuleBuilderWords = Record<(typeof RULE_BUILDER_WORDS)[number], string>;

/** A problem's words with its {task} and {values} filled in (lib/i18n's format, which lib/ports may not import: lib/i18n imports lib/mdx, which imports lib/ports). */
const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (mark, name: string) => vars[name] ?? mark);

/** A task's name in the reader's language: its string key is `ports.task.<id>`, the id in camel case. */
export const taskWord = (task: Task) => `ports.task.${task.id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}` as keyof RuleBuilderWords;
export const taskName = (task: Task, words: RuleBuilderWords) => words[taskWord(task)] ?? task.label;

export const TASKS: Task[] = [
  { id: 'phones-tls', label: 'Remote phones over TLS', services: ['sip-tls', 'rtp'], source: 'phones', pushOpens: ['sip-tls'] },
  // Its own field: phones over UDP are admitted only from their fixed addresses, phones over TLS from anywhere if need be.
  { id: 'phones-udp', label: 'Remote phones over UDP', services: ['sip-udp', 'rtp'], source: 'phonesUdp' },
  { id: 'trunk', label: 'SIP trunk by address', services: ['sip-udp', 'rtp'], source: 'trunk' },
  { id: 'wireguard', label: 'WireGuard server', services: ['wireguard'] },
  { id: 'ipsec', label: 'IPsec peer', services: ['ipsec'], source: 'peer' },
  // Let's Encrypt checks from addresses it does not publish, and renewals run unattended: TCP 80 from anywhere, kept.
  { id: 'certificates', label: "Let's Encrypt certificates", services: ['http'] },
  { id: 'admin', label: 'Remote administration from one address', services: ['https'], source: 'admin' },
];

export interface RuleInput {
  tasks: string[];
  /** The DMSBG's address behind the device (the forwards' destination). */
  box: string;
  /** Address lists (IPv4 addresses or networks, separated by commas or spaces): phones over TLS, over UDP, and so on. */
  phones?: string;
  phonesUdp?: string;
  trunk?: string;
  peer?: string;
  admin?: string;
  /** The WireGuard server's UDP listen port. */
  wgport?: string;
  /** Apps on the site use push notifications: each task's `pushOpens` rows admit any address. */
  push?: boolean;
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
  /** From where the task admits it (admitsFrom). */
  from: WanFrom;
}

const STRICTNESS: WanFrom[] = ['anywhere', 'users-if-fixed', 'users-only'];

/**
 * From where a task's rules admit traffic, from the ports data: the strictest `from` of its rows. A
 * row with none does not open on the WAN (the web interface), so only its users' addresses may reach it.
 */
export function admitsFrom(task: Task, rows: Pick<PortRow, 'id' | 'from'>[]): WanFrom {
  const froms = task.services.map((id) => rows.find((r) => r.id === id)?.from ?? 'users-only');
  return froms.reduce((a, b) => (STRICTNESS.indexOf(b) > STRICTNESS.indexOf(a) ? b : a), 'anywhere');
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
export const isIPv4 = (s: string) => IPV4.test(s);
export const isIPv4Net = (s: string) => {
  const [ip, prefix, extra] = s.split('/');
  return extra === undefined && isIPv4(ip) && (prefix === undefined || (/^\d{1,2}$/.test(prefix) && Number(prefix) <= 32));
};
const list = (s = '') => s.split(/[\s,]+/).filter(Boolean);
const IFACE = /^[A-Za-z0-9_.:-]{1,32}$/;

/** The rules for the input, or the problems that stop them, in the reader's words (`words`, from the page). */
export function buildRules(rows: PortRow[], input: RuleInput, words: RuleBuilderWords): { rules: Rule[]; problems: string[] } {
  const problems: string[] = [];
  const tasks = TASKS.filter((t) => input.tasks.includes(t.id));
  if (!tasks.length) problems.push(words['ports.problem.noTask']);
  if (!isIPv4(input.box.trim())) problems.push(words['ports.problem.box']);
  for (const field of ['wanIf', 'lanIf'] as const) if (input[field] && !IFACE.test(input[field]!)) problems.push(words['ports.problem.iface']);
  const sourcesOf = (task: Task, from: WanFrom): string[] => {
    if (from === 'anywhere' || !task.source) return [];
    const given = list(input[task.source]);
    const bad = given.filter((s) => !isIPv4Net(s));
    const name = taskName(task, words);
    if (bad.length) problems.push(fill(words['ports.problem.notAddress'], { task: name, values: bad.join(', ') }));
    // 'users-if-fixed' (phones over TLS): no addresses admits anyone, as the Ports page allows.
    if (!given.length && from === 'users-only') problems.push(fill(words['ports.problem.needAddress'], { task: name }));
    if (task.source === 'admin' && given.length > 1) problems.push(fill(words['ports.problem.oneAddress'], { task: name }));
    if (task.source === 'admin' && given.some((s) => s.includes('/') && !s.endsWith('/32'))) problems.push(fill(words['ports.problem.notNetwork'], { task: name }));
    return given;
  };
  const rules: Rule[] = [];
  for (const task of tasks) {
    const taskFrom = admitsFrom(task, rows);
    const taskSources = sourcesOf(task, taskFrom);
    for (const service of task.services) {
      const open = Boolean(input.push && task.pushOpens?.includes(service));
      const [sources, from]: [string[], WanFrom] = open ? [[], 'anywhere'] : [taskSources, taskFrom];
      if (service === 'wireguard') {
        const port = (input.wgport ?? '').trim();
        if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) problems.push(fill(words['ports.problem.wgport'], { task: taskName(task, words) }));
        else rules.push({ task, service, proto: 'udp', port, sources, from });
        continue;
      }
      const row = rows.find((r) => r.id === service);
      if (!row) continue;
      for (const proto of row.transports) {
        if (proto === 'esp') rules.push({ task, service, proto, port: '', sources, from });
        else for (const port of row.ports) rules.push({ task, service, proto, port, sources, from });
      }
    }
  }
  return { rules, problems: [...new Set(problems)] };
}

// Build time and tests: each version's ports, content/<version>/ports.json, the one place the guides
// keep them. Each row is a service: its port numbers (or ranges), transports, whether and how it is
// opened on the WAN, the firmware date its source gives (`era`, when the source predates the
// release), the phrases pages name it by, and the cells of its row in the Ports and Services table,
// which is written from this file (`npm run ports:table`) and checked against it (ports.test.ts).
import fs from 'node:fs';
import path from 'node:path';

export interface PortRow {
  /** Stable key: 'sip-tls', 'rtp', ... */
  id: string;
  /** Numbers or ranges ('20000-30000'); empty when the reader chooses (WireGuard). */
  ports: string[];
  transports: ('udp' | 'tcp' | 'esp')[];
  /** Open on the WAN: 'yes', 'conditional' (for a task, from given addresses), 'no' or 'never'. */
  wan: 'yes' | 'conditional' | 'no' | 'never';
  /** The firmware date the row's source gives, when it predates the release. */
  era?: string;
  /** How pages name the service in prose; a port stated right after one must be one of `ports`. */
  names?: string[];
  /** The row of the Ports and Services table, cell by cell (Markdown). */
  cells: { port: string; protocol: string; direction: string; service: string; configuredOn: string; openOnWan: string };
}

export interface PortsFile {
  /** The heading of the section whose table the rows are. */
  table: string;
  rows: PortRow[];
}

export const PORTS_FILE = 'ports.json';
export const PORTS_PAGE = 'administration/ports';
const HEADER = ['| Port | Protocol | Direction | Service | Configured on | Open on the WAN? |', '| --- | --- | --- | --- | --- | --- |'];

export function readPorts(contentDir: string, version: string): PortsFile | undefined {
  const file = path.join(contentDir, version, PORTS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PortsFile) : undefined;
}

/** The Ports and Services table as Markdown lines. */
export function portsTable(data: PortsFile): string[] {
  return [...HEADER, ...data.rows.map(({ cells: c }) => `| ${[c.port, c.protocol, c.direction, c.service, c.configuredOn, c.openOnWan].join(' | ')} |`)];
}

/** Where the table sits in the page's source: [first line, line after] (0-based), or undefined. */
export function tableRange(source: string): [number, number] | undefined {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l === HEADER[0]);
  if (start < 0) return undefined;
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return [start, end];
}

/** The page's source with its table written from the data. */
export function withPortsTable(source: string, data: PortsFile): string {
  const range = tableRange(source);
  if (!range) throw new Error(`no '${HEADER[0]}' table to write`);
  const lines = source.split('\n');
  lines.splice(range[0], range[1] - range[0], ...portsTable(data));
  return lines.join('\n');
}

/** Every port number a row allows, ranges as [low, high]. */
function allowed(row: PortRow): [number, number][] {
  return row.ports.map((p) => {
    const [lo, hi = lo] = p.split('-').map(Number);
    return [lo, hi];
  });
}

export interface PortMismatch {
  file: string;
  line: number;
  service: string;
  stated: string;
  expected: string;
}

/**
 * Statements of a service's port in a page that disagree with the data: a name of the service
 * (`names`) followed, in the same clause, by a port number or range that is not the service's.
 * Fenced code is skipped (addresses and sample output carry numbers of every kind).
 */
export function portMismatches(file: string, source: string, data: PortsFile): PortMismatch[] {
  const found: PortMismatch[] = [];
  const named = data.rows.filter((r) => r.names?.length && r.ports.length);
  let fenced = false;
  source.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced || text.trimStart().startsWith('|')) return;
    for (const row of named) {
      for (const name of row.names!) {
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        for (const m of text.matchAll(new RegExp(`\\b${escaped}\\b`, 'g'))) {
          // The number must follow the name at once, or after a linking word: "SIP over TLS on 6069",
          // "TLS port `6069`", "RTP range 20000-30000". A year or a count later in the sentence is not a port.
          const rest = text.slice(m.index + name.length);
          const port = /^(?:\s*(?:port|ports|range|on|is|at|uses|listens|listen|to|of|=|:|,))*\s*`?(\d{2,5})(?:-(\d{2,5}))?`?(?=$|[\s`,.;:)])/.exec(rest);
          if (!port) continue;
          const lo = Number(port[1]);
          const hi = port[2] ? Number(port[2]) : lo;
          const ok = allowed(row).some(([a, b]) => (port[2] ? a === lo && b === hi : lo >= a && lo <= b));
          if (!ok) found.push({ file, line: i + 1, service: `${name} (${row.id})`, stated: port[2] ? `${lo}-${hi}` : String(lo), expected: row.ports.join(', ') });
        }
      }
    }
  });
  return found;
}

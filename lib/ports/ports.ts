// Build time and tests: each version's ports, content/<version>/ports.json, the one place the guides
// keep them. Each row is a service: its port numbers (or ranges), transports, whether and how it is
// opened on the WAN, the firmware date its source gives (`era`, when the source predates the
// release), the phrases pages name it by, and the cells of its row in the Ports and Services table,
// which is written from this file (`npm run ports:table`) and checked against it (ports.test.ts).
// Other pages take a port from it with <Port id="…" /> (lib/mdx/plugins/remarkPortRefs.ts). Its shape
// and checks: ./schema.ts.
import fs from 'node:fs';
import path from 'node:path';
import { readJsonFile } from '../schema/json';
import { portsFile, type PortRow, type PortsFile } from './schema';

export { WAN_FROM, type PortRow, type PortsFile, type WanFrom } from './schema';

export const PORTS_FILE = 'ports.json';
export const PORTS_PAGE = 'administration/ports';
const HEADER = ['| Port | Protocol | Direction | Service | Configured on | Open on the WAN? |', '| --- | --- | --- | --- | --- | --- |'];

/** A version's ports, or undefined without a ports.json; a bad file throws JsonFileError (file, line, reason). */
export function readPorts(contentDir: string, version: string): PortsFile | undefined {
  const file = path.join(contentDir, version, PORTS_FILE);
  return fs.existsSync(file) ? readJsonFile(file, portsFile) : undefined;
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

/** A `<Port id="…" />` reference in MDX source (lib/mdx/plugins/remarkPortRefs.ts renders it). */
export const PORT_REF = /<Port\s+id="([^"]*)"[^>]*?\/>/;

/** A row's ports as a sentence says them, each with the words before it: '6069'; '6070 and 6071'; '500, 4500 and 4501'. */
export function spokenPorts(ports: readonly string[]): { before: string; port: string }[] {
  return ports.map((port, i) => ({ before: i === 0 ? '' : i === ports.length - 1 ? ' and ' : ', ', port }));
}

/** MDX source with each <Port /> reference written out as the page shows it (for checks that read the source). */
export function withPortNumbers(source: string, data: PortsFile): string {
  return source.replace(new RegExp(PORT_REF.source, 'g'), (ref, id: string) => {
    const row = data.rows.find((r) => r.id === id);
    if (!row) return ref;
    const quote = /\scode\b/.test(ref) ? '`' : '';
    return spokenPorts(row.ports).map(({ before, port }) => `${before}${quote}${port}${quote}`).join('');
  });
}

/**
 * What follows a service's name when it states the service's port: at once, or after linking words
 * ("SIP over TLS on 6069", "TLS port `6069`", "RTP range 20000-30000"), a number or range, or a
 * <Port> reference. A year or a count later in the sentence is not a port.
 */
const LINKING = /^(?:\s*(?:port|ports|range|on|is|at|uses|listens|listen|to|of|=|:|,))*\s*/.source;
const LITERAL = /`?(\d{2,5})(?:-(\d{2,5}))?`?(?=$|[\s`,.;:)\]])/.source;
const STATED = new RegExp(`${LINKING}(?:${LITERAL}|${PORT_REF.source})`);

/** A statement of a named service's port on one line of a page: a typed number or a reference. */
interface Statement {
  line: number;
  name: string;
  row: PortRow;
  literal?: { lo: number; hi: number; range: boolean };
  ref?: string;
  /** In an image's alt text, which cannot hold a reference. */
  inAlt: boolean;
}

/** Every statement of a named service's port outside fenced code and tables (addresses and sample output carry numbers of every kind). */
function statements(source: string, data: PortsFile): Statement[] {
  const found: Statement[] = [];
  const named = data.rows.filter((r) => r.names?.length && r.ports.length);
  let fenced = false;
  source.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced || text.trimStart().startsWith('|')) return;
    const alts = [...text.matchAll(/!\[[^\]]*\]/g)].map((a) => [a.index, a.index + a[0].length]);
    for (const row of named) {
      for (const name of row.names!) {
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        for (const m of text.matchAll(new RegExp(`\\b${escaped}\\b`, 'g'))) {
          const port = STATED.exec(text.slice(m.index + name.length));
          if (!port) continue;
          const [, lo, hi, ref] = port;
          const inAlt = alts.some(([a, b]) => m.index > a && m.index < b);
          if (ref !== undefined) found.push({ line: i + 1, name, row, ref, inAlt });
          else found.push({ line: i + 1, name, row, literal: { lo: Number(lo), hi: Number(hi ?? lo), range: hi !== undefined }, inAlt });
        }
      }
    }
  });
  return found;
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
 * (`names`) followed, in the same clause, by a port number or range that is not the service's, or
 * by a <Port> reference to a row with other ports.
 */
export function portMismatches(file: string, source: string, data: PortsFile): PortMismatch[] {
  return statements(source, data).flatMap(({ line, name, row, literal, ref }) => {
    const service = `${name} (${row.id})`;
    const expected = row.ports.join(', ');
    if (ref !== undefined) {
      const target = data.rows.find((r) => r.id === ref);
      return target?.ports.join(', ') === expected ? [] : [{ file, line, service, stated: `<Port id="${ref}" />${target ? ` (${target.ports.join(', ')})` : ''}`, expected }];
    }
    const { lo, hi, range } = literal!;
    const ok = allowed(row).some(([a, b]) => (range ? a === lo && b === hi : lo >= a && lo <= b));
    return ok ? [] : [{ file, line, service, stated: range ? `${lo}-${hi}` : String(lo), expected }];
  });
}

export interface PortLiteral {
  file: string;
  line: number;
  service: string;
  stated: string;
  /** The reference to write instead. */
  use: string;
}

/**
 * A named service followed by a typed port, right or wrong: the page must take the number from the
 * data with <Port id="…" />. Not in an image's alt text, which cannot hold one (portMismatches
 * still checks it).
 */
export function portLiterals(file: string, source: string, data: PortsFile): PortLiteral[] {
  return statements(source, data).flatMap(({ line, name, row, literal, inAlt }) =>
    literal && !inAlt ? [{ file, line, service: `${name} (${row.id})`, stated: literal.range ? `${literal.lo}-${literal.hi}` : String(literal.lo), use: `<Port id="${row.id}" />` }] : [],
  );
}

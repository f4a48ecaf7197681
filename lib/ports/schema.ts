// Build time (and tests): the shape of content/<version>/ports.json, declared once: the types the
// code reads and the schema a file is read through (lib/schema/json.ts), so a bad port, range or id
// fails the build with the file, the line and the reason.
import 'server-only';
import { z } from 'zod';
import { filled } from '../schema/json';

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
  /** How pages name the service in prose; right after one, a page writes <Port id="…" /> (a typed number fails the tests). */
  names?: string[];
  /**
   * From where a rule on the WAN admits it; only on rows that open on the WAN (`wan` 'yes' or
   * 'conditional'): 'anywhere' when its senders cannot be listed (road-warrior peers, Let's Encrypt,
   * IPFS nodes), 'users-only' from the addresses of the phones, provider or peer that use it, and
   * 'users-if-fixed' from those addresses when they are fixed, otherwise from anywhere.
   */
  from?: WanFrom;
  /** The row of the Ports and Services table, cell by cell (Markdown). */
  cells: { port: string; protocol: string; direction: string; service: string; configuredOn: string; openOnWan: string };
}

export type WanFrom = 'anywhere' | 'users-only' | 'users-if-fixed';
export const WAN_FROM: readonly WanFrom[] = ['anywhere', 'users-only', 'users-if-fixed'];

export interface PortsFile {
  /** The heading of the section whose table the rows are. */
  table: string;
  rows: PortRow[];
}

/** A port '5060' or a range '20000-30000', as the file writes them: 1 <= lo <= hi <= 65535. */
const portSpec = z.string().refine(
  (p) => {
    const [, lo, hi = lo] = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(p) ?? [];
    return lo !== undefined && Number(lo) >= 1 && Number(lo) <= Number(hi) && Number(hi) <= 65535;
  },
  { error: (issue) => `'${String(issue.input)}' is not a port (1-65535) or a range lo-hi with lo <= hi (20000-30000)` },
);

const cell = filled('the cell is empty');

const portRow = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "'id' must be lower-case words joined by hyphens (sip-tls)"),
    ports: z.array(portSpec),
    transports: z.array(z.enum(['udp', 'tcp', 'esp'])).min(1, 'needs at least one transport'),
    wan: z.enum(['yes', 'conditional', 'no', 'never']),
    era: filled("'era' is empty").optional(),
    names: z.array(filled('a name is empty')).optional(),
    from: z.enum(WAN_FROM).optional(),
    cells: z.strictObject({ port: cell, protocol: cell, direction: cell, service: cell, configuredOn: cell, openOnWan: cell }),
  })
  .superRefine((row, ctx) => {
    // From where to admit it is said exactly for the rows that open on the WAN.
    const opens = row.wan === 'yes' || row.wan === 'conditional';
    if (opens && !row.from) ctx.addIssue({ code: 'custom', path: ['wan'], message: `a row open on the WAN needs 'from' (${WAN_FROM.join(', ')})` });
    if (!opens && row.from) ctx.addIssue({ code: 'custom', path: ['from'], message: `'from' is only for rows open on the WAN ('wan' yes or conditional)` });
  });

export const portsFile: z.ZodType<PortsFile> = z
  .strictObject({ table: filled("'table' is empty"), rows: z.array(portRow) })
  .superRefine(({ rows }, ctx) => {
    const seen = new Set<string>();
    rows.forEach(({ id }, i) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['rows', i, 'id'], message: `'${id}' is used by another row` });
      seen.add(id);
    });
  });


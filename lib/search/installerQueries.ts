// How installers actually ask: abbreviations, everyday names for features and task phrases,
// rather than the guides' own headings. Kept apart from the per-page questions in
// quality.test.ts: the unit test holds every version to them, and `npm run bench` prints the
// mean reciprocal rank over them.
import type { SearchEngine } from './engine';

export interface InstallerQuery {
  query: string;
  /** Guide slugs that answer it, best first; the first one present in a version is expected first there. */
  answers: string[];
}

export const INSTALLER_QUERIES: InstallerQuery[] = [
  { query: 'ddns', answers: ['services/dynamic-dns', 'services/dynamic-dns/general'] },
  { query: 'dyndns hostname for my office', answers: ['services/dynamic-dns', 'services/dynamic-dns/general'] },
  { query: 'pppoe', answers: ['network-settings/wan-wwan/ipv4'] },
  { query: 'pppoe login from isp', answers: ['network-settings/wan-wwan/ipv4'] },
  { query: 'cdr', answers: ['pbx/call-detail-records'] },
  { query: 'cdr api', answers: ['pbx/api/cdr'] },
  { query: 'export call logs with a script', answers: ['pbx/api/cdr'] },
  { query: 'reservation', answers: ['network-settings/dns-dhcp/active-static-leases'] },
  { query: 'dhcp reservation', answers: ['network-settings/dns-dhcp/active-static-leases'] },
  { query: 'fixed ip for a printer', answers: ['network-settings/dns-dhcp/active-static-leases'] },
  { query: 'network share', answers: ['services/storage'] },
  { query: 'nas file server', answers: ['services/storage'] },
  { query: 'admin password', answers: ['administration/first-login', 'administration/system'] },
  { query: 'change root password', answers: ['administration/system', 'administration/first-login'] },
  { query: 'forgot password locked out', answers: ['administration/first-login'] },
  { query: 'factory reset', answers: ['administration/first-login'] },
  { query: 'default ip address of the box', answers: ['administration/first-login'] },
  { query: 'certificate warning in browser', answers: ['administration/first-login', 'services/tls-certificates', 'services/acme-certificates'] },
  { query: 'backup configuration', answers: ['administration/system'] },
  { query: 'restore a backup', answers: ['administration/system'] },
  { query: 'firmware upgrade', answers: ['administration/system'] },
  { query: 'which ports to open', answers: ['administration/ports'] },
  { query: 'firewall port list', answers: ['administration/ports'] },
  { query: 'one way audio', answers: ['pbx/troubleshooting/nat-issues'] },
  { query: 'no audio on calls behind nat', answers: ['pbx/troubleshooting/nat-issues'] },
  { query: 'fortigate sip alg', answers: ['pbx/troubleshooting/common-setups/fortigate'] },
  { query: 'ssl certificate', answers: ['services/tls-certificates', 'services/acme-certificates'] },
  { query: 'lets encrypt', answers: ['services/tls-certificates', 'services/acme-certificates'] },
  { query: 'vpn for remote workers', answers: ['vpn/wireguard'] },
  { query: 'ad blocking', answers: ['services/adguard-home'] },
  { query: 'vlan', answers: ['network-settings/custom-interfaces'] },
  { query: 'sim card apn', answers: ['network-settings/wan-wwan/wwan', 'network-settings/wan-wwan/priorities'] },
  { query: 'internet failover', answers: ['network-settings/wan-wwan/priorities', 'network-settings/wan-wwan/wwan'] },
  { query: 'wifi password', answers: ['network-settings/wifi/2-4-ghz', 'network-settings/wifi/5-ghz'] },
  { query: 'kick a device off wifi', answers: ['network-settings/wifi/clients'] },
  { query: 'change lan subnet', answers: ['network-settings/lan/ipv4'] },
  { query: 'speedtest', answers: ['administration/utilities'] },
  { query: 'ssh shell', answers: ['administration/utilities'] },
  { query: 'timezone', answers: ['administration/system'] },
  { query: 'ring group', answers: ['pbx/queues'] },
  { query: 'voice menu', answers: ['pbx/sounds-and-ivr', 'pbx/ivr'] },
  { query: 'call recording', answers: ['pbx/call-detail-records', 'pbx/settings'] },
  { query: 'block a caller', answers: ['pbx/block-list'] },
  { query: 'text message', answers: ['pbx/sms'] },
  { query: 'add a phone user', answers: ['pbx/extensions-endpoints/extensions'] },
  { query: 'create extension', answers: ['pbx/extensions-endpoints/extensions'] },
  { query: 'connect sip provider', answers: ['pbx/trunks'] },
  { query: 'route did to extension', answers: ['pbx/call-routing'] },
  { query: 'limit download speed per device', answers: ['firewall/bandwidth-control'] },
  { query: 'brute force protection', answers: ['services/intrusion-prevention'] },
  { query: 'dmz', answers: ['firewall/one-to-one-nat'] },
  { query: 'port forward', answers: ['firewall/port-forwarding'] },
  { query: 'samba', answers: ['services/storage'] },
  { query: 'split tunnel', answers: ['network-settings/routes/policy-based'] },
  { query: 'tor proxy', answers: ['services/tor'] },
  { query: 'cpu temperature', answers: ['dashboards/router'] },
];

/** Things the guides do not cover: search must say "No results" rather than offer a random page. */
export const OUT_OF_SCOPE = ['kubernetes', 'bluetooth pairing', 'printer driver', 'zigbee', 'voicemail to email', 'netflix subscription'];

/** The queries that have an answer in a version, with the answers present there. */
export function queriesFor(slugs: Set<string>): InstallerQuery[] {
  return INSTALLER_QUERIES.map((q) => ({ ...q, answers: q.answers.filter((s) => slugs.has(s)) })).filter((q) => q.answers.length);
}

/** 1 / rank of the first hit on an answer page (0 if none in the first `limit`). */
export function reciprocalRank(engine: SearchEngine, q: InstallerQuery, limit = 7): number {
  // Links carry the version segment of older versions ('/2.6.9/guides/...'); answers are slugs.
  const pages = new Set(q.answers.map((s) => `/guides/${s}/`));
  const seen: string[] = [];
  for (const hit of engine.search(q.query, limit)) {
    const page = hit.link.split('#')[0].replace(/^\/[^/]+(?=\/guides\/)/, '');
    if (!seen.includes(page)) seen.push(page);
    if (pages.has(page)) return 1 / seen.length;
  }
  return 0;
}

/** The mean of reciprocalRank over `queries`: 1 when every answer comes first. */
export function meanReciprocalRank(engine: SearchEngine, queries: InstallerQuery[]): number {
  return queries.reduce((sum, q) => sum + reciprocalRank(engine, q), 0) / queries.length;
}

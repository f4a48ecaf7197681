// Content truth (issue #12): one regression test per class of fact the guides once got wrong
// against the vendor's own documentation (../shared/vendor-facts.md). Each reads the real pages
// of every version that has them, so a writer cannot bring a corrected claim back.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readPorts, withPortNumbers } from '../ports/ports';

const CONTENT = path.resolve('content');
const VERSIONS = ['1.9.5', '2.6.0', '2.6.9', '2.7.0'];

/** A page's source with its <Port /> references written out, as the reader sees the numbers. */
const read = (version: string, file: string) => withPortNumbers(fs.readFileSync(file, 'utf8'), readPorts(CONTENT, version)!);

/** The page's source in every version that has it: [version, text]. */
function pages(slug: string, versions = VERSIONS): [string, string][] {
  return versions.flatMap((v) => {
    const file = path.join(CONTENT, v, 'guides', `${slug}.mdx`);
    return fs.existsSync(file) ? [[v, read(v, file)] as [string, string]] : [];
  });
}

function allPages(version: string): [string, string][] {
  const root = path.join(CONTENT, version, 'guides');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : []));
  return walk(root).map((f) => [path.relative(root, f).replace(/\.mdx$/, ''), read(version, f)]);
}

/** Prose only: fenced code removed. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

test('every version has First Login and Recovery and Ports and Services, first and last in Administration', () => {
  for (const v of VERSIONS) {
    const [[, login]] = pages('administration/first-login', [v]);
    for (const fact of ['192.168.1.1', 'difos.lan', '`admin`', 'root', 'self-signed']) assert.ok(login.includes(fact), `${v} first-login lacks ${fact}`);
    assert.doesNotMatch(prose(login), /hold (the )?reset|reset button for \d+/i, `${v}: no invented reset procedure`);
    const [[, ports]] = pages('administration/ports', [v]);
    for (const port of ['443', '6067', '6068', '6069', '20000-30000', '6066', '1887', '9050', '500', '4500', 'ESP']) {
      assert.ok(ports.includes(port), `${v} ports page lacks ${port}`);
    }
    const meta = JSON.parse(fs.readFileSync(path.join(CONTENT, v, 'guides/administration/_meta.json'), 'utf8'));
    const order = Object.keys(meta);
    assert.equal(order[0], 'first-login', `${v} sidebar`);
    assert.equal(order.at(-1), 'ports', `${v} sidebar`);
    const [[, index]] = pages('index', [v]);
    assert.match(index, /\/guides\/administration\/first-login/, `${v} guides index links First Login`);
    assert.match(index, /\/guides\/administration\/ports/, `${v} guides index links Ports and Services`);
  }
});

test('a page that names the SIP or RTP ports links to Ports and Services', () => {
  for (const v of VERSIONS) {
    for (const [slug, text] of allPages(v)) {
      if (slug === 'administration/ports' || !/\b6069\b|20000-30000/.test(prose(text))) continue;
      assert.match(text, /\/guides\/administration\/ports/, `${v}/${slug} names SIP/RTP ports but does not link Ports and Services`);
    }
  }
});

test('CDR API: the vendor endpoint, auth methods, CDR Access and data array; no invented endpoint or token', () => {
  const cdr = pages('pbx/api/cdr');
  assert.deepEqual(cdr.map(([v]) => v), ['2.6.9', '2.7.0']);
  for (const [v, text] of cdr) {
    for (const fact of ['/pbx/cdr/data', 'CDR Access', '`page`', '`limit`', '`extension`', '`key`', 'SHA-256', 'Basic Authentication', '"data"', 'start_time', 'call_id']) {
      assert.ok(text.includes(fact), `${v} CDR page lacks ${fact}`);
    }
    assert.doesNotMatch(text, /(?<!pbx)\/api\/cdr(?!\.html)|Bearer|token=|[?&](from|to)=|"src"|"dst"/, `${v} CDR page brings back an invented specific`);
  }
  for (const [v, text] of pages('pbx/extensions-endpoints/extensions', ['2.6.9', '2.7.0'])) assert.ok(text.includes('CDR Access'), `${v} extensions lacks CDR Access`);
});

test('NAT: forward 6069, 443 and 20000-30000; WAN zone and Allow-Trunk; NAT options under PBX Settings', () => {
  for (const [v, text] of pages('pbx/troubleshooting/nat-issues')) {
    for (const fact of ['6069', '443', '20000-30000', 'WAN zone', 'Allow-Trunk', 'edge']) assert.ok(text.includes(fact), `${v} NAT Issues lacks ${fact}`);
    assert.match(text, /PBX\s*(→|->)\s*Settings|\/guides\/pbx\/settings/, `${v} NAT Issues must say where the PBX NAT options live`);
  }
  for (const [v, text] of pages('pbx/troubleshooting/common-setups/fortigate')) {
    assert.ok(text.includes('443') && text.includes('6069') && text.includes('20000-30000'), `${v} FortiGate forwards`);
    // A command that drops every session on the firewall comes with a warning.
    if (/session clear/.test(text)) assert.match(text, /\[!(WARNING|CAUTION)\][\s\S]{0,600}session clear|session clear[\s\S]{0,600}\[!(WARNING|CAUTION)\]/, `${v}: warn before clearing sessions`);
  }
  for (const [v, text] of pages('pbx/settings')) {
    assert.match(text, /\*\*Extras\*\*|## Extras/, `${v} PBX Settings names the Extras section`);
    assert.doesNotMatch(text, /Extra Configurations/, `${v} PBX Settings: the vendor's section is Extras`);
    if (v !== '1.9.5') assert.match(text, /^##+ .*NAT/m, `${v} PBX Settings has a NAT section`);
  }
  for (const [v, text] of pages('network-settings/custom-interfaces')) assert.ok(text.includes('WAN zone') && text.includes('Allow-Trunk'), `${v} custom interfaces`);
});

test('telephony dashboard: a reload does not clear stuck calls; no-audio advice goes to NAT Issues', () => {
  for (const [v, text] of pages('dashboards/telephony')) {
    assert.doesNotMatch(prose(text), /reload[^.]*\bclears\b/i, `${v}: Reload PBX does not hang up channels`);
    if (v !== '1.9.5') assert.match(text, /\/guides\/pbx\/troubleshooting\/nat-issues/, `${v}: no-audio advice links NAT Issues`);
  }
});

test('feature codes: no invented codes and no voicemail feature', () => {
  for (const [v, text] of pages('pbx/feature-codes')) {
    assert.doesNotMatch(prose(text), /`[*#]{1,2}\d+`|(?<![\w*])\*\d{1,3}\b|`##?`/, `${v}: codes come from the unit's list, not from us`);
    assert.doesNotMatch(prose(text), /dial[^.]*voicemail|voicemail (box|code|menu)/i, `${v}: the sources describe no voicemail`);
  }
});

test('routing and WAN: LTE "never the main gateway" only in 1.9.5; priorities invent no metrics', () => {
  for (const [v, text] of pages('network-settings/routes/policy-based')) {
    if (v === '1.9.5') continue;
    assert.doesNotMatch(text, /never (the|becomes the) main gateway/i, `${v} contradicts WAN Priorities`);
  }
  for (const [v, text] of pages('network-settings/wan-wwan/priorities')) assert.doesNotMatch(prose(text), /metric[^.]*\b(10|20|30)\b/i, `${v}: no invented metrics`);
});

test('DNS: one story on every page (AdGuard Home resolves, dnsmasq does DHCP), never a guarantee', () => {
  for (const v of VERSIONS) {
    for (const slug of ['network-settings/dns-dhcp/general', 'network-settings/dns-dhcp/hostnames', 'services/adguard-home', 'network-settings/overview']) {
      for (const [, text] of pages(slug, [v])) {
        assert.doesNotMatch(prose(text), /(?<!not |never )guarantee[sd]? (that )?(every |all )?clients?/i, `${v}/${slug}: Hijack DNS cannot catch DNS over HTTPS`);
        assert.doesNotMatch(prose(text), /dnsmasq (is|acts as) the (LAN's )?(DNS )?resolver/i, `${v}/${slug}: AdGuard Home is the resolver`);
      }
    }
  }
});

test('Wi-Fi, bandwidth, TOR, Dynamic DNS, Cloudflare Tunnels, queues, WireGuard: the vendor facts', () => {
  for (const [v, text] of pages('network-settings/wifi/5-ghz')) assert.doesNotMatch(prose(text), /20, 40, 80 or 160/, `${v}: the width setting offers two options`);
  for (const slug of ['network-settings/wifi/2-4-ghz', 'network-settings/wifi/5-ghz']) {
    const [[, old]] = pages(slug, ['1.9.5']);
    const description = /^description: (.*)$/m.exec(old)?.[1] ?? '';
    assert.doesNotMatch(description, /guest/i, `1.9.5 ${slug} promises guest Wi-Fi`);
  }
  for (const [v, text] of pages('firewall/bandwidth-control')) {
    assert.match(text, /Mbps|Mbit\/s/, `${v}: speeds are in Mbps`);
    assert.doesNotMatch(prose(text), /kbit\/s/i, `${v}: speeds are never kbit/s`);
  }
  for (const slug of ['services/tor', 'network-settings/lan/ipv4']) {
    for (const [v, text] of pages(slug)) assert.doesNotMatch(text, /172\.16\.0\.0\/12[^.\n]*(default|TOR)|FA00::/i, `${v}/${slug}: the vendor gives no TOR default subnets`);
  }
  const [[, ddns195]] = pages('services/dynamic-dns', ['1.9.5']);
  for (const label of ['Enabled IP Types', 'IP Query Method', 'Lookup Host', 'Credentials']) assert.ok(ddns195.includes(`**${label}**`), `1.9.5 Dynamic DNS lacks ${label}`);
  assert.doesNotMatch(ddns195, /\*\*(Interval|Name|Sub Domain|Automatic Toggle)\*\*/, '1.9.5 Dynamic DNS describes later fields as GUI labels');
  for (const [v, text] of pages('services/cloudflare-tunnels')) assert.ok(text.includes('Enable Cloudflare Tunnel'), `${v} Cloudflare Tunnels button`);
  for (const [v, text] of pages('pbx/queues')) assert.doesNotMatch(prose(text), /destination or an announcement for callers who time out/i, `${v}: callers are dropped at timeout`);
  for (const [v, text] of pages('vpn/wireguard')) {
    assert.ok(text.includes('**Clients**') && text.includes('Enable WireGuard Server'), `${v} WireGuard tabs and button`);
    assert.doesNotMatch(text, /\*\*Status\*\*[^.\n]*tab|Switch on \*\*Enable WireGuard Server\*\*/, `${v} WireGuard: no Status tab, the server starts from a button`);
    assert.doesNotMatch(prose(text), /random port[^.]*survives NAT/i, `${v}: the static-port advice is the vendor's`);
  }
});

test('every task page walks through its main task as a numbered procedure', () => {
  for (const v of VERSIONS) {
    for (const [slug, text] of allPages(v)) {
      if (slug === 'index') continue;
      const steps = prose(text).match(/^\s*\d+\. \S/gm) ?? [];
      assert.ok(steps.length >= 3, `${v}/${slug} has no numbered procedure`);
    }
  }
});

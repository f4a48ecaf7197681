import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { ContentError } from '../mdx/errors';
import { createSlugger } from '../mdx/slug';
import { checkParity, parityIssues } from './parity';

const EN_FILE = 'content/2.7.0/guides/vpn/wireguard.mdx';
const HI_FILE = 'content/i18n/hi/2.7.0/guides/vpn/wireguard.mdx';

// A small English page with one or more of every kind; the comments give the line numbers.
const english = [
  '---', //                                                                                   1
  'title: WireGuard',
  // Frontmatter is not compared: the description's code, label and address are translated away.
  'description: Tunnels for the office: run `wg` and press **Save** at 192.168.1.1.',
  '---',
  '',
  'Open the **Server** tab and press **Auto Fill**.', //                                       6
  '',
  '## Running a Server', //                                                                   8
  '',
  'Forward UDP <Port id="wireguard" /> to `192.168.1.1`; the LAN is 192.168.1.0/24 and fd00::/8.', // 10
  'See [Ports](/guides/administration/ports#opening-ports) and <a href="/guides/x">this</a>.', // 11
  '',
  '```bash', //                                                                               13
  'ping {{box:192.168.1.1}}',
  '```',
  '',
  '### Checking It', //                                                                       17
  '',
  'Run `wg show` on {{host}}.', //                                                            19
  '![Diagram](/images/vpn/wg.svg)', //                                                        20
  '',
].join('\n');

// Its Hindi translation: prose, title and alt text translated, the frontmatter one line longer (so
// every body line is one more than the English: a reported line is the translation's own).
const hindi = [
  '---', //                                                                                   1
  'title: वायरगार्ड',
  'description: दफ़्तर के लिए सुरंगें।',
  'source: 0123456789ab',
  '---',
  '',
  '**Server** टैब खोलें और **Auto Fill** दबाएँ।', //                                          7
  '',
  '## सर्वर चलाना {#running-a-server}', //                                                     9
  '',
  'UDP <Port id="wireguard" /> को `192.168.1.1` पर भेजें; LAN 192.168.1.0/24 है और fd00::/8।', // 11
  '[पोर्ट](/guides/administration/ports#opening-ports) और <a href="/guides/x">यह</a> देखें।', // 12
  '',
  '```bash', //                                                                               14
  'ping {{box:192.168.1.1}}',
  '```',
  '',
  '### जाँचना {#checking-it}', //                                                              18
  '',
  '{{host}} पर `wg show` चलाएँ।', //                                                           20
  '![आरेख](/images/vpn/wg.svg)', //                                                           21
  '',
].join('\n');

const EN = { file: EN_FILE, source: english };
const issuesOf = (source: string) => parityIssues({ file: HI_FILE, source }, EN);

/** The translation with one piece of text replaced (which must be there, so a fixture typo cannot pass a test). */
function changed(from: string, to: string, source = hindi): string {
  assert.ok(source.includes(from), `fixture lacks ${from}`);
  return source.replace(from, to);
}

/** Asserts exactly one issue, at this line, with a reason that matches. */
function assertOneIssue(source: string, line: number, reason: RegExp): void {
  const issues = issuesOf(source);
  assert.equal(issues.length, 1, JSON.stringify(issues));
  assert.equal(issues[0].line, line);
  assert.match(issues[0].reason, reason);
}

test('a translation that changes only prose, titles and alt text passes', () => {
  assert.deepEqual(issuesOf(hindi), []);
  assert.doesNotThrow(() => checkParity({ file: HI_FILE, source: hindi }, EN));
});

test('1. a changed code block fails at the line that differs, naming both lines and the English line', () => {
  assertOneIssue(
    changed('ping {{box:192.168.1.1}}', 'ping -c 3 {{box:192.168.1.1}}'),
    15,
    /^code block 1 differs from the English \(content\/2\.7\.0\/guides\/vpn\/wireguard\.mdx:14\): 'ping -c 3 \{\{box:192\.168\.1\.1\}\}' here, 'ping \{\{box:192\.168\.1\.1\}\}' in the English$/,
  );
  // The info string counts too.
  assertOneIssue(changed('```bash', '```sh'), 14, /^code block 1 differs .*'```sh' here, '```bash' in the English/);
});

test('1. an added code block fails at its line; a missing one at the end of the translation', () => {
  const added = `${hindi}\n\`\`\`bash\nwg show\n\`\`\`\n`;
  assertOneIssue(added, 23, /^code block 2 is not in the English: '```bash wg show ```'/);
  // The block held a value mark, so that goes missing too (the next mark takes its place: it is now on line 16, and the last line is 17).
  const missing = issuesOf(changed('```bash\nping {{box:192.168.1.1}}\n```\n\n', ''));
  assert.deepEqual(
    missing.map((i) => i.line),
    [16, 17],
  );
  assert.match(missing[0].reason, /^value mark 1 differs .*'\{\{host\}\}' here, '\{\{box:192\.168\.1\.1\}\}' in the English$/);
  assert.match(missing[1].reason, /^code block 1 is missing: the English has '```bash ping \{\{box:192\.168\.1\.1\}\} ```' \(content\/2\.7\.0\/guides\/vpn\/wireguard\.mdx:13\)$/);
});

test('1. a changed inline code span fails at its line', () => {
  assertOneIssue(changed('`wg show`', '`wg  show`'), 20, /^inline code 2 differs .*wireguard\.mdx:19\): '`wg  show`' here, '`wg show`' in the English$/);
  // A translated span counts as well: commands stay English.
  assertOneIssue(changed('`192.168.1.1`', '`१९२.१६८.१.१`'), 11, /^inline code 1 differs/);
});

test('2. a changed <Port /> or other self-closing element fails at its line', () => {
  assertOneIssue(changed('<Port id="wireguard" />', '<Port id="wg" />'), 11, /^JSX element 1 differs .*'<Port id="wg" \/>' here, '<Port id="wireguard" \/>' in the English$/);
  assertOneIssue(changed('देखें।', 'देखें। <PortRules />'), 12, /^JSX element 2 is not in the English: '<PortRules \/>'/);
  // Props are compared as text, whitespace aside.
  assert.deepEqual(issuesOf(changed('<Port id="wireguard" />', '<Port  id="wireguard"/>')), []);
});

test('3. a changed {{value}} mark fails at its line, in prose as well as in code', () => {
  assertOneIssue(changed('{{host}}', '{{box}}'), 20, /^value mark 2 differs .*'\{\{box\}\}' here, '\{\{host\}\}' in the English$/);
  const inCode = issuesOf(changed('{{box:192.168.1.1}}', '{{box:10.0.0.1}}'));
  assert.deepEqual(
    inCode.map((i) => [i.line, i.reason.split(' differs')[0]]),
    [
      [15, 'code block 1'],
      [15, 'value mark 1'],
    ],
  );
});

test('4. a changed IPv4 or IPv6 address or range in prose fails at its line', () => {
  assertOneIssue(changed('192.168.1.0/24', '192.168.2.0/24'), 11, /^address 1 differs .*'192\.168\.2\.0\/24' here, '192\.168\.1\.0\/24' in the English$/);
  assertOneIssue(changed('fd00::/8', 'fc00::/7'), 11, /^address 2 differs .*'fc00::\/7' here, 'fd00::\/8' in the English$/);
  assertOneIssue(changed('fd00::/8', 'एक निजी श्रेणी'), 21, /^address 2 is missing: the English has 'fd00::\/8' \(content\/2\.7\.0\/guides\/vpn\/wireguard\.mdx:10\)$/);
});

test('5. a translated or changed bold GUI label fails at its line', () => {
  assertOneIssue(changed('**Auto Fill**', '**ऑटो फ़िल**'), 7, /^bold text 2 differs .*'\*\*ऑटो फ़िल\*\*' here, '\*\*Auto Fill\*\*' in the English$/);
});

test('6. a changed link target, image source or href fails at its line; link texts are free', () => {
  assertOneIssue(changed('(/guides/administration/ports#opening-ports)', '(/hi/guides/administration/ports#opening-ports)'), 12, /^link target 1 differs .*'\/hi\/guides\/administration\/ports#opening-ports' here/);
  assertOneIssue(changed('href="/guides/x"', 'href="/guides/y"'), 12, /^link target 2 differs .*'\/guides\/y' here, '\/guides\/x' in the English$/);
  assertOneIssue(changed('(/images/vpn/wg.svg)', '(/images/vpn/wg.hi.svg)'), 21, /^link target 3 differs .*'\/images\/vpn\/wg\.hi\.svg' here/);
});

test('7. a missing heading fails at the end of the translation, naming it and its English line', () => {
  assertOneIssue(changed('### जाँचना {#checking-it}\n\n', ''), 19, /^heading 2 is missing: the English has '### Checking It' \(content\/2\.7\.0\/guides\/vpn\/wireguard\.mdx:17\)$/);
});

test('7. a heading with a changed level fails at its line', () => {
  assertOneIssue(changed('### जाँचना', '## जाँचना'), 18, /^heading 2 is level 2 \('## जाँचना \{#checking-it\}'\) where the English has level 3 \('### Checking It', .*wireguard\.mdx:17\)$/);
});

test('7. an added heading fails at its line', () => {
  assertOneIssue(changed('{{host}} पर', '#### टिप्पणी\n\n{{host}} पर'), 20, /^heading 3 is not in the English: '#### टिप्पणी'/);
});

test('7. a heading needs no id of its own: its text is free, the build gives it the English id by position', () => {
  assert.deepEqual(issuesOf(changed(' {#running-a-server}', '')), []);
  assert.deepEqual(issuesOf(changed('### जाँचना {#checking-it}', '### Checking It')), []);
});

test('several problems are all listed in line order, and checkParity throws the first as a ContentError', () => {
  const broken = changed('**Auto Fill**', '**ऑटो फ़िल**', changed('`wg show`', '`wg`', changed('<Port id="wireguard" />', '<Port id="ssh" />')));
  assert.deepEqual(
    issuesOf(broken).map((i) => [i.line, i.reason.split(' differs')[0]]),
    [
      [7, 'bold text 2'],
      [11, 'JSX element 1'],
      [20, 'inline code 2'],
    ],
  );
  assert.throws(
    () => checkParity({ file: HI_FILE, source: broken }, EN),
    (error: unknown) => error instanceof ContentError && error.file === HI_FILE && error.line === 7 && /^bold text 2 differs/.test(error.reason),
  );
});

test('code, marks and addresses are told apart: text inside code counts once, as code', () => {
  // A <Port /> or a bold or an address written in inline code is code, not an element, label or address.
  const en = { file: EN_FILE, source: 'Type `<Port id="a" /> **b** 10.0.0.1` here.\n' };
  const issues = parityIssues({ file: HI_FILE, source: 'यहाँ `<Port id="b" /> **b** 10.0.0.2` लिखें।\n' }, en);
  assert.deepEqual(
    issues.map((i) => i.reason.split(' differs')[0]),
    ['inline code 1'],
  );
  // A longer dotted number (an OID) is not an address; a heading inside a code block is not a heading.
  const oid = (number: string) => `OID ${number}\n\n\`\`\`sh\n# comment\n\`\`\`\n`;
  assert.deepEqual(parityIssues({ file: HI_FILE, source: oid('1.3.6.1.4.2') }, { file: EN_FILE, source: oid('1.3.6.1.4.1') }), []);
  assert.equal(parityIssues({ file: HI_FILE, source: oid('10.3.6.2') }, { file: EN_FILE, source: oid('10.3.6.1') }).length, 1);
});

// ---- A real page ----

const REAL = fs.readFileSync(EN_FILE, 'utf8');

/** Inline code, bold, link targets, value marks and tags: what a translator must leave alone on a prose line. */
const KEPT = /(`[^`]*`|\*\*[^*]*\*\*|\]\([^)]*\)|\{\{[^}]*\}\}|<[^>]*>)/;
/** A few common English words and their Hindi. */
const WORDS: Record<string, string> = { the: 'यह', and: 'और', to: 'को', a: 'एक', of: 'का', is: 'है', in: 'में', for: 'के लिए', on: 'पर', that: 'जो', with: 'साथ' };
const WORD = new RegExp(`\\b(${Object.keys(WORDS).join('|')})\\b`, 'g');

/**
 * The page with the prose words translated, as a translator would: frontmatter title, prose and alt
 * texts, and headings (which then carry the English id), but not code, labels, targets or marks.
 */
function translate(page: string): string {
  const slug = createSlugger();
  let inFrontmatter = false;
  let fence: string | undefined;
  return page
    .split('\n')
    .map((line, i) => {
      if (line === '---' && (i === 0 || inFrontmatter)) {
        inFrontmatter = i === 0;
        return line;
      }
      if (inFrontmatter) return line.replace(/^title: .*/, 'title: वायरगार्ड');
      const marker = /^\s*(```|~~~)/.exec(line)?.[1];
      if (marker) fence = fence ? undefined : marker;
      if (marker || fence) return line;
      const heading = /^(#{1,6}) (.*)$/.exec(line);
      if (heading) return `${heading[1]} ${heading[2].replace(WORD, (w) => WORDS[w])} {#${slug(heading[2])}}`;
      return line
        .split(KEPT)
        .map((part, n) => (n % 2 ? part : part.replace(WORD, (w) => WORDS[w])))
        .join('');
    })
    .join('\n');
}

test('a real page translated in its prose passes against its English', () => {
  const translated = translate(REAL);
  // The translation really differs: many words, every heading, the title.
  assert.ok(translated.split('\n').filter((line, i) => line !== REAL.split('\n')[i]).length > 100);
  assert.match(translated, /^title: वायरगार्ड$/m);
  assert.match(translated, /^## Routing WAN Traffic Through एक Provider \{#routing-wan-traffic-through-a-provider\}$/m);
  assert.deepEqual(parityIssues({ file: HI_FILE, source: translated }, { file: EN_FILE, source: REAL }), []);
  assert.deepEqual(parityIssues({ file: EN_FILE, source: REAL }, { file: EN_FILE, source: REAL }), []);
});

test('on the real page, a translated GUI label, a dropped heading and a changed code line each fail at their own line', () => {
  const translated = translate(REAL);
  /** The 1-based line of the first line that contains (or, exactly, is) the text. */
  const lineOf = (text: string, exact = false) => translated.split('\n').findIndex((line) => (exact ? line === text : line.includes(text))) + 1;
  const broken = translated
    .replace('**Create New Client**', '**नया क्लाइंट बनाएँ**')
    .replace(/^## [^\n]* \{#site-to-site-vpn\}\n/m, '')
    .replace('PersistentKeepalive = 25\n```', 'PersistentKeepalive = 30\n```');
  assert.deepEqual(
    parityIssues({ file: HI_FILE, source: broken }, { file: EN_FILE, source: REAL }).map((i) => [i.line, i.reason.split(/ differs| must| is level/)[0]]),
    [
      [lineOf('**Create New Client**'), 'bold text 4'],
      [lineOf('PersistentKeepalive = 25', true), 'code block 1'],
      // The h2 is gone: the next heading, an h3, is reported where the English has that h2.
      [broken.split('\n').findIndex((line) => line.includes('{#allowed-ips-on-both-ends}')) + 1, 'heading 5'],
    ],
  );
});

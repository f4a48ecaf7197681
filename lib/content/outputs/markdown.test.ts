import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { llmsFullTxt, llmsTxt, markdownHref, pageToMarkdown } from './markdown';
import { buildSiteIndex, getVersion } from '../site';
import { versionContext } from '../source/version';

const dirs: string[] = [];
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function site(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dmsbg-md-'));
  dirs.push(dir);
  const all = {
    'versions.json': JSON.stringify({ default: '2.7.0', order: ['2.7.0', '1.9.5'] }),
    '2.7.0/index.mdx': '---\npageType: home\ntitle: Home\ndescription: Home of 2.7.0.\n---\n',
    '2.7.0/guides/index.mdx': '---\ntitle: Introduction\n---\n\n## Start\n\nStart [here](/guides/vpn/wireguard).\n',
    '1.9.5/index.mdx': '---\npageType: home\ntitle: Home\n---\n',
    '1.9.5/guides/index.mdx': '---\ntitle: Introduction\n---\n\n## Start\n\nOld.\n',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return buildSiteIndex(dir);
}

const WIREGUARD = `---
title: WireGuard
description: Tunnels for offices and phones.
---

Intro with a [link](/guides/#start) and a [same-page link](#peers) and ![Diagram](/logo-light.svg).

## Peers

> [!WARNING]
> Keep the **private key** secret.

| Setting | Default |
| --- | --- |
| Port | random |

<Tabs groupId="client">
<Tab label="curl">

\`\`\`bash {2}
curl -k https://192.168.1.1/
echo done
\`\`\`

</Tab>
<Tab label="Python">

Use \`requests\`.

</Tab>
</Tabs>

<PackageManagerTabs command="npm install dmsbg-cli" />

<img src="/logo-dark.svg" alt="Dark logo" />
`;

test('a page becomes clean Markdown: title, description, callouts, tables, tabs, code, images, no JSX', () => {
  const s = site({ '2.7.0/guides/vpn/wireguard.mdx': WIREGUARD, '1.9.5/guides/vpn/wireguard.mdx': WIREGUARD });
  const md = pageToMarkdown(s, getVersion(s, '2.7.0').guides.get('vpn/wireguard')!);
  assert.match(md, /^# WireGuard\n\n> Tunnels for offices and phones\.\n/);
  assert.match(md, /^> \*\*Warning\*\*\n>\n> Keep the \*\*private key\*\* secret\.$/m);
  assert.match(md, /^\| Setting \| Default \|$/m);
  assert.match(md, /^\*\*curl\*\*\n\n```bash\ncurl -k https:\/\/192\.168\.1\.1\/\necho done\n```$/m, 'tab label, then its code without the line-highlight meta');
  assert.match(md, /^\*\*Python\*\*\n\nUse `requests`\.$/m);
  assert.match(md, /^\*\*yarn\*\*\n\n```bash\nyarn add dmsbg-cli\n```$/m);
  assert.match(md, /!\[Diagram\]\(\/dmsbg\/logo-light\.svg\)/);
  assert.match(md, /!\[Dark logo\]\(\/dmsbg\/logo-dark\.svg\)/);
  assert.match(md, /\[link\]\(\/dmsbg\/guides\/#start\)/);
  assert.match(md, /\[same-page link\]\(#peers\)/);
  assert.doesNotMatch(md.replace(/```[\s\S]*?```/g, ''), /<\/?[A-Za-z]/, 'no JSX or HTML tags');
});

test('links and twins are version-correct: an old version links inside itself', () => {
  const s = site({ '2.7.0/guides/vpn/wireguard.mdx': WIREGUARD, '1.9.5/guides/vpn/wireguard.mdx': WIREGUARD });
  const md = pageToMarkdown(s, getVersion(s, '1.9.5').guides.get('vpn/wireguard')!);
  assert.match(md, /\[link\]\(\/dmsbg\/1\.9\.5\/guides\/#start\)/);
  assert.equal(markdownHref('2.7.0', '2.7.0', 'vpn/wireguard'), '/dmsbg/guides/vpn/wireguard.md');
  assert.equal(markdownHref('1.9.5', '2.7.0', 'vpn/ipsec'), '/dmsbg/1.9.5/guides/vpn/ipsec.md');
  assert.equal(markdownHref('1.9.5', '2.7.0', ''), '/dmsbg/1.9.5/guides.md');
});

test('llms.txt follows the sidebar (its group names, here a folder without _meta.json) with links to the twins; llms-full.txt holds every page in that order', () => {
  const s = site({ '2.7.0/guides/vpn/wireguard.mdx': WIREGUARD });
  const txt = llmsTxt(versionContext(s, '2.7.0'), 'Home of 2.7.0.');
  assert.equal(
    txt,
    '# DMSBG 2.7.0 guides\n\n> Home of 2.7.0.\n\n## Guides\n\n- [Introduction](/dmsbg/guides.md)\n- [What\'s new in 2.7.0](/dmsbg/guides/whats-new.md): The pages added, removed, replaced and changed in the DMSBG 2.7.0 guides since 1.9.5.\n- [Upgrading to 2.7.0](/dmsbg/guides/upgrade.md): Every change the DMSBG guides record from the version a unit runs to 2.7.0, and what to do before upgrading.\n\n## Vpn\n\n- [WireGuard](/dmsbg/guides/vpn/wireguard.md): Tunnels for offices and phones.\n',
  );
  const full = llmsFullTxt(getVersion(s, '2.7.0'), (p) => pageToMarkdown(s, p));
  assert.ok(full.indexOf('# Introduction') < full.indexOf('# WireGuard'));
  assert.match(full, /\n---\n/);
});

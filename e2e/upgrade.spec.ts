// Upgrading a unit (issue 38): What's new leads with the changes writers state in frontmatter and
// leaves out pages whose only differences are links; the upgrade page merges every change from the
// version a unit runs, labelled and linked, with a picker (and every list without JavaScript);
// "New in <version>" badges at new sections; the fixture's three versions prove the merge.
import AxeBuilder from '@axe-core/playwright';
import { FIXTURE_ORIGIN } from './playwright.config';
import { expect, gotoReady, openVersionMenu, test, url } from './utils';

test.describe("What's new", () => {
  test('of 2.7.0 leads with the written entries, by kind and section, and lists no link-only page', async ({ page }) => {
    await gotoReady(page, '/guides/whats-new/');
    const article = page.getByRole('article');
    // The first h2 is the written changes; the computed lists follow.
    await expect(article.locator('h2').first()).toHaveText('What changed');
    await expect(article.locator('h2')).toHaveText(['What changed', 'Pages added', 'Pages replaced', 'Pages removed', 'Pages changed']);
    await expect(article.locator('h3')).toHaveText(['New', 'Renamed or moved', 'Changed behaviour or defaults', 'Removed']);
    // Each entry links to its section in this version.
    const entry = article.locator('li', { hasText: 'A SIP trunk on its own link' });
    await expect(entry.getByRole('link', { name: 'Traffic Rules › Allowing a SIP Trunk on a Custom Interface' })).toHaveAttribute(
      'href',
      url('/guides/firewall/traffic-rules/#allowing-a-sip-trunk-on-a-custom-interface'),
    );
    // A removed page says where its settings went.
    const wwan = page.locator('.heading-wrapper:has(h2#pages-removed) + ul > li', { hasText: 'WWAN (LTE)' });
    await expect(wwan.getByRole('link', { name: 'WAN Priorities › LTE Modem Settings' })).toHaveAttribute('href', url('/guides/network-settings/wan-wwan/priorities/#lte-modem-settings'));
    await expect(wwan).toContainText('APN, PIN, PDP type');
    // Pages that only had a link re-pointed at a renamed page (IVR, ACME, Dynamic DNS) are not listed as changed.
    const changed = page.locator('.heading-wrapper:has(h2#pages-changed) + ul');
    await expect(changed.getByRole('link', { name: 'Trunks', exact: true })).toBeVisible();
    for (const name of ['Call Routing', 'Port Forwarding', 'Bria', 'Blink', 'MicroSIP', 'Acrobits', 'System', 'Call Detail Records']) {
      await expect(changed.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(article).toContainText(/\d+ other pages differ only in links, punctuation or our own rewording/);
    // And it leads to the upgrade path.
    await article.getByRole('link', { name: 'Upgrading to 2.7.0' }).click();
    await expect(page).toHaveURL(url('/guides/upgrade/'));
  });
});

test.describe('upgrade path', () => {
  test("from 2.6.0: 2.6.9's and 2.7.0's entries, labelled and linked; the LTE page's settings point to where they went", async ({ page }) => {
    await gotoReady(page, '/guides/upgrade/#from-260');
    const picker = page.getByLabel('The version your unit runs');
    await expect(picker).toHaveValue('from-260');
    await expect(page.locator('h2#from-260')).toBeVisible();
    await expect(page.locator('h2#from-269')).toBeHidden();
    await expect(page.locator('h2#from-195')).toBeHidden();
    // ON THIS PAGE follows the choice.
    await expect(page.locator('.toc').getByRole('link')).toHaveText(['Before You Upgrade', 'From 2.6.0']);
    const list = page.locator('.heading-wrapper:has(h2#from-260) + ul');
    const cdr = list.locator('li', { hasText: 'Other systems can read call detail records' });
    await expect(cdr).toContainText(/^2\.6\.9, new:/);
    await expect(cdr.getByRole('link', { name: 'CDR API › Pulling CDR Logs' })).toHaveAttribute('href', url('/guides/pbx/api/cdr/#pulling-cdr-logs'));
    const lte = list.locator('li', { hasText: 'The WWAN (LTE) page is gone; its APN' });
    await expect(lte).toContainText(/^2\.7\.0, removed:/);
    await expect(lte.getByRole('link', { name: 'WAN Priorities › LTE Modem Settings' })).toHaveAttribute('href', url('/guides/network-settings/wan-wwan/priorities/#lte-modem-settings'));
    await expect(lte.getByRole('link', { name: 'WWAN (LTE)' })).toHaveAttribute('href', url('/2.6.9/guides/network-settings/wan-wwan/wwan/'));
    // Oldest first: every 2.6.9 entry before the first 2.7.0 one; nothing from 2.6.0 itself.
    const labels = (await list.locator('> li').allTextContents()).map((t) => t.slice(0, 5));
    expect(labels.length).toBeGreaterThan(20);
    expect(labels.lastIndexOf('2.6.9')).toBeLessThan(labels.indexOf('2.7.0'));
    expect(new Set(labels)).toEqual(new Set(['2.6.9', '2.7.0']));
    // The picker filters: another version's list instead.
    await picker.selectOption('2.6.9');
    await expect(page.locator('h2#from-269')).toBeVisible();
    await expect(page.locator('h2#from-260')).toBeHidden();
    await expect(page).toHaveURL(/#from-269$/);
    await picker.selectOption('');
    await expect(page.locator('h2#from-195')).toBeVisible();
    await expect(page.locator('h2#from-260')).toBeVisible();
  });

  test('without JavaScript every older version has its list, one after another, with the upgrade notes', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/guides/upgrade/'));
    await expect(page.getByRole('article').locator('h2')).toHaveText(['Before You Upgrade', 'From 2.6.9', 'From 2.6.0', 'From 1.9.5']);
    for (const id of ['from-269', 'from-260', 'from-195']) await expect(page.locator(`.heading-wrapper:has(h2#${id}) + ul`)).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Back up first.');
    await expect(page.locator('article p > a[href="#from-260"]')).toHaveText('2.6.0');
    await context.close();
  });

  test('linked from the older-version banner and the version switcher', async ({ page }) => {
    await gotoReady(page, '/2.6.0/guides/vpn/wireguard/');
    await page.getByRole('note').getByRole('link', { name: 'What changed since 2.6.0' }).click();
    await expect(page).toHaveURL(url('/guides/upgrade/#from-260'));
    await expect(page.getByLabel('The version your unit runs')).toHaveValue('from-260');
    await gotoReady(page, '/2.6.9/guides/');
    const menu = await openVersionMenu(page);
    await expect(menu.getByRole('link', { name: 'Upgrade path' })).toHaveAttribute('href', url('/guides/upgrade/#from-269'));
    await gotoReady(page, '/guides/');
    await expect((await openVersionMenu(page)).getByRole('link', { name: 'Upgrade path' })).toHaveAttribute('href', url('/guides/upgrade/'));
  });

  test('every version but the oldest has one, in its Markdown twin and llms.txt too', async ({ page, request }) => {
    for (const [prefix, version, older] of [['/2.6.9', '2.6.9', ['2.6.0', '1.9.5']], ['/2.6.0', '2.6.0', ['1.9.5']]] as const) {
      await gotoReady(page, `${prefix}/guides/upgrade/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Upgrading to ${version}`);
      await expect(page.getByRole('article').locator('h2')).toHaveText(['Before You Upgrade', ...older.map((v) => `From ${v}`)]);
    }
    expect((await request.get(url('/1.9.5/guides/upgrade/'))).status()).toBe(404);
    const twin = await (await request.get(url('/guides/upgrade.md'))).text();
    expect(twin).toMatch(/^# Upgrading to 2\.7\.0\n/);
    expect(twin).toContain('## From 2.6.0\n\n- **2.6.9**, new: [Extensions › CDR Access]');
    expect(await (await request.get(url('/llms.txt'))).text()).toContain('[Upgrading to 2.7.0](/dmsbg/guides/upgrade.md)');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe: no violations on the upgrade page (${colorScheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(url('/guides/upgrade/#from-260'));
      await expect(page.getByLabel('The version your unit runs')).toHaveValue('from-260');
      const results = await new AxeBuilder({ page })
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      await context.close();
    });
  }
});

test.describe('"New in" badges', () => {
  test('a section new in 2.7.0 has a badge beside its heading and in ON THIS PAGE, not in its id, name or Markdown', async ({ page, request }) => {
    await gotoReady(page, '/guides/network-settings/wan-wwan/priorities/');
    const heading = page.getByRole('heading', { name: 'LTE Modem Settings', exact: true });
    await expect(heading).toHaveAttribute('id', 'lte-modem-settings');
    await expect(heading).toHaveText('LTE Modem Settings');
    await expect(page.locator('.heading-wrapper:has(#lte-modem-settings) .section-new')).toHaveText('New in 2.7.0');
    // Sections that 2.6.9 had carry none.
    await expect(page.locator('.heading-wrapper:has(#how-failover-works) .section-new')).toHaveCount(0);
    await expect(page.locator('.toc a[href="#lte-modem-settings"]')).toHaveAttribute('data-new-in', '2.7.0');
    // Exactly the sections 2.6.9's page lacks (the LTE settings, carrier-grade NAT and remote phones during a failover
    // moved here with the WWAN page gone).
    const newIn = await page.locator('.toc a[data-new-in]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect([...new Set(newIn)]).toEqual([
      '#lte-modem-settings',
      '#fitting-the-sim',
      '#finding-the-lte-settings-on-your-unit',
      '#setting-the-apn-from-the-terminal',
      '#reading-the-modems-state',
      '#carrier-grade-nat-on-lte',
      '#checking-for-carrier-grade-nat',
      '#living-with-carrier-grade-nat',
      '#remote-phones-during-an-lte-failover',
    ]);
    for (const id of ['how-failover-works', 'setting-the-priority-order', 'checking-uplink-health']) await expect(page.locator(`.toc a[href="#${id}"][data-new-in]`)).toHaveCount(0);
    const twin = await (await request.get(url('/guides/network-settings/wan-wwan/priorities.md'))).text();
    expect(twin).toContain('## LTE Modem Settings\n');
    expect(twin).not.toContain('New in 2.7.0');
  });
});

test.describe('fixture: three versions', () => {
  const fixture = (p: string) => FIXTURE_ORIGIN + url(p);

  test("the upgrade page of 2.8.0 from 2.6.0 merges 2.7.0's and 2.8.0's entries; the dropped page points to its settings' home", async ({ page }) => {
    await gotoReady(page, '/guides/upgrade/#from-260', FIXTURE_ORIGIN);
    const list = page.locator('.heading-wrapper:has(h2#from-260) + ul > li');
    // Oldest release first; within one, what changed or is gone before what is new.
    await expect(list).toHaveText([
      /^2\.7\.0, removed: WireGuard › Site-to-Site VPN: PPTP dial-in is gone.* \(in 2\.6\.0: PPTP Dial-In\)$/,
      /^2\.7\.0, new: WireGuard › Peers: Each tunnel lists its peers/,
      /^2\.8\.0, changed behaviour or defaults: WireGuard › Peers: /,
      /^2\.8\.0, new: Introduction › Mesh Networks: /,
    ]);
    await expect(list.nth(0).getByRole('link', { name: 'WireGuard › Site-to-Site VPN' })).toHaveAttribute('href', url('/guides/vpn/wireguard/#site-to-site-vpn'));
    await expect(list.nth(0).getByRole('link', { name: 'PPTP Dial-In' })).toHaveAttribute('href', url('/2.6.0/guides/vpn/pptp/'));
    await expect(page.locator('.heading-wrapper:has(h2#from-270) + ul > li')).toHaveCount(2);
    await expect(page.locator('h2#from-270')).toBeHidden();
    await page.goto(fixture('/2.7.0/guides/whats-new/'));
    await expect(page.locator('.heading-wrapper:has(h2#pages-removed) + ul > li')).toContainText('PPTP Dial-In: PPTP dial-in is gone');
  });

  test('a badge on the section new in 2.8.0', async ({ page }) => {
    await gotoReady(page, '/guides/', FIXTURE_ORIGIN);
    await expect(page.locator('.heading-wrapper:has(#mesh-networks) .section-new')).toHaveText('New in 2.8.0');
    await gotoReady(page, '/2.7.0/guides/vpn/wireguard/', FIXTURE_ORIGIN);
    await expect(page.locator('.section-new')).toHaveText(['New in 2.7.0']);
    await expect(page.locator('.heading-wrapper:has(#peers) .section-new')).toBeVisible();
  });
});

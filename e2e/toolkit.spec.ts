import { axe } from './axe';
import { expect, gotoReady, test, url } from './utils';

// "Your values" in code blocks (lib/values/placeholders.ts, components/values/).
test.describe('your values in code', () => {
  test('a box address set on one page shows in the CDR curl example of another after a reload, copies, and stays out of the Markdown twin', async ({ browser }) => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    // Set on the SMS page...
    await gotoReady(page, '/guides/pbx/sms/');
    const block = page.locator('.code-block', { hasText: 'api/sms/send-one' }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Your values' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your values in code' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Box address').fill('10.20.30.40');
    await expect(block.locator('code')).toContainText('https://10.20.30.40/api/sms/send-one');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // ...seen on the CDR API page, after a reload.
    await gotoReady(page, '/guides/pbx/api/cdr/');
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const curl = page.locator('.code-block', { hasText: 'USER:PASSWORD' });
    await expect(curl.locator('code')).toContainText('"https://10.20.30.40/pbx/cdr/data?page=1&limit=10"');
    await expect(curl.locator('code')).not.toContainText('192.168.1.1');
    await curl.hover();
    await curl.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("curl -k -u 'USER:PASSWORD' \"https://10.20.30.40/pbx/cdr/data");

    // The Markdown twin keeps the example.
    const twin = await (await page.request.get(url('/guides/pbx/api/cdr.md'))).text();
    expect(twin).toContain('https://192.168.1.1/pbx/cdr/data?page=1&limit=10');
    expect(twin).not.toContain('10.20.30.40');
    expect(twin).not.toContain('{{');

    // Reset brings the examples back and forgets the values.
    await curl.getByRole('button', { name: 'Your values' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
    await expect(curl.locator('code')).toContainText('https://192.168.1.1/pbx/cdr/data');
    expect(await page.evaluate(() => localStorage.getItem('dmsbg-values'))).toBeNull();
    await context.close();
  });

  test('a reader who sets nothing loads no substitution code and sees the examples', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await gotoReady(page, '/guides/pbx/api/cdr/');
    await expect(page.locator('.code-block', { hasText: 'USER:PASSWORD' }).locator('code')).toContainText('https://192.168.1.1/pbx/cdr/data');
    await expect(page.locator('.code-block[data-own-values]')).toHaveCount(0);
    const before = scripts.length;
    // Opening the form is what loads it.
    await page.locator('.code-block', { hasText: 'USER:PASSWORD' }).hover();
    await page.getByRole('button', { name: 'Your values' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Your values in code' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });
});

// Glossary terms (content/<version>/glossary.json, components/mdx/Term.tsx) and the Glossary page.
test.describe('glossary', () => {
  test('a term offers its definition on keyboard focus, opens with Enter and closes with Escape', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const term = page.locator('.term', { has: page.getByRole('button', { name: 'MTU', exact: true }) }).first();
    const button = term.getByRole('button', { name: 'MTU', exact: true });
    const definition = term.locator('.term-def');
    await expect(definition).toBeHidden();
    // Its definition is the button's accessible description.
    await expect(button).toHaveAccessibleDescription(/Maximum transmission unit/);
    // Reach it with the keyboard: from the control before it, Tab.
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(definition).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(definition).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page.locator('.term-def:popover-open')).toHaveCount(1);
    await expect(definition).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.term-def:popover-open')).toHaveCount(0);
  });

  test('a term opens by tap at 375 px, inside the screen, and a tap outside closes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoReady(page, '/guides/pbx/troubleshooting/nat-issues/');
    const button = page.locator('.term-button').first();
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const open = page.locator('.term-def:popover-open');
    await expect(open).toHaveCount(1);
    await expect(open).toBeInViewport({ ratio: 1 });
    const box = (await open.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(open.getByRole('link', { name: /^More on / })).toBeVisible();
    await page.touchscreen.tap(187, 40);
    await expect(open).toHaveCount(0);
    await context.close();
  });

  test('terms are not printed: print shows the words alone', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.term-def').first()).toBeHidden();
    await page.locator('.term').first().hover();
    await expect(page.locator('.term-def').first()).toBeHidden();
  });

  test('the Glossary page lists the terms with their pages, and search finds NAT pages for "address translation"', async ({ page }) => {
    await gotoReady(page, '/guides/glossary/');
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    for (const term of ['CGNAT', 'SIP ALG', 'PDP type', 'SLAAC', 'MSS', 'MTU', 'DTMF', 'SRTP', 'PPPoE', 'AllowedIPs', 'NAT', 'RTP', 'VLAN', 'DDNS']) {
      await expect(page.getByRole('heading', { level: 2, name: term, exact: true })).toBeVisible();
    }
    await expect(page.locator('article').getByRole('link', { name: /Custom NAT Rules: Masquerade and SNAT/ })).toHaveAttribute('href', '/dmsbg/guides/firewall/custom-nat-rules/#masquerade-and-snat');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const search = page.getByRole('dialog', { name: 'Search the guides' });
    await search.getByPlaceholder('Search Docs').fill('address translation');
    await expect(search.getByRole('option').first()).toHaveAttribute('href', /nat/);
  });
});

// axe over the site's longest pages is work, not a wait: one run over the Ports page took 28 s of a 30 s test
// on CI's two busy cores (91020120; 5-8 s alone here), so these tests get a budget for that work.
const AXE_ON_A_LONG_PAGE = 60_000;

// One test per page: the three in one test timed out on CI's two cores (91020120).
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    for (const p of ['/guides/glossary/', '/1.9.5/guides/glossary/', '/guides/pbx/troubleshooting/nat-issues/']) {
      test(`axe: no violations on ${p} (${colorScheme}, ${width} px)`, async ({ browser }) => {
        test.setTimeout(AXE_ON_A_LONG_PAGE);
        const context = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(url(p));
        await page.waitForLoadState('networkidle');
        const results = await axe(page).analyze();
        expect(results.violations.map((v) => `${p}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
        await context.close();
      });
    }
  }
}

// The Ports page's rule builder (lib/ports/rules.ts, components/ports/picker.ts).
test.describe('rules to paste', () => {
  test('tick remote phones over TLS and copy FortiGate rules with the reader addresses', async ({ browser }) => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await gotoReady(page, '/guides/administration/ports/');
    const builder = page.getByRole('region', { name: 'Rule builder' });
    await builder.getByRole('checkbox', { name: 'Remote phones over TLS' }).check();
    await builder.getByLabel("The DMSBG's address").fill('10.1.2.3');
    await builder.getByLabel("Remote phones' addresses").fill('198.51.100.0/24');
    await builder.getByLabel('Device in front').selectOption({ label: 'FortiGate CLI' });
    await builder.getByRole('button', { name: 'Copy rules' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('config firewall vip');
    expect(copied).toContain('set mappedip "10.1.2.3"');
    expect(copied).toContain('set extport 6069');
    expect(copied).toContain('set extport 20000-30000');
    expect(copied).toContain('set subnet 198.51.100.0 255.255.255.0');
    expect(copied).toContain('config firewall policy');
    // A wrong address is named instead of giving rules.
    await builder.getByLabel("The DMSBG's address").fill('10.1.2');
    await expect(builder.getByText("Enter the box's IPv4 address")).toBeVisible();
    await expect(builder.getByRole('button', { name: 'Copy rules' })).toBeDisabled();
    await context.close();
  });

  test('apps with push notifications: the TLS signalling opens to any address while the audio keeps the phones; UDP phones have their own field', async ({ page }) => {
    await gotoReady(page, '/guides/administration/ports/');
    const builder = page.getByRole('region', { name: 'Rule builder' });
    const push = builder.getByRole('checkbox', { name: 'Apps with push notifications' });
    // Offered with the phones over TLS only.
    await expect(push).toBeHidden();
    await builder.getByRole('checkbox', { name: 'Remote phones over TLS' }).check();
    await builder.getByLabel("The DMSBG's address").fill('10.1.2.3');
    await builder.getByLabel("Remote phones' addresses").fill('198.51.100.0/24');
    await builder.getByLabel('Device in front').selectOption({ label: 'nftables' });
    const output = builder.locator('.port-rules-output');
    await expect(output).toContainText('ip saddr 198.51.100.0/24 tcp dport 6069');
    await push.check();
    await expect(output).not.toContainText('ip saddr 198.51.100.0/24 tcp dport 6069');
    await expect(output).toContainText('tcp dport 6069');
    await expect(output).toContainText('ip saddr 198.51.100.0/24 udp dport 20000-30000');
    // Phones over UDP ask for their own addresses: the TLS phones' networks do not stand in for them.
    await builder.getByRole('checkbox', { name: 'Remote phones over UDP' }).check();
    await expect(builder.getByText('Remote phones over UDP: enter the address it comes from.')).toBeVisible();
    await builder.getByLabel('Addresses of the phones over UDP').fill('203.0.113.7');
    await expect(output).toContainText('ip saddr 203.0.113.7 udp dport 6067');
  });

  test('the builder loads only on the Ports page, and its table reads without script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/guides/administration/ports/'));
    await expect(page.getByRole('region', { name: 'Table: Ports at a Glance' }).getByRole('table')).toContainText('SIP over TLS');
    await expect(page.getByText('The rule builder needs JavaScript.')).toBeVisible();
    await context.close();
    const other = await browser.newPage();
    const scripts: string[] = [];
    other.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await gotoReady(other, '/guides/vpn/wireguard/');
    await other.waitForLoadState('networkidle');
    const onOther = scripts.length;
    await gotoReady(other, '/guides/administration/ports/');
    await expect(other.getByRole('checkbox', { name: 'IPsec peer' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(onOther);
    await other.close();
  });
});

// One test per scheme and width: each runs axe over the whole Ports page (its tables are the longest
// DOM of the site), and two such runs in one test came within a second or two of the test's 30 s
// under a busy CPU (1 failure in 5 full-suite runs beside a CPU burner).
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`axe: no violations on the Ports page with its rule builder in use (${colorScheme}, ${width} px)`, async ({ browser }) => {
      test.setTimeout(AXE_ON_A_LONG_PAGE);
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await gotoReady(page, '/guides/administration/ports/');
      const builder = page.getByRole('region', { name: 'Rule builder' });
      await builder.getByRole('checkbox', { name: 'SIP trunk by address' }).check();
      await builder.getByLabel("The DMSBG's address").fill('10.1.2.3');
      await builder.getByLabel("SIP provider's addresses").fill('203.0.113.50');
      await page.waitForLoadState('networkidle');
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      await context.close();
    });
  }
}

import { expect, gotoReady, test, url } from './utils';

const changesButton = (page: import('@playwright/test').Page, version: string) => page.getByRole('button', { name: `Changes since ${version}` });
const region = (page: import('@playwright/test').Page, version: string) => page.getByRole('region', { name: `Changes since ${version}` });

test.describe('reading across versions', () => {
  test('a changed page shows its additions and removals against the newest older version, announced without colour', async ({ page }) => {
    await gotoReady(page, '/guides/network-settings/lan/ipv4/');
    await expect(region(page, '2.6.9')).toBeHidden();
    await changesButton(page, '2.6.9').click();
    await expect(changesButton(page, '2.6.9')).toHaveAttribute('aria-expanded', 'true');
    const changes = region(page, '2.6.9');
    await expect(changes.getByRole('status')).toContainText(/\d+ sections? changed since 2\.6\.9/);
    await expect(changes.locator('ins').first()).toBeVisible();
    await expect(changes.locator('del').first()).toBeVisible();
    // Screen readers hear what a mark means; sighted readers see underline and strike-through.
    await expect(changes.locator('ins').first()).toContainText('[added:');
    await expect(changes.locator('del').first()).toContainText('[removed:');
    expect(await changes.locator('del').first().evaluate((e) => getComputedStyle(e).textDecorationLine)).toContain('line-through');
    await expect(changes.getByRole('link', { name: 'this page in 2.6.9' })).toHaveAttribute('href', url('/2.6.9/guides/network-settings/lan/ipv4/'));
    await changesButton(page, '2.6.9').click();
    await expect(changes).toBeHidden();
  });

  test('the diff code loads only when asked', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoReady(page, '/guides/vpn/wireguard/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.endsWith('.md'))).toEqual([]);
    const scripts = requests.length;
    await changesButton(page, '2.6.9').click();
    await expect(region(page, '2.6.9').getByRole('status')).toContainText('changed since 2.6.9');
    const after = requests.slice(scripts);
    expect(after.filter((r) => r.endsWith('.js')).length).toBeGreaterThan(0);
    expect(after.filter((r) => r.endsWith('.md')).sort()).toEqual([
      expect.stringMatching(/\/dmsbg\/2\.6\.9\/guides\/vpn\/wireguard\.md$/),
      expect.stringMatching(/\/dmsbg\/guides\/vpn\/wireguard\.md$/),
    ]);
  });

  test('an unchanged page says there are no changes in the text', async ({ page }) => {
    // A page whose text is the same in 2.6.9 and 2.7.0 (the Router dashboard was, until 2.7.0 lost the WWAN page it pointed to).
    await gotoReady(page, '/guides/dashboards/netdata/');
    await changesButton(page, '2.6.9').click();
    await expect(region(page, '2.6.9').getByRole('status')).toHaveText(/^No changes in the text\. Compared with this page in 2\.6\.9\.$/);
    await expect(region(page, '2.6.9').locator('ins, del')).toHaveCount(0);
  });

  test('a page that replaces another compares with the page it replaces', async ({ page }) => {
    await gotoReady(page, '/guides/firewall/custom-nat-rules/');
    await changesButton(page, '2.6.9').click();
    await expect(region(page, '2.6.9').getByRole('link', { name: 'this page in 2.6.9' })).toHaveAttribute('href', url('/2.6.9/guides/firewall/nat-rules/'));
    await expect(region(page, '2.6.9').locator('ins').first()).toBeVisible();
    const inVersions = page.getByRole('navigation', { name: 'In versions' });
    await expect(inVersions.getByRole('link', { name: '2.6.9' })).toHaveAttribute('href', url('/2.6.9/guides/firewall/nat-rules/'));
    await expect(inVersions.getByRole('link', { name: '2.7.0' })).toHaveAttribute('aria-current', 'page');
  });

  test('the oldest version has no Changes since control; In versions lists the versions that have the page', async ({ page }) => {
    await gotoReady(page, '/1.9.5/guides/vpn/wireguard/');
    await expect(page.getByRole('button', { name: /^Changes since/ })).toHaveCount(0);
    const inVersions = page.getByRole('navigation', { name: 'In versions' });
    // Oldest first: the newer versions the versions file adds come last, so nothing on the line moves.
    await expect(inVersions.getByRole('link')).toHaveText(['1.9.5', '2.6.0', '2.6.9', '2.7.0']);
    await expect(inVersions.getByRole('link', { name: '2.7.0' })).toHaveAttribute('href', url('/guides/vpn/wireguard/'));
    // A page of one version only lists none.
    await gotoReady(page, '/guides/vpn/tailscale/');
    await expect(page.getByRole('navigation', { name: 'In versions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Changes since/ })).toHaveCount(0);
  });

  test("What's new lists the pages new in 2.7.0, the replaced ones with both sides, and opens a page's changes", async ({ page }) => {
    await gotoReady(page, '/guides/');
    await page.getByRole('article').getByRole('link', { name: "What's new in 2.7.0" }).click();
    await expect(page).toHaveURL(url('/guides/whats-new/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's new in 2.7.0");
    await expect(page.locator('.sidebar').getByRole('link', { name: "What's new in 2.7.0" })).toHaveAttribute('aria-current', 'page');
    // (Each heading stands in a wrapper with its link to itself.)
    const section = (name: string) => page.locator(`.heading-wrapper:has(h2#${name}) + ul`);
    await expect(section('pages-added').getByRole('link', { name: 'Tailscale' })).toHaveAttribute('href', url('/guides/vpn/tailscale/'));
    await expect(section('pages-removed').getByRole('link', { name: 'LAN Bridge Slaves', exact: true })).toHaveAttribute('href', url('/2.6.9/guides/network-settings/lan/bridge-slaves/'));
    const replaced = section('pages-replaced').locator('li', { hasText: 'Custom NAT Rules' });
    await expect(replaced.getByRole('link', { name: 'Custom NAT Rules' })).toHaveAttribute('href', url('/guides/firewall/custom-nat-rules/'));
    await expect(replaced.getByRole('link', { name: 'NAT Rules', exact: true })).toHaveAttribute('href', url('/2.6.9/guides/firewall/nat-rules/'));
    // (WireGuard's 2.7.0 edit only points to the new Tailscale page: marked editorial, it is not listed.)
    const changed = section('pages-changed').locator('li', { hasText: 'Trunks' });
    await expect(changed).toContainText(/\d+ words? added, \d+ words? removed/);
    await changed.getByRole('link', { name: 'see the changes' }).click();
    await expect(page).toHaveURL(url('/guides/pbx/trunks/#changes'));
    await expect(region(page, '2.6.9').locator('ins').first()).toBeVisible();
  });

  test("every version but the oldest has its What's new, in its Markdown twin and llms.txt", async ({ page, request }) => {
    for (const [version, prefix, previous] of [['2.6.9', '/2.6.9', '2.6.0'], ['2.6.0', '/2.6.0', '1.9.5']]) {
      await gotoReady(page, `${prefix}/guides/whats-new/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`What's new in ${version}`);
      await expect(page.getByRole('article')).toContainText(`from ${previous} to ${version}`);
    }
    expect((await request.get(url('/1.9.5/guides/whats-new/'))).status()).toBe(404);
    const twin = await (await request.get(url('/guides/whats-new.md'))).text();
    expect(twin).toMatch(/^# What's new in 2\.7\.0\n/);
    expect(twin).toContain('## Pages replaced');
    expect(await (await request.get(url('/llms.txt'))).text()).toContain("[What's new in 2.7.0](/dmsbg/guides/whats-new.md)");
  });

  test('a query this version only mentions in passing leads to the versions whose pages are about it', async ({ page }) => {
    await gotoReady(page, '/guides/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the guides' });
    // 2.7.0 has no bridge slaves pages; its Network Overview says they are gone.
    await dialog.getByPlaceholder('Search Docs').fill('bridge slaves');
    await expect(dialog.getByText(/^Better matches in versions 2\.6\.9 and 2\.6\.0:/)).toBeVisible();
    const hits = dialog.getByRole('list', { name: 'Results in 2.6.9' }).getByRole('link');
    await expect(hits.first()).toHaveAttribute('href', /^\/dmsbg\/2\.6\.9\/guides\/network-settings\/.*bridge-slaves\//);
    await expect(dialog.getByRole('list', { name: 'Results in 2.6.0' }).getByRole('link').first()).toHaveAttribute('href', /^\/dmsbg\/2\.6\.0\/guides\//);
    await hits.first().click();
    await expect(page).toHaveURL(/\/dmsbg\/2\.6\.9\/guides\/network-settings\/.*bridge-slaves\//);
  });

  test('a query with no result in this version names the versions that have it', async ({ page }) => {
    await gotoReady(page, '/1.9.5/guides/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the guides' });
    // PXE is a page of 2.7.0 only; no page of 1.9.5 says the word.
    await dialog.getByPlaceholder('Search Docs').fill('pxe');
    await expect(dialog.getByText('No results for "pxe"')).toBeVisible();
    await expect(dialog.getByText(/^Found in version 2\.7\.0:/)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Results in 2.7.0' }).getByRole('link').first()).toHaveAttribute('href', '/dmsbg/guides/network-settings/dns-dhcp/tftp-pxe/');
  });

  test("a feature this version only names as missing: the mention, then the version that has the feature's page", async ({ page }) => {
    await gotoReady(page, '/1.9.5/guides/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the guides' });
    // 1.9.5's Introduction lists Tailscale among what later releases add.
    await dialog.getByPlaceholder('Search Docs').fill('tailscale');
    await expect(dialog.getByRole('option').first()).toContainText('Introduction');
    await expect(dialog.getByText(/^Better matches in version 2\.7\.0:/)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Results in 2.7.0' }).getByRole('link').first()).toHaveAttribute('href', '/dmsbg/guides/vpn/tailscale/');
  });
});

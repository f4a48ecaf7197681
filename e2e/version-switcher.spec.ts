// The version switcher, and an older version's banner pointing to the latest release.
import { expect, openVersionMenu, test, url, versionSwitcher, gotoReady } from './utils';

test.describe('version switcher', () => {
  test('keeps the reader on the same page in the target version', async ({ page }) => {
    await gotoReady(page, '/guides/vpn/wireguard/');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: '1.9.5' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/1\.9\.5\/guides\/vpn\/wireguard\/$/);
    await expect(versionSwitcher(page).locator('summary')).toContainText('1.9.5');
  });

  test("falls back to the target version's guides index when the page is missing there", async ({ page }) => {
    await gotoReady(page, '/guides/vpn/tailscale/');
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: '2.6.0' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/2\.6\.0\/guides\/$/);
  });

  test('follows replaced pages between versions', async ({ page }) => {
    await gotoReady(page, '/1.9.5/guides/vpn/ipsec/');
    let menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: /2\.7\.0/ }).click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/vpn\/ipsec\/basic\/$/);
    menu = await openVersionMenu(page);
    await menu.getByRole('link', { name: '2.6.9' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/2\.6\.9\/guides\/vpn\/ipsec\/$/);
  });
});

test.describe('older versions', () => {
  test('a banner names the version and links to the same page in the latest', async ({ page }) => {
    await gotoReady(page, '/2.6.0/guides/vpn/wireguard/');
    const banner = page.getByRole('note');
    await expect(banner).toContainText('You are reading the guides for DMSBG 2.6.0');
    await banner.getByRole('link', { name: 'Read this page for 2.7.0' }).click();
    await expect(page).toHaveURL(/\/dmsbg\/guides\/vpn\/wireguard\/$/);
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('a page learns the latest release from the versions file, not from its own build', async ({ page }) => {
    // A release published after this page was built: the deployed versions file names it.
    await page.route('**/dmsbg/static/versions.json', async (route) => {
      const file = await (await route.fetch()).json();
      file.versions.unshift({ version: '2.8.0', slugs: file.versions[0].slugs, replaces: {} });
      await route.fulfill({ json: { ...file, defaultVersion: '2.8.0' } });
    });
    await gotoReady(page, '/2.6.0/guides/vpn/wireguard/');
    const latest = page.getByRole('note').getByRole('link', { name: /^Read / });
    await expect(latest).toHaveText('Read this page for 2.8.0');
    await expect(latest).toHaveAttribute('href', '/dmsbg/guides/vpn/wireguard/');
    const menu = await openVersionMenu(page);
    await expect(menu.getByRole('list').getByRole('link')).toHaveText(['2.8.0Latest', '2.7.0', '2.6.9', '2.6.0', '1.9.5']);
    await expect(menu.getByRole('link', { name: '2.7.0' })).toHaveAttribute('href', '/dmsbg/2.7.0/guides/vpn/wireguard/');
  });

  test('without JavaScript the banner and the switcher lead to this version and the latest release', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/2.6.0/guides/vpn/wireguard/'));
    await expect(page.getByRole('note')).toContainText('You are reading the guides for DMSBG 2.6.0, an older release.');
    await expect(page.getByRole('note').getByRole('link', { name: 'Read the latest release' })).toHaveAttribute('href', '/dmsbg/');
    await versionSwitcher(page).locator('summary').click();
    const links = versionSwitcher(page).locator('.dropdown-panel li a');
    await expect(links).toHaveText(['2.6.0', 'Latest release']);
    await expect(links.first()).toHaveAttribute('aria-current', 'true');
    await links.last().click();
    await expect(page).toHaveURL(/\/dmsbg\/$/);
    await context.close();
  });

  test('the banner follows replaced pages', async ({ page }) => {
    await gotoReady(page, '/1.9.5/guides/pbx/ivr/');
    await expect(page.getByRole('note').getByRole('link', { name: /^Read / })).toHaveAttribute('href', '/dmsbg/guides/pbx/sounds-and-ivr/');
    await gotoReady(page, '/2.6.9/guides/firewall/nat-rules/');
    await expect(page.getByRole('note').getByRole('link', { name: /^Read / })).toHaveAttribute('href', '/dmsbg/guides/firewall/custom-nat-rules/');
  });

  test("'New' badges are computed from the previous version", async ({ page }) => {
    await gotoReady(page, '/2.6.0/guides/network-settings/guest-lan/ipv4/');
    const sidebar = page.getByRole('navigation', { name: 'Guides' });
    await expect(sidebar.getByRole('link', { name: /Guest LAN IPv4/ })).toContainText('New');
    await gotoReady(page, '/2.6.9/guides/network-settings/guest-lan/ipv4/');
    await expect(page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: /Guest LAN IPv4/ })).not.toContainText('New');
    // Inside a closed group: located by text, not by role (closed <details> content is not exposed).
    await expect(page.locator('.sidebar a', { hasText: 'CDR API' })).toContainText('New');
  });
});

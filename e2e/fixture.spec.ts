// The fixture site (e2e/fixtures/content) adds a 2.8.0 folder and nothing else: it must become
// the default version, with 2.7.0 (and the older 2.6.0) under their own segments, without any code change.
import { FIXTURE_ORIGIN } from './playwright.config';
import { expect, gotoReady, test, url, versionSwitcher } from './utils';

const fixture = (p: string) => FIXTURE_ORIGIN + url(p);

test('a new content folder is a new version with no code change', async ({ page }) => {
  await gotoReady(page, '/guides/vpn/mesh/', FIXTURE_ORIGIN);
  await expect(page.locator('article h1')).toHaveText('Mesh VPN');
  await expect(page.locator('.sidebar [aria-current="page"]')).toContainText('New');
  await versionSwitcher(page).locator('summary').click();
  const links = versionSwitcher(page).locator('.dropdown-panel li a');
  await expect(links).toHaveText([/^2\.8\.0/, /^2\.7\.0/, /^2\.6\.0/]);
  await links.filter({ hasText: '2.7.0' }).click();
  // vpn/mesh does not exist in 2.7.0: the switcher lands on that version's guides index.
  await expect(page).toHaveURL(fixture('/2.7.0/guides/'));
  await expect(page.locator('article h1')).toHaveText('Introduction');
  const res = await page.goto(fixture('/2.7.0/guides/vpn/mesh/'));
  expect(res?.status()).toBe(404);
});

test('package-manager tabs convert npm commands and share one choice', async ({ page }) => {
  await gotoReady(page, '/guides/vpn/mesh/', FIXTURE_ORIGIN);
  const [install, create] = [page.locator('.tabs').nth(0), page.locator('.tabs').nth(1)];
  await expect(install.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
  await expect(install.getByRole('tabpanel').locator('code')).toHaveText('npm install dmsbg-cli');
  await install.getByRole('tab', { name: 'yarn' }).click();
  await expect(install.getByRole('tabpanel').locator('code')).toHaveText('yarn add dmsbg-cli');
  await expect(create.getByRole('tabpanel').locator('code')).toHaveText('yarn create dmsbg-app office');
  await install.getByRole('tab', { name: 'pnpm' }).click();
  await expect(install.getByRole('tabpanel').locator('code')).toHaveText('pnpm add dmsbg-cli');
  await install.getByRole('tab', { name: 'bun' }).click();
  await expect(install.getByRole('tabpanel').locator('code')).toHaveText('bun add dmsbg-cli');
  await expect(create.getByRole('tabpanel').locator('code')).toHaveText('bun create dmsbg-app@latest office');
});

test("hide-navbar 'on-scroll' hides the bar while scrolling down and shows it scrolling up", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await gotoReady(page, '/guides/vpn/mesh/', FIXTURE_ORIGIN);
  const header = page.locator('header.navbar');
  await expect(header).toBeInViewport();
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test('page types: blank has no navbar; custom has navbar and footer but no sidebar', async ({ page }) => {
  await gotoReady(page, '/guides/kiosk/', FIXTURE_ORIGIN);
  await expect(page.getByText('A blank page has no navbar')).toBeVisible();
  await expect(page.locator('header.navbar')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
  await gotoReady(page, '/guides/release-notes/', FIXTURE_ORIGIN);
  await expect(page.locator('header.navbar')).toBeVisible();
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(page.locator('.sidebar')).toHaveCount(0);
  await expect(page.locator('.toc')).toHaveCount(0);
});

test('zooming an image whose high-resolution file is unreachable warns in the console', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await gotoReady(page, '/guides/vpn/mesh/', FIXTURE_ORIGIN);
  await page.getByRole('img', { name: 'The mesh logo' }).click();
  await expect.poll(() => warnings.some((w) => w.includes('high-resolution image unreachable'))).toBe(true);
  // The browser's own report of the missing file is the expected one.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/404|Failed to load/.test(e)));
});

test("frontmatter 'footer: false' hides the doc footer (pager, Last Updated) and the site footer", async ({ page }) => {
  await gotoReady(page, '/2.7.0/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('article h1')).toHaveText('WireGuard');
  await expect(page.locator('.doc-footer')).toHaveCount(0);
  await expect(page.locator('.pager')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
  // The same page in 2.8.0 has no such flag: its pager is there.
  await gotoReady(page, '/guides/vpn/wireguard/', FIXTURE_ORIGIN);
  await expect(page.locator('.doc-footer .pager')).toBeVisible();
});

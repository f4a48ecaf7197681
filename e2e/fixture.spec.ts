// The fixture site (e2e/fixtures/content) adds a 2.8.0 folder and nothing else: it must become
// the default version, with 2.7.0 moved under its own segment, without any code change.
import { FIXTURE_PORT } from './playwright.config';
import { expect, test, versionSwitcher } from './utils';

const fixture = (p: string) => `http://localhost:${FIXTURE_PORT}/dmsbg${p}`;

test('a new content folder is a new version with no code change', async ({ page }) => {
  await page.goto(fixture('/guides/vpn/mesh/'));
  await expect(page.locator('article h1')).toHaveText('Mesh VPN');
  await expect(page.locator('.sidebar [aria-current="page"]')).toContainText('New');
  await versionSwitcher(page).locator('summary').click();
  const links = versionSwitcher(page).locator('.dropdown-panel a');
  await expect(links).toHaveText([/^2\.8\.0/, /^2\.7\.0/]);
  await links.filter({ hasText: '2.7.0' }).click();
  // vpn/mesh does not exist in 2.7.0: the switcher lands on that version's guides index.
  await expect(page).toHaveURL(fixture('/2.7.0/guides/'));
  await expect(page.locator('article h1')).toHaveText('Introduction');
  const res = await page.goto(fixture('/2.7.0/guides/vpn/mesh/'));
  expect(res?.status()).toBe(404);
});

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

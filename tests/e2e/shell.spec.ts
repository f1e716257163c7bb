import { expect, test } from '@playwright/test';

test('a page loads, hydrates, and a client-side navigation happens without a full reload', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto('/');
  await expect(page).toHaveTitle(/\| photobloom\.co\.uk$/);
  // The router marks hydration done by removing its bootstrap state.
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
  await page.getByRole('link', { name: 'My orders' }).first().click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).toHaveTitle(/^Orders \|/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(documents).toHaveLength(1);
});

import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in';

test('a page loads, hydrates, and a client-side navigation happens without a full reload', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await expect(page).toHaveTitle(/\| photobloom\.co\.uk$/);
  // The router removes its bootstrap state once hydration is done.
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
  await page.getByRole('navigation').getByRole('link', { name: 'My orders' }).first().click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).toHaveTitle(/^Orders \|/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(documents).toHaveLength(0);
});

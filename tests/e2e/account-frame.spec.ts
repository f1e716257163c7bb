// Issue 35 §6, the shop's own account: one content grid on every account page, and a header with
// the customer's name, help and the way back to the shop; one 'Sign out' on the phone's home.
import { expect, type Page, test } from '@playwright/test';
import { throwawayAccount } from '../support/upstream-admin';
import { hydrated } from './support/albums';
import { signInAs } from './support/sign-in';

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not laid out`);
  return b;
};

test('every account page sits on one centred grid; the header greets by name, with help and the way back to the shop', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, a.email, '/settings/personal-details', a.password);
  await hydrated(page);
  const firstName = await page.getByLabel('First name').inputValue();
  const header = page.locator('header');
  await expect(header.getByText(`Hi, ${firstName}`)).toBeVisible();
  await expect(header.getByRole('link', { name: 'Help' })).toHaveAttribute('href', /\/faq$/);
  await expect(header.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', /^https:\/\//);

  // The same column on every page, centred in a wide window.
  const columns = [];
  for (const path of ['/', '/orders', '/settings', '/saved-projects', '/settings/addresses/all']) {
    await page.goto(path);
    const main = await box(page, 'main');
    columns.push({ path, x: Math.round(main.x), width: Math.round(main.width) });
  }
  expect(new Set(columns.map((c) => `${c.x} ${c.width}`)).size, JSON.stringify(columns)).toBe(1);
  const row = await box(page, 'header > div');
  expect(Math.abs(row.x - (1920 - row.x - row.width))).toBeLessThanOrEqual(1);
  expect(row.width).toBeLessThan(1920);

  // A new name greets at once after the hydrated save, and on the next page load.
  await page.goto('/settings/personal-details');
  await hydrated(page);
  await page.getByLabel('First name').fill('Camille');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(header.getByText('Hi, Camille')).toBeVisible();
  await page.goto('/orders');
  await expect(header.getByText('Hi, Camille')).toBeVisible();
});

test('on a phone: the way back to the shop in the header, one Sign out on the home menu', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, a.email, '/', a.password);
  await expect(page.locator('header').getByRole('link', { name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' }).locator('visible=true')).toHaveCount(1);
  await page.goto('/orders');
  // Away from home the menu is hidden: the header's button is the way out.
  await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
  // An order card's product name keeps the card's width: its status goes under it, not beside it.
  const name = await box(page, '[data-product-name]');
  expect(name.height, 'the product name in at most two lines').toBeLessThanOrEqual(52);
});

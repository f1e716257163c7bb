import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/sign-in';
import { throwawayAccount } from './support/timeline';

/**
 * Issue 17 §2, "Safe to click": deleting an address, a saved project, a widget (with its gallery
 * entries) or a gallery entry first asks in a dialog that names what goes. Cancel sends nothing and
 * nothing is gone after a reload; confirming deletes it. Each test has a throwaway account of its own
 * (seed 'consumer': one address, two projects, one widget with the gallery entry 'Holiday gallery').
 */

const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));

/** Every request that could change something (anything but GET), from now on. */
function writes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.method() !== 'HEAD' && !r.url().includes('/analytics') && !r.url().includes('/client-errors'))
      seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

async function signedIn(page: Page, path: string): Promise<void> {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, path, a.password);
  await hydrated(page);
}

test('deleting an address asks first; Cancel keeps it, confirming deletes it', async ({ page }) => {
  await signedIn(page, '/settings/new-address');
  // A second address to delete (the seed's only one is the default).
  await page.getByLabel('First name').fill('Jörg');
  await page.getByLabel('Last name').fill('Müller');
  await page.getByLabel('Street', { exact: true }).fill('Unter den Linden');
  await page.getByLabel('House number').fill('5');
  await page.getByLabel('Postal code').fill('10117');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Phone number').fill('+49 30 1234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all/);
  const berlin = page.locator('li[data-address-id]').filter({ hasText: 'Berlin' });
  await expect(berlin).toHaveCount(1);
  await berlin.getByRole('link').click();
  await hydrated(page);

  const sent = writes(page);
  await page.locator('summary', { hasText: 'Delete address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  // It names what goes: the address itself.
  await expect(dialog).toContainText('Unter den Linden 5');
  await expect(dialog).toContainText('10117 Berlin');
  // The safe choice has the focus: Enter does not delete.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);
  await page.goto('/settings/addresses/all');
  await expect(page.locator('li[data-address-id]').filter({ hasText: 'Berlin' })).toHaveCount(1);

  // Escape cancels too.
  await page.locator('li[data-address-id]').filter({ hasText: 'Berlin' }).getByRole('link').click();
  await hydrated(page);
  await page.locator('summary', { hasText: 'Delete address' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);

  // Confirmed: deleted.
  await page.locator('summary', { hasText: 'Delete address' }).click();
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all/);
  await expect(page.getByText('The address has been deleted.')).toBeVisible();
  await page.reload();
  await expect(page.locator('li[data-address-id]').filter({ hasText: 'Berlin' })).toHaveCount(0);
  await expect(page.locator('li[data-address-id]')).toHaveCount(1);
});

test('without JavaScript the delete unfolds the same question inline; only its own button deletes', async ({ browser, page }) => {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, '/settings/addresses/all', a.password);
  const addressId = await page.locator('li[data-address-id]').first().getAttribute('data-address-id');
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: process.env.APP_URL,
  });
  const p = await noJs.newPage();
  await p.goto(`/settings/address/${addressId}`);
  const summary = p.locator('summary', { hasText: 'Delete address' });
  await summary.click();
  const inline = p.locator('details[open]');
  await expect(inline).toContainText('Delete this address?');
  await expect(inline).toContainText('Chris Consumer');
  // Unfolding sent nothing: the address is still there.
  await p.goto('/settings/addresses/all');
  await expect(p.locator(`li[data-address-id="${addressId}"]`)).toHaveCount(1);
  await p.goto(`/settings/address/${addressId}`);
  await p.locator('summary', { hasText: 'Delete address' }).click();
  await p.locator('details[open] button[type="submit"]').click();
  await expect(p.getByText('The address has been deleted.')).toBeVisible();
  await expect(p.locator(`li[data-address-id="${addressId}"]`)).toHaveCount(0);
  await noJs.close();
});

test('deleting a saved project asks first, naming it; Cancel keeps it, confirming deletes it', async ({ page }) => {
  await signedIn(page, '/saved-projects');
  await expect(page.getByText('2 saved projects')).toBeVisible();
  const sent = writes(page);
  await page.getByRole('button', { name: 'Delete Holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Holiday”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Photo book');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Holiday', exact: true })).toBeVisible();
  await expect(page.getByText('2 saved projects')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Holiday' }).click();
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 saved project')).toBeVisible();
  // One write, to the page's own form action (its one write path; the /api proxy has none).
  expect(sent).toEqual([expect.stringMatching(/^POST http:\/\/[^/]+\/saved-projects$/)]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Holiday', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible();
});

test('deleting a gallery entry asks first, naming it; Cancel keeps it, confirming deletes it', async ({ page }) => {
  await signedIn(page, '/widgets');
  const row = page.locator('li[data-product-code$="002-1"]');
  const entry = row.locator('[data-testid="delete-gallery-entry"]');
  await expect(entry).toHaveCount(1);
  const sent = writes(page);
  await entry.locator('summary').click();
  const dialog = page.getByRole('dialog', { name: 'Remove “Holiday gallery” from the gallery?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);
  await page.reload();
  await hydrated(page);
  await expect(row.locator('[data-testid="delete-gallery-entry"]')).toHaveCount(1);

  await row.locator('[data-testid="delete-gallery-entry"] summary').click();
  await dialog.getByRole('button', { name: 'Remove from the gallery' }).click();
  await expect(row.locator('[data-testid="delete-gallery-entry"]')).toHaveCount(0);
  await page.reload();
  await expect(row.locator('[data-testid="delete-gallery-entry"]')).toHaveCount(0);
  // The widget itself stays.
  await expect(row.locator('[data-testid="delete-widget"]')).toHaveCount(1);
});

test('deleting a widget asks first, naming its gallery entries; Cancel keeps both, confirming deletes both', async ({ page }) => {
  await signedIn(page, '/widgets');
  const row = page.locator('li[data-product-code$="002-1"]');
  const code = await row.getAttribute('data-product-code');
  const sent = writes(page);
  await row.locator('[data-testid="delete-widget"] summary').click();
  const dialog = page.getByRole('dialog', { name: /^Delete the widget of “.+”\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Its gallery entry on this shop is deleted too:');
  await expect(dialog.getByRole('listitem')).toHaveText(['Holiday gallery']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);
  await page.reload();
  await hydrated(page);
  await expect(row.locator('[data-testid="delete-widget"]')).toHaveCount(1);
  await expect(row.locator('[data-testid="delete-gallery-entry"]')).toHaveCount(1);

  await row.locator('[data-testid="delete-widget"] summary').click();
  await dialog.getByRole('button', { name: 'Delete widget' }).click();
  // Its card goes (with its gallery entries); the product is back in the picker of new widgets.
  await expect(row).toHaveCount(0);
  const inPicker = page.getByTestId('widget-picker').locator(`option[value="${code}"]`);
  await expect(inPicker).toHaveCount(1);
  await page.reload();
  await expect(row).toHaveCount(0);
  await expect(inPicker).toHaveCount(1);
  await expect(page.locator('[data-testid="delete-gallery-entry"]')).toHaveCount(0);
});

test("'Delete account' looks destructive, not like the primary button", async ({ page }) => {
  await signedIn(page, '/settings');
  const button = page.getByRole('button', { name: 'Delete account' });
  await expect(button).toBeVisible();
  const colour = await button.evaluate((el) => getComputedStyle(el).color);
  // Red text on white (buttonDanger), not white text on the brand's dark accent.
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(80);
  expect(b).toBeLessThan(80);
});

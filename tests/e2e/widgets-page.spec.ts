import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/sign-in';
import { throwawayAccount } from './support/timeline';

/**
 * Issue 35 §6: /widgets leads with the customer's own widgets as cards; a new one is made from one
 * picker (a native <select> of the products without a widget) that posts the existing 'create'
 * action, with JavaScript and without. Seed 'consumer': three ordered photo books (…001-1, …002-1,
 * …003-1), one of them with a widget (…002-1).
 */

const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));
const cards = (page: Page) => page.getByTestId('widget-list').locator('li[data-product-code]');
const picker = (page: Page) => page.getByTestId('widget-picker');
const codesOf = async (page: Page) =>
  (await cards(page).evaluateAll((lis) => lis.map((li) => li.getAttribute('data-product-code') ?? ''))).sort();
const optionsOf = (page: Page) =>
  picker(page)
    .getByLabel('Choose a product')
    .locator('option')
    .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent })))
    // Sorted by code: the test is about which products, not their order.
    .then((options) => options.sort((x, y) => x.value.localeCompare(y.value)));

/** The account's product codes, read off its one card: the one with a widget and the two without. */
async function products(page: Page): Promise<{ withWidget: string; first: string; third: string }> {
  const [withWidget = ''] = await codesOf(page);
  expect(withWidget).toMatch(/002-1$/);
  return { withWidget, first: withWidget.replace(/002-1$/, '001-1'), third: withWidget.replace(/002-1$/, '003-1') };
}
const option = (code: string) => ({ value: code, text: `Photo book large landscape (product code ${code})` });

async function noJsPage(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: process.env.APP_URL,
  });
  return { context, page: await context.newPage() };
}

test('the widgets come first; the picker lists exactly the products without one and creates a widget in place', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, '/widgets', a.password);
  await hydrated(page);

  // The one widget is a card, on the first screen, above the picker; no 'No widget yet' cards.
  await expect(cards(page)).toHaveCount(1);
  const { withWidget, first, third } = await products(page);
  await expect(cards(page).first()).toBeInViewport();
  await expect(cards(page).first().getByRole('button', { name: 'Refresh widget' })).toBeVisible();
  await expect(cards(page).first().getByRole('link', { name: 'Share by e-mail' })).toBeVisible();
  await expect(page.getByText('No widget yet')).toHaveCount(0);
  const listTop = (await page.getByTestId('widget-list').boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const pickerTop = (await picker(page).boundingBox())?.y ?? 0;
  expect(listTop).toBeLessThan(pickerTop);

  // The picker: exactly the products without a widget, by name and product code.
  await expect(picker(page).getByRole('heading', { name: 'Create a new widget' })).toBeVisible();
  expect(await optionsOf(page)).toEqual([option(first), option(third)]);

  await picker(page).getByLabel('Choose a product').selectOption(third);
  await picker(page).getByRole('button', { name: 'Create widget' }).click();
  await expect(picker(page).getByRole('status')).toHaveText('The widget has been created.');
  await expect(cards(page)).toHaveCount(2);
  expect(await codesOf(page)).toEqual([withWidget, third].sort());
  await expect(page.locator(`li[data-product-code="${third}"]`).getByTestId('delete-widget')).toHaveCount(1);
  expect(await optionsOf(page)).toEqual([option(first)]);

  // The last one: the picker says every product has its widget.
  await picker(page).getByRole('button', { name: 'Create widget' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(picker(page)).toContainText('Every product you ordered has a widget.');
  await expect(picker(page).getByLabel('Choose a product')).toHaveCount(0);

  await page.reload();
  expect(await codesOf(page)).toEqual([first, withWidget, third].sort());
});

test('without JavaScript the picker posts the same create and the new widget is a card', async ({ browser, page }) => {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, '/widgets', a.password);
  await hydrated(page);
  const { withWidget, first, third } = await products(page);
  const plain = await noJsPage(browser, page);
  try {
    const p = plain.page;
    await p.goto('/widgets');
    await expect(cards(p)).toHaveCount(1);
    expect(await optionsOf(p)).toEqual([option(first), option(third)]);
    await picker(p).getByLabel('Choose a product').selectOption(first);
    await picker(p).getByRole('button', { name: 'Create widget' }).click();
    // The action's redirect names the product: its new card reports the outcome.
    await expect(p).toHaveURL(/\/widgets\?(.*&)?s=created/);
    await expect(p.locator(`li[data-product-code="${first}"]`).getByRole('status')).toHaveText('The widget has been created.');
    expect(await codesOf(p)).toEqual([first, withWidget].sort());
    expect(await optionsOf(p)).toEqual([option(third)]);
  } finally {
    await plain.context.close();
  }
});

test('with no widget left, the page invites to make one: what a widget is, and the picker', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, '/widgets', a.password);
  await hydrated(page);
  const { withWidget, first, third } = await products(page);
  await cards(page).first().locator('[data-testid="delete-widget"] summary').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete widget' }).click();

  await expect(page.getByTestId('widget-list')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Deleted.' })).toBeVisible();
  await expect(picker(page).getByRole('heading', { name: 'You don’t have any widgets yet' })).toBeVisible();
  await expect(picker(page)).toContainText('Show your photo book on your own website or blog with a widget.');
  expect(await optionsOf(page)).toEqual([option(first), option(withWidget), option(third)]);
});

import { expect, type Page, test } from '@playwright/test';
import { ownFault } from './support/faults';
import { signInAs } from './support/sign-in';
import { throwawayAccount } from './support/timeline';

/**
 * Issue 17 §3, "Things that must work like a shop's": saved projects open in the editor with their
 * type, cover and date; widget previews are real images; the online photo books are in the menu;
 * an unknown or foreign order is a 404 'order not found' page while a real failure keeps the spec's
 * message; no second address change while one is in progress; the share page names its product.
 */

const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));

/** Waits until the image has loaded and decoded (a broken or HTML target never gets a width). */
async function expectDecoded(page: Page, selector: string): Promise<void> {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
}

test("a saved project shows its type, cover and date, and 'Continue editing' opens it in the editor", async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, '/saved-projects', a.password);
  await hydrated(page);
  const card = page.locator('article[data-project]').filter({ has: page.getByRole('heading', { name: 'Holiday', exact: true }) });
  const projectId = await card.getAttribute('data-project');
  expect(projectId).toBeTruthy();
  await expect(card.getByTestId('project-type')).toHaveText('Photo book');
  await expect(card.getByText(/^Last edited on /)).toBeVisible();
  await expectDecoded(page, `article[data-project="${projectId}"] img`);

  const link = card.getByRole('link', { name: 'Continue editing Holiday' });
  await expect(link).toHaveText('Continue editing');
  await link.click();
  // The test environment's editor (wrangler PROJECT_EDITOR_URL): the embedded upstream's stand-in.
  await page.waitForURL((url) => url.pathname === '/editor' && url.searchParams.get('projectId') === projectId);
  await expect(page.getByTestId('project-id')).toHaveText(projectId ?? '');
  await expect(page.getByTestId('product-type')).toHaveText('PhotoBook');
});

test('the product type is in the brand’s language', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  const app = new URL(process.env.APP_URL ?? 'http://localhost:9787');
  await signInAs(page, a.email, `http://photobloom-nl.localhost:${app.port}/saved-projects`, a.password);
  const card = page.locator('article[data-project]').filter({ has: page.getByRole('heading', { name: 'Calendar', exact: true }) });
  await expect(card.getByTestId('project-type')).toHaveText('Kalender');
  await expect(card.getByRole('link', { name: 'Calendar verder bewerken' })).toBeVisible();
});

test('widget previews are real images, and the share page names the product', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, '/widgets', a.password);
  await hydrated(page);
  const preview = page.getByTestId('widget-preview');
  await expect(preview).toHaveCount(1);
  await expectDecoded(page, '[data-testid="widget-preview"]');

  // The widget's title as the widgets page shows it (the preview's alternative text names it).
  const row = page.locator('li[data-product-code$="002-1"]');
  const alt = (await row.getByTestId('widget-preview').getAttribute('alt')) ?? '';
  const title = alt.replace(/^Preview of /, '');
  expect(title).not.toBe('');
  await row.getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/widgets\/[^/]+\/share/);
  await expect(page.getByTestId('shared-product')).toHaveText(`You're sharing: ${title}`);
});

test("'My online photo books' is in the menu", async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await signInAs(page, a.email, '/orders', a.password);
  await hydrated(page);
  await page.getByRole('link', { name: 'Online photo books' }).first().click();
  await expect(page).toHaveURL(/\/online-products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My online photo books' })).toBeVisible();
});

test("an unknown or another customer's order is a 404 'order not found' page; a real failure keeps the spec message", async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins and a fault: more than the default minute on a loaded machine
  // Another customer's order code.
  const owner = await throwawayAccount('consumer');
  await signInAs(page, owner.email, '/orders', owner.password);
  const foreign = await page.locator('article[data-order]').first().getAttribute('data-order');
  expect(foreign).toBeTruthy();

  const other = await browser.newContext({ baseURL: process.env.APP_URL });
  const p = await other.newPage();
  const me = await throwawayAccount('consumer');
  await signInAs(p, me.email, '/orders', me.password);
  for (const code of ['999999999', foreign ?? '']) {
    const res = await p.goto(`/orders/${code}`);
    expect(res?.status(), code).toBe(404);
    await expect(p.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(p.getByText('An error occurred loading this order, please contact us to report this issue.')).toHaveCount(0);
  }
  await hydrated(p);
  await p.getByRole('link', { name: 'Back to my orders' }).click();
  await expect(p).toHaveURL(/\/orders$/);

  // A real failure of the order service: the spec's message, not 'not found'.
  const mine = (await p.locator('article[data-order]').first().getAttribute('data-order')) ?? '';
  await ownFault(mine, { pathPattern: `^/order-api/v1/superorders/${mine}$`, method: 'GET', mode: 'status', status: 500 });
  const res = await p.goto(`/orders/${mine}`);
  expect(res?.status()).toBe(200);
  await expect(p.getByText('An error occurred loading this order, please contact us to report this issue.')).toBeVisible();
  await expect(p.getByRole('heading', { name: 'Order not found' })).toHaveCount(0);
  await other.close();
});

import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/sign-in';

// Issue 8, Deliver 1: the account overview (home) — recent orders in progress, shortcuts, and on
// small screens (below 575 px) the menu is the page, with the recent orders under it (issue 17 §6).

const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));

test('overview: recent orders in progress and shortcuts; on a small screen the menu is the page, recent orders under it', async ({
  page,
}) => {
  await signInAs(page, 'demo@example.com', '/');
  await hydrated(page);
  const recent = page.locator('section[aria-labelledby="overview-orders"]');
  await expect(recent.getByRole('heading', { name: 'Recent orders in progress' })).toBeVisible();
  // Seed: the three newest orders in progress; the first awaits payment.
  await expect(recent.locator('article[data-order]')).toHaveCount(3);
  await expect(recent.locator('article[data-order]').first().locator('[data-status="AwaitingPayment"]')).toHaveText('Awaiting payment');
  const shortcuts = page.getByRole('navigation', { name: 'Go directly to' });
  await expect(shortcuts.getByRole('link')).toHaveText(['My orders', 'Settings', 'Widgets', 'Saved projects']);
  await expect(page.locator('#menu-page-heading')).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  // Issue 17 §6: on a phone home is a dashboard: the menu as shortcut tiles, then the recent orders
  // (no page title and no second set of shortcuts).
  await expect(recent.locator('article[data-order]')).toHaveCount(3);
  await expect(shortcuts).toBeHidden();
  await expect(page.locator('#page-title')).toBeHidden();
  const menuPage = page.getByRole('navigation', { name: 'My account' }).filter({ has: page.locator('#menu-page-heading') });
  await expect(menuPage).toBeVisible();
  await menuPage.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator('section[aria-labelledby="orders-in-progress"]')).toBeVisible();
  await page.getByRole('link', { name: 'Back to My account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menuPage).toBeVisible();
});

test('business overview: the account-status banner and the business shortcuts', async ({ page }) => {
  await signInAs(page, 'business@example.com', '/');
  await hydrated(page);
  // Seed: status Default → complete your details.
  const banner = page.locator('[data-b2b-status="Default"]');
  await expect(banner).toContainText('Please complete your company details so we can validate your business account.');
  await expect(page.getByRole('navigation', { name: 'Go directly to' }).getByRole('link')).toHaveText([
    'My orders',
    'Invoices',
    'FTP instructions',
    'Settings',
    'Saved projects',
  ]);
  await banner.getByRole('link', { name: 'Complete my company details' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
});

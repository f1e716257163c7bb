import { type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { clearFaults, clearFaultsAfterExclusive, EXCLUSIVE, fault } from './support/faults';
import { animationsDone, networkQuiet, trackRequests } from './support/settle';
import { signInAs } from './support/sign-in';
import { expect, throwawayAccount } from './support/timeline';

// Issue 17 §7: axe reports no violation on every account and photo page in its loaded, empty, error
// and modal states. Each test visits a list of states and reports every violation it met at once
// (rule, impact, the first elements), so one run shows all that is left.

// Generous: axe over a long page takes seconds on a loaded machine.
test.describe.configure({ timeout: 300_000 });
test.afterEach(clearFaultsAfterExclusive);
test.beforeEach(({ page }) => trackRequests(page));

type Found = { state: string; rule: string; impact: string; nodes: string[] };

/** Waits for the page to settle (router data consumed, no request in flight) and runs axe. */
async function scan(page: Page, state: string, found: Found[]): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
  await networkQuiet(page);
  // Loading placeholders and toasts fade in and out: scan what stays.
  await animationsDone(page);
  for (const v of await axeViolations(page)) {
    found.push({ state, rule: v.id, impact: v.impact ?? '', nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) });
  }
}

async function visit(page: Page, path: string, found: Found[], state = path): Promise<void> {
  await page.goto(path);
  await scan(page, state, found);
}

function report(found: Found[]): string {
  return found.map((f) => `${f.state}: ${f.rule} (${f.impact}) ${f.nodes.join(' | ')}`).join('\n');
}

test('overview, orders and an order, loaded', async ({ page }) => {
  const found: Found[] = [];
  await signInAs(page, 'demo@example.com', '/');
  await scan(page, '/', found);
  await visit(page, '/orders', found);
  await page.getByRole('link', { name: 'View order details' }).first().click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await scan(page, '/orders/{code}', found);
  expect(found, report(found)).toEqual([]);
});

test('invoices, saved projects, online products, downloads and widgets, loaded', async ({ page }) => {
  const found: Found[] = [];
  await signInAs(page, 'demo@example.com', '/invoices');
  await scan(page, '/invoices', found);
  for (const path of ['/saved-projects', '/online-products', '/downloads', '/widgets']) await visit(page, path, found);
  expect(found, report(found)).toEqual([]);
});

test('settings and its forms', async ({ page }) => {
  const found: Found[] = [];
  await signInAs(page, 'demo@example.com', '/settings');
  await scan(page, '/settings', found);
  for (const path of ['/settings/personal-details', '/settings/email', '/settings/new-address', '/settings/payment-method']) {
    await visit(page, path, found);
  }
  expect(found, report(found)).toEqual([]);
});

test('a business account: invoices and business settings', async ({ page }) => {
  const found: Found[] = [];
  await signInAs(page, 'business@example.com', '/invoices');
  await scan(page, '/invoices (business)', found);
  await visit(page, '/settings/b2b', found);
  expect(found, report(found)).toEqual([]);
});

test('account and photo pages, empty', async ({ page }) => {
  const found: Found[] = [];
  const account = await throwawayAccount('empty');
  await signInAs(page, account.email, '/', account.password);
  await scan(page, '/ (empty)', found);
  for (const path of ['/orders', '/invoices', '/saved-projects', '/downloads', '/my-photos/photos', '/my-photos/albums']) {
    await visit(page, path, found, `${path} (empty)`);
  }
  expect(found, report(found)).toEqual([]);
});

// Global faults: alone, after the others (support/faults.ts).
test('account and photo pages, upstream failing', EXCLUSIVE, async ({ page }) => {
  const found: Found[] = [];
  await signInAs(page, 'demo@example.com', '/settings');
  await fault({ pathPattern: '^/order-api/', mode: 'status', status: 500 });
  await visit(page, '/orders', found, '/orders (error)');
  await visit(page, '/', found, '/ (orders failing)');
  await clearFaults();
  await fault({ pathPattern: '^/photo-management/photos/timeline/', mode: 'status', status: 500 });
  await visit(page, '/my-photos/photos', found, '/my-photos/photos (months failing)');
  await clearFaults();
  await fault({ pathPattern: '^/photo-management/albums', mode: 'status', status: 500 });
  await visit(page, '/my-photos/albums', found, '/my-photos/albums (error)');
  expect(found, report(found)).toEqual([]);
});

test('photo pages, loaded and with their dialogs open', async ({ page }) => {
  const found: Found[] = [];
  await signInAs(page, 'demo@example.com', '/my-photos/photos');
  await scan(page, '/my-photos/photos', found);
  const tile = page.locator('section[data-month] button[data-photo-id]').first();
  await tile.click();
  await expect(page.getByRole('dialog', { name: /^Photo preview: / }).locator('img')).toBeVisible();
  await scan(page, 'preview', found);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: /shortcuts/i })).toBeVisible();
  await scan(page, 'shortcuts sheet', found);
  await page.keyboard.press('Escape');

  await visit(page, '/my-photos/albums', found);
  await page.getByRole('button', { name: 'New album' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'new album dialog', found);
  await page.keyboard.press('Escape');
  await page.locator('a[href*="/my-photos/albums/"]').first().click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+$/);
  await scan(page, 'album page', found);
  await visit(page, '/my-photos/albums', found, '/my-photos/albums (again)');
  const shared = page.locator('a[href*="/my-photos/shared-albums/"]').first();
  if (await shared.count()) {
    await shared.click();
    await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[^/]+$/);
    await scan(page, 'shared album page', found);
  }
  expect(found, report(found)).toEqual([]);
});

test('message pages', async ({ page }) => {
  const found: Found[] = [];
  await signInAs(page, 'demo@example.com', '/settings');
  for (const path of [
    '/account-deleted',
    '/sign-in-error',
    '/change-email-error',
    '/delete-account-error',
    '/subscription-confirmation-error',
  ]) {
    await visit(page, path, found);
  }
  expect(found, report(found)).toEqual([]);
});

import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { throwawayAccount } from '../support/upstream-admin';
import { ownFault } from './support/faults';
import { signInAs } from './support/sign-in';

/**
 * Issue 17 §1 and 'Bad input and faults': the account area with JavaScript disabled. The streamed
 * page sends such a browser to its complete variant (src/worker/ssr/no-script.ts), so every page
 * shows its content, never 'Loading…'; every form works as a plain post and, when the server
 * refuses it, shows the page again with what was typed and the field errors beside the fields.
 */
test.use({ javaScriptEnabled: false });

const main = (page: Page) => page.locator('main');
const noPlaceholder = async (page: Page) => {
  await expect(main(page)).not.toContainText('Loading');
  await expect(page.locator('[role="status"]', { hasText: /Loading/ })).toHaveCount(0);
};

/** Signs in without JavaScript; the first page goes through the `<noscript>` refresh. */
async function signIn(page: Page, email: string, path: string, password?: string) {
  await signInAs(page, email, path, password);
  await expect(page).toHaveURL(/nojs=1/);
}

test.describe('consumer pages', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    await signIn(page, 'demo@example.com', '/orders');
  });
  test.afterAll(async () => context.close());

  test('/orders lists in progress and history', async () => {
    await page.goto('/orders');
    await expect(page.locator('section[aria-labelledby="orders-in-progress"] article[data-order]').first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="orders-history"] article[data-order]').first()).toBeVisible();
    await expect(main(page)).toContainText(/Expected delivery|Delivery date not yet known/);
    await noPlaceholder(page);
  });

  test("the overview's recent orders", async () => {
    await page.goto('/');
    await expect(main(page).getByText('Recent orders in progress')).toBeVisible();
    await expect(main(page).locator('article[data-order]').first()).toBeVisible();
    await noPlaceholder(page);
  });

  test('an order with its products, delivery dates and vouchers', async () => {
    await page.goto('/orders/1001001');
    await expect(main(page).getByText('Order number:')).toBeVisible();
    await expect(main(page)).toContainText('Photo book large landscape');
    // Its voucher part (awaiting payment: the voucher's own note) is rendered in place.
    await expect(main(page)).toContainText('If your order includes an e-voucher, it will appear here after payment.');
    await expect(main(page)).toContainText(/Expected delivery/);
    await noPlaceholder(page);
  });

  test('/saved-projects, /online-products and /downloads', async () => {
    await page.goto('/saved-projects');
    await expect(main(page)).toContainText('saved projects');
    await expect(
      main(page)
        .getByText(/Last edited on/)
        .first(),
    ).toBeVisible();
    await noPlaceholder(page);
    await page.goto('/online-products');
    await expect(main(page).getByRole('link', { name: 'View online version' }).first()).toBeVisible();
    // The brand's photo books to make another one (a second service) are in the page as well.
    await expect(page.getByTestId('more-photo-books').getByRole('listitem').first()).toBeVisible();
    await noPlaceholder(page);
    await page.goto('/downloads');
    await expect(page.getByTestId('downloads')).toContainText(/no downloads yet|Download again/);
    await noPlaceholder(page);
  });

  // Issue 18 §2: the album's first screen of photos is laid out on the server (before, the grid
  // waited for the browser to measure it and showed nothing without JavaScript).
  test('an album shows its first photos', async () => {
    await page.goto('/my-photos/albums');
    const album = main(page).locator('a[href^="/my-photos/albums/"]', { hasText: 'Best of the decade' }).first();
    await album.click();
    await expect(page.getByTestId('album-title')).toBeVisible();
    const grid = page.getByTestId('album-grid');
    await expect(grid.locator('img').first()).toBeVisible();
    expect(await grid.locator('img').count()).toBeGreaterThan(1);
    // The first row is fetched at once with high priority (the largest paint), the rest lazily.
    await expect(grid.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(grid.locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(grid.locator('img').last()).toHaveAttribute('loading', 'lazy');
    await noPlaceholder(page);
  });

  test('garbage query parameters give the first page or a not-found page', async () => {
    for (const q of ['page=abc', 'page=99999999999999999999', 'page=-3', 'page=1e400']) {
      const res = await page.goto(`/saved-projects?${q}`);
      expect(res?.status(), q).toBe(200);
      await expect(
        main(page)
          .getByText(/Last edited on/)
          .first(),
      ).toBeVisible();
    }
    const res = await page.goto('/orders/not%20an%20id');
    expect(res?.status()).toBe(404);
    // The order's own not-found page (issue 17 §3), with its way back.
    await expect(main(page)).toContainText('Order not found');
    await expect(main(page).getByRole('link', { name: 'Back to my orders' })).toBeVisible();
  });

  test("'Change delivery address' works as a plain form; a refused post keeps the input", async () => {
    await page.goto('/orders/1001002');
    await page.getByRole('button', { name: 'Change delivery address' }).click();
    await expect(page).toHaveURL(/change=address/);
    await page.getByLabel('Postal code').fill('not a code');
    await page.getByLabel('City').fill('Utrecht-Noord');
    await page.getByRole('button', { name: 'Save address' }).click();
    // The page again: the field error next to the field, everything typed still there.
    await expect(page.getByText('Postal Code must be valid')).toBeVisible();
    await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Postal code')).toHaveValue('not a code');
    await expect(page.getByLabel('City')).toHaveValue('Utrecht-Noord');
    // Corrected, it saves: a 303 back to the order with the confirmation.
    await page.getByLabel('Postal code').fill('1015 CJ');
    await page.getByLabel('City').fill('Amsterdam');
    await page.getByLabel('Country').selectOption('NL');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/orders\/1001002\?s=saved/);
    await expect(page.getByText('Your delivery address has been changed.')).toBeVisible();
    await expect(page.locator('address')).toContainText('1015 CJ Amsterdam');
  });

  test('a refused settings form keeps what was typed and shows the field errors', async () => {
    await page.goto('/settings/new-address');
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Jansen');
    await page.getByLabel('Street').fill('Prinsengracht');
    await page.getByLabel('House number').fill('x');
    await page.getByLabel('Postal code').fill('12');
    await page.getByLabel('City').fill('Amsterdam');
    await page.getByLabel('Country').selectOption('NL');
    await page.getByLabel('Phone').fill('+31 20 123 4567');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('House number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
    for (const [label, value] of [
      ['First name', 'Anna'],
      ['Street', 'Prinsengracht'],
      ['House number', 'x'],
      ['Postal code', '12'],
      ['Phone', '+31 20 123 4567'],
    ] as const)
      await expect(page.getByLabel(label), label).toHaveValue(value);
    await expect(page.getByLabel('Country')).toHaveValue('NL');
  });

  test('a forged or expired form token: a localised page that keeps the input and lets the user retry', async () => {
    await page.goto('/settings/personal-details');
    await page.getByLabel('First name').fill('Sanne-Forged');
    // The token is tampered with on the way, as a stale or forged one would be.
    await page.route('**/settings/personal-details', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('_csrf', `${body.get('_csrf') ?? ''}x`);
      await route.continue({ postData: body.toString() });
    });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(403);
    await page.unroute('**/settings/personal-details');
    await expect(page.getByText('This form had expired, so nothing was saved.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Sanne-Forged');
    await expect(page.locator('body')).not.toContainText('Forbidden');
    // Sending it again (the page carries a fresh token) works; the original name comes back after.
    await page.getByLabel('First name').fill('Sanne');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/s=saved/);
  });

  test('stripped mode survives a refused post, a saved post and the sign-in after sign-out', async () => {
    await page.goto('/settings/personal-details?stripped=true');
    await page.getByLabel('First name').fill('<b>');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveValue('<b>');
    await expect(page.locator('main[data-stripped]')).toHaveCount(1);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.getByLabel('First name').fill('Sanne');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/stripped=true/);
    await expect(page).toHaveURL(/s=saved/);

    await page.goto('/logout?stripped=true');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.searchParams.get('theme') === 'stripped' || u.search.includes('theme%3Dstripped'));
  });
});

test('business: all three invoice tables without JavaScript', async ({ page }) => {
  await signIn(page, 'business@example.com', '/invoices');
  await expect(page.getByRole('heading', { name: 'Current invoices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historical invoices' })).toBeVisible();
  await expect(main(page).locator('table')).toHaveCount(3);
  for (const table of await main(page).locator('table').all()) await expect(table.locator('tbody tr').first()).toBeVisible();
  await noPlaceholder(page);
});

/** Presses a 'Download PDF' button and returns what the browser saved. */
async function pressDownload(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), magic: bytes.subarray(0, 5).toString('latin1') };
}

test("business: every table's 'Download PDF' and the order's invoice save real PDFs without JavaScript", async ({ page }) => {
  await signIn(page, 'business@example.com', '/invoices');
  // One row of each table: current, historical and order-map PDFs; the page stays where it is.
  for (const table of await main(page).locator('table').all()) {
    const saved = await pressDownload(
      page,
      table
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Download PDF/ }),
    );
    expect(saved.magic).toBe('%PDF-');
    expect(saved.name).toMatch(/^(invoice|map)-[A-Za-z0-9._-]+\.pdf$/);
    await expect(page).toHaveURL(/\/invoices/);
  }
  // An order's own invoice, from its details page.
  await page.goto('/orders');
  await main(page).locator('article[data-order]').first().getByRole('link', { name: 'View order details' }).click();
  const invoice = main(page)
    .getByRole('button', { name: /^Download PDF/ })
    .first();
  expect((await pressDownload(page, invoice)).magic).toBe('%PDF-');
});

test("a 'Download PDF' that fails without JavaScript returns to the page with that row's error", async ({ page }) => {
  const account = await throwawayAccount('business');
  await signIn(page, account.email, '/invoices', account.password);
  const row = main(page).locator('table[data-invoices="current"] tbody tr').first();
  const id = await row.getAttribute('data-row');
  // This account's own invoice group file fails (a rule on its id only: nothing shared).
  await ownFault(id ?? '', {
    method: 'GET',
    pathPattern: `^/invoice-api/api/v1/InvoiceGroupFiles/me/${id}$`,
    mode: 'status',
    status: 500,
    times: 1,
  });
  await row.getByRole('button', { name: /^Download PDF/ }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices\\?failed=current%3A${id}$`));
  const again = main(page).locator('table[data-invoices="current"] tbody tr').first();
  await expect(again.getByRole('alert')).toHaveText('Download failed');
  // 'Try again' is the same plain link: now the file arrives.
  expect((await pressDownload(page, again.getByRole('button', { name: /^Try again/ }))).magic).toBe('%PDF-');
});

test("an order's 'Request online version' and 'Reorder' work as plain forms", async ({ page }) => {
  // A throwaway copy of the demo account: the request changes the order.
  const demo = await throwawayAccount('demo');
  await signIn(page, demo.email, '/orders', demo.password);
  // Seed: 12 days old, a photo book produced, its online version not requested.
  await main(page)
    .locator('article[data-order]')
    .filter({ hasText: 'Delivery date not yet known' })
    .first()
    .getByRole('link', { name: 'View order details' })
    .click();
  await page.getByRole('button', { name: 'Request online version' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?s=sent&id=online-/);
  await expect(main(page).getByText('Online version is requested')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request online version' })).toHaveCount(0);

  await page.goto('/orders');
  await main(page)
    .locator('article[data-order]')
    .filter({ hasText: 'Wall calendar' })
    .getByRole('link', { name: 'View order details' })
    .click();
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.waitForURL(/\/shop\/cart\?reorder=/);
});

test("a saved project's 'Delete' without JavaScript: the same confirmation in the page; Cancel keeps it, 'Delete project' deletes it", async ({
  page,
}) => {
  const a = await throwawayAccount('consumer');
  await signIn(page, a.email, '/saved-projects', a.password);
  const first = main(page).locator('article[data-project]').first();
  const id = (await first.getAttribute('data-project')) ?? '';
  const title = ((await first.locator('h2').textContent()) ?? '').trim();
  const card = main(page).locator(`article[data-project="${id}"]`);
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`confirm=${id}`));
  const confirm = page.getByTestId('delete-project-in-page');
  await expect(confirm.getByRole('heading')).toHaveText(`Delete “${title}”?`);
  await expect(confirm).toContainText("This can't be undone.");
  // Cancel deletes nothing.
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('delete-project-in-page')).toHaveCount(0);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByTestId('delete-project-in-page').getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/saved-projects\?s=deleted/);
  await expect(main(page)).toContainText('Project deleted.');
  await expect(card).toHaveCount(0);
});

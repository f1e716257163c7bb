import { expect, test } from '@playwright/test';
import { clearFaultsAfterExclusive, EXCLUSIVE, fault, flushAppCaches } from './support/faults';
import { signInAs } from './support/sign-in';

// The frame's partial failures stay partial, and its popover behaves like every popover
// (account-area §2, §8, §9; issue 17 point 5).

const hydrated = (page: import('@playwright/test').Page) => page.waitForFunction(() => !('$_TSR' in window));

test.afterEach(clearFaultsAfterExclusive);

// Every page's menu fails meanwhile: alone, after the others (support/faults.ts).
test('a failing menu configuration shows the built-in shop menu, not nothing', EXCLUSIVE, async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/');
  await hydrated(page);
  const menu = page.getByTestId('shop-menu');
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveAttribute('data-fallback');

  await fault({ pathPattern: '^/public-conf/', method: 'GET', mode: 'status', status: 503 });
  await flushAppCaches(); // the first view's menu is in the edge cache (issue 18 §4)
  await page.reload();
  await hydrated(page);
  await expect(menu).toHaveAttribute('data-fallback', '');
  const allProducts = menu.getByRole('link', { name: 'All products' });
  await expect(allProducts).toBeVisible();
  await expect(allProducts).toHaveAttribute('href', /^https:\/\//);
  await expect(menu.getByRole('link', { name: 'Shop home page' })).toBeVisible();
});

test('the Help popover closes by itself after 10 seconds, but not while it has the focus', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'demo@example.com', '/');
  await hydrated(page);
  // The popover's code is its own chunk, fetched as the page hydrates (opened earlier, its 10 s
  // start when it arrives).
  await page.waitForLoadState('networkidle');
  const help = page.locator('#help-chat');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(help).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(help).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(help).toBeHidden();

  // Focus inside (a keyboard user reading it): it stays until the focus leaves.
  await page.getByRole('button', { name: 'Help' }).click();
  await help.getByRole('link').focus();
  await page.clock.runFor(11_000);
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

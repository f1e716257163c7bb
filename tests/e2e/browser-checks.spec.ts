import { expect, test } from '@playwright/test';
import { reloadWithStoredFlags } from './support/settle';
import { signInAs } from './support/sign-in';

test('blocked site data shows the block-cookies page', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/orders');
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Please enable site data and cookies in your browser to use the website');
});

test('a local-storage flag switches a feature off (the page loads once more, with the cookie that mirrors it)', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/');
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Saved photos' })).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('PhotoManagementTimelineViewEnabled', 'false'));
  await reloadWithStoredFlags(page, 'PhotoManagementTimelineViewEnabled=false');
  await expect(menu.getByRole('link', { name: 'Saved photos' })).toHaveCount(0);
  // An unparsable value is ignored: the default (on) applies again.
  await page.evaluate(() => window.localStorage.setItem('PhotoManagementTimelineViewEnabled', 'nope'));
  await reloadWithStoredFlags(page, '');
  await expect(menu.getByRole('link', { name: 'Saved photos' })).toBeVisible();
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/env';
import { throwawayAccount } from '../support/upstream-admin';
import { idle, reloadWithStoredFlags } from './support/settle';
import { signInAs } from './support/sign-in';
import { aucklandStamp } from './support/zip-name';

// Issue 34 §5, defects whose fixes had no test of their own: a 0-byte file's size in the upload
// list, a zip's name in the brand's language and the customer's local time, and a flag stored in
// local storage that differs from the server's (it broke the albums page's hydration, #418).

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'));
const hydrated = (page: import('@playwright/test').Page) => page.waitForFunction(() => !('$_TSR' in window));

test("a 0-byte file is listed as '0 KB' (not '1 KB'); a small one as '1 KB'", async ({ page }) => {
  const account = await throwawayAccount('empty');
  await signInAs(page, account.email, '/my-photos/photos', account.password);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await dialog.getByTestId('upload-input').setInputFiles([
    { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
    { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(100) },
  ]);
  const item = (name: string) => dialog.getByTestId('upload-item').filter({ hasText: name });
  await expect(item('empty.jpg')).toContainText('0 KB');
  await expect(item('empty.jpg')).not.toContainText('1 KB');
  await expect(item('tiny.jpg')).toContainText('1 KB');
});

test.describe('in New Zealand time, on the Dutch brand', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test("a zip is named in the brand's language and the customer's local time ('Foto’s 2026-11-30 13-05')", async ({ page }) => {
    const nl = catalogue('nl-NL');
    const account = await throwawayAccount('consumer');
    await signInAs(page, account.email, brandUrl('photobloom-nl', '/my-photos/photos'), account.password);
    await hydrated(page);
    await page.waitForSelector('[data-hydrated]', { state: 'attached' });
    const tiles = page.locator('section[data-month] button[data-photo-id]');
    await expect(tiles.nth(1)).toBeVisible();
    await page.getByRole('button', { name: nl['photos.select.start'], exact: true }).click();
    await tiles.nth(0).click();
    await tiles.nth(1).click();
    const before = aucklandStamp(new Date());
    const job = page.waitForRequest((r) => r.url().includes('/api/download/') && r.url().endsWith('downloads') && r.method() === 'POST');
    await page.getByRole('toolbar').getByRole('button', { name: nl['photos.actions.download'] }).click();
    const name = ((await job).postDataJSON() as { name: string }).name;
    const after = aucklandStamp(new Date());
    expect(nl['downloads.zipName']).toBe('Foto’s');
    expect([`Foto’s ${before}`, `Foto’s ${after}`]).toContain(name);
  });
});

test('a flag stored in local storage applies to the albums page without a hydration error, on every load', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The demo account has albums shared with it; the flag lives in this browser only.
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  const sharedWithYou = page.getByRole('region', { name: 'Shared with you' });
  await expect(sharedWithYou).toBeVisible();
  await page.evaluate(() => localStorage.setItem('PhotoManagementSharedAlbumsViewEnabled', 'false'));
  // The first load after a change was rendered without it: the page loads itself once more, now
  // with the flags cookie that mirrors local storage; later loads have the flag from the start.
  for (const load of ['first', 'second']) {
    if (load === 'first') await reloadWithStoredFlags(page, 'PhotoManagementSharedAlbumsViewEnabled=false');
    else await page.reload();
    await hydrated(page);
    await idle(page);
    await expect(sharedWithYou, `${load} load after the change`).toHaveCount(0);
    expect(errors, `${load} load after the change`).toEqual([]);
  }
  // An unparsable stored value is ignored: the server's flag (on) shows again, still without an error.
  await page.evaluate(() => localStorage.setItem('PhotoManagementSharedAlbumsViewEnabled', 'nope'));
  await reloadWithStoredFlags(page, '');
  await hydrated(page);
  await idle(page);
  await expect(sharedWithYou).toBeVisible();
  expect(errors).toEqual([]);
});

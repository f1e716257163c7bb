import { expect, test } from '@playwright/test';
import { PNG_160x120 } from '../../upstream/test/fixtures/photo-fixtures';
import { openTimeline } from './push-helpers';
import { section } from './support/timeline';

// Issue 34 §3: a photo without a date taken is placed by its upload date (as Google Photos does),
// not sent to 'Unknown Date' at the very bottom, and the upload dialog ends with a link to it.

test('a photo without a date taken lands in the month of its upload; the dialog says so and links there', async ({ page }) => {
  await openTimeline(page, 'demo');
  // Far from the newest months: the link must bring the timeline back to the upload's month.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await dialog
    .getByTestId('upload-input')
    .setInputFiles([{ name: 'scan-no-date.png', mimeType: 'image/png', buffer: Buffer.from(PNG_160x120, 'base64') }]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  const now = new Date();
  const key = `${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`;
  const label = now.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const item = dialog.getByTestId('upload-item').filter({ hasText: 'scan-no-date.png' });
  // The dialog stays open to say where the photo went.
  await expect(item).toHaveAttribute('data-status', 'done');
  await expect(item).toContainText(`No date taken, so it is in ${label}, the month you uploaded it.`);
  await item.getByRole('link', { name: 'Show me' }).click();

  await expect(dialog).toBeHidden();
  const month = section(page, key);
  await expect(month).toBeInViewport();
  // The newest photo of its month (placed at its upload time), so its first tile.
  await expect(month.locator('button[data-photo-id]').first()).toHaveAccessibleName('Open scan-no-date.png');
  // The month left the address again: back from a preview, the scroll position returns instead.
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
});

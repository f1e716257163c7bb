import { expect, type Page, test } from '@playwright/test';
import { JPEG_640x480_EXIF_2021_06_15, PNG_160x120 } from '../../upstream/test/fixtures/photo-fixtures';
import { openTimeline, photosTab } from './push-helpers';
import { clearFaultsAfterExclusive, EXCLUSIVE, fault } from './support/faults';

// Issue 34 §3: 'Cancel' on an upload means the photo is not kept, whenever it is pressed, and the
// same file sent again (a retry, picked twice) is recognised by its content and never stored twice.

test.afterEach(clearFaultsAfterExclusive);

const JPEG = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_640x480_EXIF_2021_06_15, 'base64') });
const PNG = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_160x120, 'base64') });

async function openUpload(page: Page) {
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  const item = (name: string) => dialog.getByTestId('upload-item').filter({ hasText: name });
  return { dialog, item };
}

/** The library's count after a reload: what the upstream holds, not what the page remembers. */
async function expectStored(page: Page, tab: string): Promise<void> {
  await page.reload();
  await expect(photosTab(page)).toHaveText(tab, { timeout: 30_000 });
}

test('cancelled while the file is still on its way: the transfer stops and nothing is stored', async ({ page }) => {
  test.setTimeout(120_000);
  await openTimeline(page, 'empty');
  // A slow uplink (2 KB/s): the photo takes many seconds to go.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 });
  const { dialog, item } = await openUpload(page);
  await dialog.getByTestId('upload-input').setInputFiles([JPEG('slow.jpg')]);
  await expect(item('slow.jpg')).toHaveAttribute('data-status', 'ready');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(item('slow.jpg')).toHaveAttribute('data-status', 'uploading');
  await item('slow.jpg').getByRole('button', { name: 'Cancel uploading slow.jpg' }).click();
  await expect(item('slow.jpg')).toHaveAttribute('data-status', 'cancelled');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectStored(page, 'Photos (-)'); // an empty library's count (photo spec)
});

test(`cancelled after the whole file went (the answer still coming): what arrived is removed again ${EXCLUSIVE.tag}`, async ({ page }) => {
  test.setTimeout(120_000);
  await openTimeline(page, 'empty');
  // The upstream takes 4 s before it stores the upload (a global rule: this test runs alone).
  await fault({ method: 'POST', pathPattern: '^/storage-api/uploads$', mode: 'delay', delayMs: 4_000, times: 1 });
  const { dialog, item } = await openUpload(page);
  await dialog.getByTestId('upload-input').setInputFiles([PNG('late.png')]);
  await expect(item('late.png')).toHaveAttribute('data-status', 'ready');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // Every byte has gone (the progress is full); the answer is not there yet.
  await expect(item('late.png').locator('progress')).toHaveAttribute('value', '1');
  await expect(item('late.png')).toHaveAttribute('data-status', 'uploading');
  const answered = page.waitForResponse((r) => r.url().includes('/api/storage/uploads?filename=late.png'));
  const removed = page.waitForRequest((r) => r.url().includes('/api/photo/photos') && r.method() === 'DELETE');
  await item('late.png').getByRole('button', { name: 'Cancel uploading late.png' }).click();
  await expect(item('late.png')).toHaveAttribute('data-status', 'cancelled');
  expect((await answered).status()).toBe(201);
  await removed;
  await expect(item('late.png')).toContainText('Upload cancelled');
  await expectStored(page, 'Photos (-)'); // an empty library's count (photo spec)
});

test('the same photo sent again is recognised and not stored twice; nor is a retry after a lost answer', async ({ page }) => {
  test.setTimeout(120_000);
  await openTimeline(page, 'empty');
  const first = await openUpload(page);
  await first.dialog.getByTestId('upload-input').setInputFiles([PNG('drawing.png')]);
  await first.dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(photosTab(page)).toHaveText('Photos (1)', { timeout: 30_000 });
  // A PNG has no date taken: the dialog stays to say where it went (upload-undated.spec.ts).
  await first.dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The same bytes under another name; and a new photo whose answer is lost on the way back (the
  // upstream stored it, the page cannot know): its retry is recognised, not stored again.
  const { dialog, item } = await openUpload(page);
  let loseAnswer = true;
  await page.route(/\/api\/storage\/uploads\?filename=summer\.jpg$/, async (route) => {
    if (!loseAnswer) return route.fallback();
    loseAnswer = false;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await dialog.getByTestId('upload-input').setInputFiles([PNG('copy.png'), JPEG('summer.jpg')]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(item('copy.png')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(item('copy.png')).toContainText('Already in your library: not uploaded again');
  await expect(item('summer.jpg')).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await item('summer.jpg').getByRole('button', { name: 'Retry' }).click();
  await expect(item('summer.jpg')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(item('summer.jpg')).toContainText('Already in your library: not uploaded again');
  await expectStored(page, 'Photos (2)');
});

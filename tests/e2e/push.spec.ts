import { expect, test } from '@playwright/test';
import { HEIC_320x240, JPEG_640x480_EXIF_2021_06_15, PNG_160x120, TEXT_AS_JPG } from '../../upstream/test/fixtures/photo-fixtures';
import {
  countDownloads,
  downloadButton,
  expectSavedOnly,
  hydrated,
  nextJob,
  openTimeline,
  photosTab,
  selectPhotos,
  signalArchive,
  throwawayAccount,
  tiles,
  toast,
  zipEntries,
} from './push-helpers';
import { ownFault } from './support/faults';
import { signInAs } from './support/sign-in';

// Issue 7: zip downloads over the push socket (also across a reload), import activation of a
// NOT_ACTIVE library, and the 'Upload photos' dialog, in Chromium against the embedded upstream.

test('select 5 photos → Preparing download... → the zip is saved once and holds the 5 photos', async ({ page }) => {
  test.setTimeout(120_000);
  const { userId } = await openTimeline(page, 'consumer');
  await selectPhotos(page, 5);
  const seen = countDownloads(page);
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  const job = nextJob(page);
  await downloadButton(page).click();
  await expect(toast(page, 'Preparing download...')).toBeVisible();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await zipEntries(download);
  const names = Object.keys(entries);
  expect(names).toHaveLength(5);
  for (const name of names) expect(entries[name]!.byteLength).toBeGreaterThan(100);
  await expect(toast(page, 'Downloaded')).toBeVisible();
  // Duplicate or replayed events never save it again: a second archive-finished for the same job
  // (another message id, so the hub stores and sends it) arrives, and nothing is downloaded.
  await signalArchive(userId, 'archive-finished', await job);
  await expectSavedOnly(page, seen);
});

test('a reload during the archive job still saves the zip, once', async ({ page, browser }) => {
  test.setTimeout(180_000); // the job, a reload, the list and the same again without JavaScript
  // The tab never sees the job's archive-finished frame before the reload: the reloaded tab must
  // get the zip from its stored cursor (replay) and its pending job in sessionStorage.
  let hold = true;
  let finishedHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (finishedHeld = resolve));
  await page.routeWebSocket(/\/push$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((frame) => {
      if (hold && typeof frame === 'string' && frame.includes('"archive-finished"')) return finishedHeld();
      ws.send(frame);
    });
  });
  const account = await openTimeline(page, 'consumer');
  await selectPhotos(page, 5);
  const seen = countDownloads(page);
  const started = page.waitForResponse((r) => r.url().includes('/api/download/downloads') && r.request().method() === 'POST');
  await downloadButton(page).click();
  expect((await started).status()).toBe(202);
  await held;
  expect(seen.downloads).toHaveLength(0);
  hold = false;
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await page.reload();
  const entries = await zipEntries(await saved);
  expect(Object.keys(entries)).toHaveLength(5);
  await hydrated(page);
  await expectSavedOnly(page, seen);
  // The job is listed on /downloads with a re-download.
  await page.goto('/downloads');
  await hydrated(page);
  await expect(page.getByTestId('download-item').first()).toContainText('Ready');
  const again = page.waitForEvent('download');
  await page
    .getByTestId('download-item')
    .first()
    .getByRole('link', { name: /^Download again / })
    .click();
  expect(Object.keys(await zipEntries(await again))).toHaveLength(5);

  // Without JavaScript the same link saves the zip through the worker's fresh signed link.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plainPage = await plain.newPage();
    await signInAs(plainPage, account.email, '/downloads', account.password);
    const plainSaved = plainPage.waitForEvent('download');
    await plainPage
      .getByTestId('download-item')
      .first()
      .getByRole('link', { name: /^Download again / })
      .click();
    expect(Object.keys(await zipEntries(await plainSaved))).toHaveLength(5);
    // A link the Download API refuses comes back to the list with that item's error.
    const item = plainPage.getByTestId('download-item').first();
    const link = item.getByRole('link', { name: /^Download again / });
    const id = /\/downloads\/([^/]+)\/zip$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
    await ownFault(id, { pathPattern: `^/download-api/downloads/${id}/url$`, mode: 'status', status: 500, times: 1 });
    await link.click();
    await expect(plainPage).toHaveURL(/\/downloads\?failed=/);
    await expect(plainPage.getByTestId('download-item').first().getByRole('alert')).toHaveText(
      'Error: Your photos could not be downloaded',
    );
  } finally {
    await plain.close();
  }
});

test('a job started on the photos page still arrives when the tab has loaded another page (root resume)', async ({ page }) => {
  test.setTimeout(120_000);
  let hold = true;
  let finishedHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (finishedHeld = resolve));
  await page.routeWebSocket(/\/push$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((frame) => {
      if (hold && typeof frame === 'string' && frame.includes('"archive-finished"')) return finishedHeld();
      ws.send(frame);
    });
  });
  await openTimeline(page, 'consumer');
  await selectPhotos(page, 3);
  const seen = countDownloads(page);
  const job = nextJob(page);
  await downloadButton(page).click();
  await job;
  await held;
  hold = false;
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  // A full page load of a page without any download feature of its own.
  await page.goto('/orders');
  expect(Object.keys(await zipEntries(await saved))).toHaveLength(3);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(toast(page, 'Downloaded')).toBeVisible();
  await expectSavedOnly(page, seen);
});

test('a NOT_ACTIVE library (like new@example.com) → import → importing → the filled timeline', async ({ page }) => {
  test.setTimeout(120_000);
  // The 10 s finish delay passes on the page's clock.
  await page.clock.install();
  // A fresh account of the seeded new@example.com's profile: no earlier run or test can have imported it.
  await openTimeline(page, 'not-activated');
  const state = page.getByTestId('library-state');
  // The status streams in after the shell; on a loaded CI machine that can take a few seconds.
  await expect(state).toContainText('Your photos are not in your library yet', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Import my photos' }).click();
  await expect(state).toHaveAttribute('data-view', /importing|finishing/);
  // import-finished, then the 10 s finish delay, then the timeline with the imported photos.
  await expect(state).toHaveAttribute('data-view', 'finishing', { timeout: 60_000 });
  await page.clock.runFor(10_000);
  await expect(tiles(page).first()).toBeVisible({ timeout: 60_000 });
  await expect(state).toHaveCount(0);
  await expect(photosTab(page)).toHaveText('Photos (30)');
});

test('upload a jpeg, a png and a heic; a text file renamed .jpg is refused; the photos appear', async ({ page }) => {
  test.setTimeout(120_000);
  await openTimeline(page, 'empty');
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Or drag and drop your photos here.')).toBeVisible();
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  // An overlay click does not close it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByTestId('upload-input').setInputFiles([
    { name: 'summer.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_640x480_EXIF_2021_06_15, 'base64') },
    { name: 'drawing.png', mimeType: 'image/png', buffer: Buffer.from(PNG_160x120, 'base64') },
    { name: 'phone.heic', mimeType: 'image/heic', buffer: Buffer.from(HEIC_320x240, 'base64') },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(TEXT_AS_JPG, 'base64') },
  ]);
  const item = (name: string) => dialog.getByTestId('upload-item').filter({ hasText: name });
  await expect(item('notes.jpg')).toHaveAttribute('data-status', 'invalid');
  await expect(item('notes.jpg').getByRole('alert')).toHaveText('This file is not a JPEG, PNG or HEIC photo.');
  await expect(upload).toBeEnabled();
  await upload.click();
  for (const name of ['summer.jpg', 'drawing.png', 'phone.heic']) {
    await expect(item(name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  }
  await expect(item('notes.jpg')).toHaveAttribute('data-status', 'invalid');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tiles(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(photosTab(page)).toHaveText('Photos (3)');
});

test('on a touch device the drag-and-drop hint is hidden', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: process.env.APP_URL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const { email, password } = await throwawayAccount('empty');
  await signInAs(page, email, '/my-photos/photos', password);
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Add photos' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(dialog.getByText('JPEG, PNG and HEIC photos up to 50 MB.')).toBeVisible();
  await expect(dialog.getByText('Or drag and drop your photos here.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

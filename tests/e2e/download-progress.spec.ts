import { expect, type Page, test } from '@playwright/test';
import {
  countDownloads,
  downloadButton,
  expectSavedOnly,
  nextJob,
  openTimeline,
  selectPhotos,
  signalArchive,
  tiles,
  toast,
  zipEntries,
} from './push-helpers';
import { ownFault } from './support/faults';

// Issue 34 §3: a zip download's toast shows how far the archive job is (the upstream's own count
// of photos in the zip) and can be cancelled: then no zip is saved, also when 'ready' comes later.

/**
 * Holds each photo of this account's archive jobs `delayMs` in the upstream's job (a development
 * fault named by the throwaway account's own id, so no other test's job meets it).
 */
const holdEachPhoto = (userId: string, delayMs: number, times: number) =>
  ownFault(userId, { pathPattern: `^/jobs/archive-photo/${userId}$`, method: 'JOB', mode: 'delay', delayMs, times });

const progressToast = (page: Page) => page.getByTestId('toast').filter({ has: page.getByRole('progressbar') });

/** The file names of the first `n` tiles, from their labels ('Select IMG_0001.jpg'). */
async function tileNames(page: Page, n: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(((await tiles(page).nth(i).getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
  return names;
}

test('the toast counts the photos in the zip; Cancel (keyboard) stops the job: no zip, also when ready arrives later', async ({ page }) => {
  test.setTimeout(120_000);
  const { userId } = await openTimeline(page, 'consumer');
  await holdEachPhoto(userId, 1_500, 6);
  await selectPhotos(page, 6);
  const seen = countDownloads(page);
  const job = nextJob(page);
  await downloadButton(page).click();
  await expect(toast(page, 'Preparing download...')).toBeVisible();

  // The job's own count, as the upstream reports it: 'n of 6 photos' beside a determinate bar.
  const running = progressToast(page);
  const bar = running.getByRole('progressbar', { name: 'Downloading photos' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-5]$/, { timeout: 20_000 });
  await expect(bar).toHaveAttribute('aria-valuemax', '6');
  await expect(bar).toHaveAttribute('aria-valuetext', /^[1-5] of 6 photos$/);
  await expect(running.getByTestId('download-progress-count')).toHaveText(/^[1-5] of 6 photos$/);

  // Cancel is a real button, reached and pressed with the keyboard.
  const cancelled = page.waitForResponse((r) => /\/api\/download\/downloads\/[^/]+\/cancel$/.test(r.url()));
  const cancel = running.getByRole('button', { name: 'Cancel download' });
  await expect(cancel).toHaveText('Cancel');
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Download cancelled')).toBeVisible();
  await expect(progressToast(page)).toHaveCount(0);
  // The upstream's job was stopped (its answer: CANCELLED).
  const answer = await cancelled;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ downloadId: await job, status: 'CANCELLED' });
  // The tab waits for nothing: a 'ready' that comes after all saves nothing, and the confirmation goes.
  await expectSavedOnly(page, seen, 0);
  await signalArchive(userId, 'archive-finished', await job);
  await expect(toast(page, 'Download cancelled')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(seen.downloads).toHaveLength(0);
  // A reload does not bring it back.
  await page.reload();
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(seen.downloads).toHaveLength(0);
});

test('a full download shows its progress and still saves the zip with the selected photos, once', async ({ page }) => {
  test.setTimeout(120_000);
  const { userId } = await openTimeline(page, 'consumer');
  await holdEachPhoto(userId, 1_200, 4);
  await selectPhotos(page, 4);
  const names = await tileNames(page, 4);
  const seen = countDownloads(page);
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await downloadButton(page).click();
  await expect(progressToast(page).getByTestId('download-progress-count')).toHaveText(/^[1-3] of 4 photos$/, { timeout: 20_000 });
  const entries = await zipEntries(await saved);
  expect(Object.keys(entries).sort()).toEqual([...names].sort());
  for (const name of names) expect([entries[name]![0], entries[name]![1]]).toEqual([0xff, 0xd8]);
  await expect(toast(page, 'Downloaded')).toBeVisible();
  await expect(progressToast(page)).toHaveCount(0);
  await expectSavedOnly(page, seen);
});

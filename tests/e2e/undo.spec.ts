import { type Page, type Request, test } from '@playwright/test';
import { tiles as albumTiles, createAlbum, hydrated as routerHydrated } from './support/albums';
import { clearFaults, clearFaultsAfterExclusive, EXCLUSIVE, fault } from './support/faults';
import { requestsSeen } from './support/settle';
import { signInAs } from './support/sign-in';
import { expect, hydrated, monthsOf, openTimeline, section, throwawayAccount, tileIds, tiles, timeline } from './support/timeline';

// Issue 16 §1 and §2: nothing is lost by one click (deletes and removes wait for their undo toast;
// the page going away inside the window sends them with keepalive), failures never look like
// success (a failed preview delete returns to its photo with the message; one failing newest month
// shows only its own error). The undo window's 5 s pass on the page's clock (`page.clock`): at once
// where a test waits for them, as usual everywhere else.

/** DELETE_MAX_RETRIES (3) + the first attempt: a batch failing this often is rolled back. */
const DELETE_ATTEMPTS = 4;
/** The undo window (5 s) with room for a loaded machine. */
const AFTER_WINDOW = 15_000;

test.describe.configure({ timeout: 150_000 });

test.afterEach(clearFaultsAfterExclusive);

/** DELETE requests the page sends to `path` (a RegExp over the app's /api URL). */
function deletes(page: Page, path: RegExp): Request[] {
  const out: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && path.test(new URL(r.url()).pathname)) out.push(r);
  });
  return out;
}
const PHOTOS_DELETE = /^\/api\/photo\/photos$/;
const undoToast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function selectFirst(page: Page, n: number): Promise<string[]> {
  const ids = (await tileIds(page)).slice(0, n);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (const id of ids) await page.locator(`button[data-photo-id="${id}"]`).click();
  await expect(page.locator('#main').getByText(`${n} selected`)).toBeVisible();
  return ids;
}

test('timeline: selected photos leave at once with an undo toast; Undo puts them back in place without a request, and a reload still has them', async ({
  page,
}) => {
  const account = await throwawayAccount('consumer');
  const sent = deletes(page, PHOTOS_DELETE);
  await page.clock.install();
  await openTimeline(page, account.email, account.password);
  const before = (await tileIds(page)).slice(0, 8);
  const ids = await selectFirst(page, 2);
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();

  const toast = undoToast(page, '2 photos deleted');
  await expect(toast).toBeVisible();
  for (const id of ids) await expect(timeline(page).locator(`[data-photo-id="${id}"]`)).toHaveCount(0);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast).toHaveCount(0);
  // Back where they were.
  await expect.poll(async () => (await tileIds(page)).slice(0, 8)).toEqual(before);
  // The window has long passed: nothing was sent.
  await page.clock.runFor(6_000);
  await requestsSeen(page);
  expect(sent).toHaveLength(0);
  await page.reload();
  await hydrated(page);
  await expect.poll(async () => (await tileIds(page)).slice(0, 8)).toEqual(before);
});

test('timeline: the DELETE goes out when the toast ends (held while hovered), and the photos stay deleted', async ({ page }) => {
  const account = await throwawayAccount('consumer');
  const sent = deletes(page, PHOTOS_DELETE);
  await page.clock.install();
  await openTimeline(page, account.email, account.password);
  const total = (await monthsOf(page)).reduce((n, m) => n + m.count, 0);
  await expect(page.getByRole('link', { name: `Photos (${total})` })).toBeVisible();
  const [id] = await selectFirst(page, 1);
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  const toast = undoToast(page, '1 photo deleted');
  await expect(toast).toBeVisible();
  // The tab count follows at once.
  await expect(page.getByRole('link', { name: `Photos (${total - 1})` })).toBeVisible();
  // Hovered, the window does not end.
  await toast.hover();
  await page.clock.runFor(7_000);
  await expect(toast).toBeVisible();
  await requestsSeen(page);
  expect(sent).toHaveLength(0);
  // Left, it runs out.
  await page.mouse.move(5, 600);
  await page.clock.runFor(5_000);
  await expect(toast).toHaveCount(0, { timeout: AFTER_WINDOW });
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.postDataJSON()).toEqual({ photoIds: [id] });
  await page.reload();
  await hydrated(page);
  await expect(tiles(page).first()).toBeVisible();
  expect(await tileIds(page)).not.toContain(id);
  await expect(page.getByRole('link', { name: `Photos (${total - 1})` })).toBeVisible();
});

test('the page reloaded or closed inside the window: what the user saw deleted is deleted (keepalive), nothing else', async ({
  page,
  context,
}) => {
  const account = await throwawayAccount('consumer');
  await openTimeline(page, account.email, account.password);
  const shown = (await tileIds(page)).slice(0, 6);

  // Reloaded a moment after the click.
  const [first] = await selectFirst(page, 1);
  const sent = deletes(page, PHOTOS_DELETE);
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await expect(undoToast(page, '1 photo deleted')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(tiles(page).first()).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toEqual({ photoIds: [first] });
  // Hidden as the page hydrates (the server rendered it before the DELETE may have landed).
  await expect.poll(() => tileIds(page), { timeout: 3000 }).not.toContain(first);
  const afterReload = await tileIds(page);
  for (const id of shown.slice(1)) expect(afterReload).toContain(id);

  // Closed a moment after the click (the browser runs the page's unload events).
  const [second] = await selectFirst(page, 1);
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await expect(undoToast(page, '1 photo deleted')).toBeVisible();
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  await next.goto('/my-photos/photos');
  await hydrated(next);
  await expect(tiles(next).first()).toBeVisible();
  await expect.poll(() => tileIds(next), { timeout: 3000 }).not.toContain(second);
  const afterClose = await tileIds(next);
  for (const id of shown.slice(2)) expect(afterClose).toContain(id);

  // The page shows at once what the user left (the ids sent on leaving are remembered for a minute:
  // src/features/library/sent-on-leave.ts); the server has the reloaded page's deletion too, within
  // seconds. (The closed page's keepalive request is not asserted on the server: Playwright's
  // page.close tears the target down, and CI showed its request does not always leave.)
  await next.evaluate(() => localStorage.removeItem('photos.sentOnLeave'));
  await expect
    .poll(
      async () => {
        await next.reload();
        await hydrated(next);
        await expect(tiles(next).first()).toBeVisible();
        const ids = await tileIds(next);
        return [first].filter((id) => ids.includes(id!));
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toEqual([]);
});

test('remove from album: undo keeps the photo in the album with no request; after the toast it is removed', async ({ page }) => {
  const account = await throwawayAccount('consumer');
  await page.clock.install();
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await routerHydrated(page);
  await createAlbum(page, 'Undo me');
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  const choices = picker.getByRole('button', { name: /^Select / });
  for (let i = 0; i < 2; i++) await choices.nth(i).click();
  await picker.getByRole('button', { name: 'Add 2 photos' }).click();
  await expect(page.getByTestId('album-count')).toHaveText('2 photos');
  await expect(albumTiles(page)).toHaveCount(2);
  const order = await albumTiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')!));
  const sent = deletes(page, /^\/api\/photo\/albums\/[^/]+\/photos$/);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await albumTiles(page).nth(0).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Remove from album' }).click();
  const toast = undoToast(page, 'Photo removed from Undo me');
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('album-count')).toHaveText('1 photo');
  await expect(albumTiles(page)).toHaveCount(1);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('album-count')).toHaveText('2 photos');
  await expect.poll(() => albumTiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')!))).toEqual(order);
  await page.clock.runFor(6_000);
  await requestsSeen(page);
  expect(sent).toHaveLength(0);
  await page.reload();
  await expect(page.getByTestId('album-count')).toHaveText('2 photos');
  await routerHydrated(page);

  // Left to end: removed on the server.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await albumTiles(page).nth(0).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Remove from album' }).click();
  await expect(undoToast(page, 'Photo removed from Undo me')).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(undoToast(page, 'Photo removed from Undo me')).toHaveCount(0, { timeout: AFTER_WINDOW });
  await expect.poll(() => sent.length).toBe(1);
  await page.reload();
  await expect(page.getByTestId('album-count')).toHaveText('1 photo');
  await expect(albumTiles(page)).toHaveCount(1);
});

// Global faults (every user's photo delete, every user's month): alone, after the others (support/faults.ts).
test(
  'a failed delete in the preview returns the viewer to the photo with the message; the photo is still there',
  EXCLUSIVE,
  async ({ page }) => {
    const account = await throwawayAccount('consumer');
    await page.clock.install();
    await openTimeline(page, account.email, account.password);
    const [first, second] = await tileIds(page);
    await tiles(page).nth(1).dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${second}$`));
    const dialog = page.getByRole('dialog', { name: /^Photo preview: / });
    await expect(dialog.locator('img')).toBeVisible();
    await fault({ pathPattern: '^/photo-management/photos$', method: 'DELETE', mode: 'status', status: 500, times: DELETE_ATTEMPTS });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // At once on the neighbour, with the undo toast.
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${first}$`));
    await expect(undoToast(page, '1 photo deleted')).toBeVisible();
    // The window ends, every attempt fails: back on the photo, the message in the viewer.
    await page.clock.runFor(6_000);
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${second}$`), { timeout: 30_000 });
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photo could not be deleted');
    await expect(dialog.locator('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close preview' }).click();
    await expect(tiles(page).first()).toBeVisible();
    expect(await tileIds(page)).toContain(second);
  },
);

test(
  'one failing month among the newest three shows only its own error and retry; header, tabs, banner, select and the other months stay',
  EXCLUSIVE,
  async ({ page }) => {
    const account = await throwawayAccount('consumer');
    await signInAs(page, account.email, '/my-photos/albums', account.password);
    const months = await monthsOf(page);
    expect(months.length).toBeGreaterThanOrEqual(2);
    const broken = months[1]!;
    const [y, m] = broken.key.split('/');
    await fault({ pathPattern: `^/photo-management/photos/timeline/${y}/${m}$`, method: 'GET', mode: 'status', status: 500 });
    await page.goto('/my-photos/photos');
    await hydrated(page);

    await expect(section(page, broken.key).getByRole('alert')).toContainText('Error: Your photos could not be loaded');
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'My photos', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Photos \(/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
    await expect(tiles(page, months[0]!.key).first()).toBeVisible();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(page.locator('#main').getByText('0 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await clearFaults();
    await section(page, broken.key).getByRole('button', { name: 'Try again' }).click();
    await expect(tiles(page, broken.key).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  },
);

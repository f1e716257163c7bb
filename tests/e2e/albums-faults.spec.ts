import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAlbum, hydrated, tiles } from './support/albums';
import { clearFaultsAfterExclusive, EXCLUSIVE, fault, ownFault } from './support/faults';
import { signInAs } from './support/sign-in';
import { throwawayAccount } from './support/timeline';

// Issue 6, "Bad input and faults": foreign and deleted albums, failed adds / removes / deletes and
// hand-offs (the album stays as the server has it, with the spec's message), double submits.
// Faults are injected into this stack's own upstream (/__admin/faults): on the test's own album
// where the path names it, otherwise alone and cleared after the test (support/faults.ts).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

/** A modal's own message: toasts render inside the top dialog too (components/overlay), each its own alert. */
const MODAL_ALERT = '[role="alert"]:not([data-testid="toast"])';
const ERROR_ALBUM = 'Unable to display album. Please refresh the page or try again later.';

test.afterEach(clearFaultsAfterExclusive);

/** A fresh consumer account (own photos, nothing shared) signed in on the albums list. */
async function freshAccount(page: Page) {
  const account = await throwawayAccount('consumer');
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);
}

/** Adds the first `n` library photos through the in-app picker. */
async function addFromPicker(page: Page, n: number) {
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  const choices = picker.getByRole('button', { name: /^Select / });
  for (let i = 0; i < n; i++) await choices.nth(i).click();
  await picker.getByRole('button', { name: n === 1 ? 'Add 1 photo' : `Add ${n} photos` }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('album-count')).toHaveText(n === 1 ? '1 photo' : `${n} photos`);
}

test("another user's album and a deleted album show the album error state", async ({ page, browser }) => {
  // friend@example.com's own album id, read through the app's /api as friend.
  const friend = await browser.newPage();
  await signInAs(friend, 'friend@example.com', '/my-photos/albums');
  const res = await friend.request.get('/api/photo/albums?limit=49');
  expect(res.ok()).toBe(true);
  const { albums } = (await res.json()) as { albums: { albumId: string }[] };
  const foreignId = albums[0]!.albumId;
  await friend.close();

  await freshAccount(page);
  await page.goto(`/my-photos/albums/${foreignId}`);
  await expect(page.getByRole('alert')).toHaveText(ERROR_ALBUM);
  await page.getByRole('link', { name: 'My albums' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);

  // A deleted album: its old address shows the same error state.
  await hydrated(page);
  await createAlbum(page, 'Short-lived');
  const url = page.url();
  await page.getByRole('button', { name: 'Delete album' }).click();
  await page.getByRole('dialog', { name: 'Delete album' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  await page.goto(url);
  await expect(page.getByRole('alert')).toHaveText(ERROR_ALBUM);
});

test('a double submit creates one album', EXCLUSIVE, async ({ page }) => {
  await freshAccount(page);
  const name = `Once ${Date.now()}`;
  // A slow create: the second and third submits arrive while the first is in flight.
  await fault({ pathPattern: '^/photo-management/albums$', method: 'POST', mode: 'delay', delayMs: 1500, times: 3 });
  await page.getByRole('button', { name: 'New album' }).click();
  const create = page.getByRole('dialog', { name: 'Create new album' });
  await create.getByLabel('Album name').fill(name);
  await create.getByLabel('Album name').press('Enter');
  await create.getByLabel('Album name').press('Enter');
  await create.getByRole('button', { name: 'Create' }).click({ force: true });
  await expect(page.getByTestId('album-title')).toHaveText(name);
  const res = await page.request.get('/api/photo/albums?limit=49');
  const { albums } = (await res.json()) as { albums: { albumName: string }[] };
  expect(albums.filter((a) => a.albumName === name)).toHaveLength(1);
});

test('failed adds and removes leave the album as the server has it, with the message', async ({ page }) => {
  // The undo windows (5 s) pass on the page's clock.
  await page.clock.install();
  await freshAccount(page);
  const faulty = await createAlbum(page, 'Faulty');
  const faultyPhotos = `^/photo-management/albums/${faulty}/photos$`;
  await addFromPicker(page, 2);

  // A failed remove: the error toast, both photos still there.
  await ownFault(faulty, { pathPattern: faultyPhotos, method: 'DELETE', mode: 'status', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await tiles(page).nth(0).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Remove from album' }).click();
  // The undo toast first (issue 16); the request goes out when it ends.
  await expect(page.getByTestId('toast').filter({ hasText: 'Photo removed from Faulty' })).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(page.getByTestId('toast').filter({ hasText: 'Error: Your photo could not be removed from the album' })).toBeVisible();
  await expect(page.getByTestId('album-count')).toHaveText('2 photos');
  await expect(tiles(page)).toHaveCount(2);
  // The remove ended the selection when it was clicked (the undo toast took over).
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Remove from album' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '2 photos removed from Faulty' })).toBeVisible();
  await expect(page.getByText('Your album is empty')).toBeVisible();
  // Sent when the toast ends; the album stays empty as the server has it.
  await page.clock.runFor(6_000);
  await expect(page.getByTestId('toast').filter({ hasText: '2 photos removed from Faulty' })).toHaveCount(0);
  await expect(page.getByText('Your album is empty')).toBeVisible();

  // A failed add from the picker: the picker stays open with the alert; the album stays empty.
  await ownFault(faulty, { pathPattern: faultyPhotos, method: 'POST', mode: 'status', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Add photos' }).click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  await picker
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await picker.getByRole('button', { name: 'Add 1 photo' }).click();
  await expect(picker.locator(MODAL_ALERT)).toHaveText('Unable to save changes. Please try again');
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Your album is empty')).toBeVisible();

  // A failed copy from another album: the copy modal stays open with the alert.
  await page.goto('/my-photos/albums');
  await hydrated(page);
  await createAlbum(page, 'Source');
  await addFromPicker(page, 1);
  // The copy adds to 'Faulty'.
  await ownFault(faulty, { pathPattern: faultyPhotos, method: 'POST', mode: 'status', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await tiles(page).nth(0).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Copy to album' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to album' });
  // A refused new name first ('Name not valid'), then a failed copy to an existing album: the
  // dialog says only what went wrong last (issue 34 §5: the stale name error stayed beside it).
  await copy.getByLabel('Album name').fill('a<b');
  await copy.getByRole('button', { name: 'Create album and copy' }).click();
  await expect(copy.getByText('Name not valid')).toBeVisible();
  await copy.getByRole('button', { name: /Faulty/ }).click();
  await expect(copy.locator(MODAL_ALERT)).toHaveText('Unable to save changes. Please try again');
  await expect(copy.getByText('Name not valid')).toHaveCount(0);
  await expect(copy).toBeVisible();
  // Trying again without the fault goes through.
  await copy.getByRole('button', { name: /Faulty/ }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Photos copied to Faulty' })).toBeVisible();
});

test('a failed delete keeps the modal open with its message', async ({ page }) => {
  await freshAccount(page);
  const stubborn = await createAlbum(page, 'Stubborn');
  await ownFault(stubborn, {
    pathPattern: `^/photo-management/albums/${stubborn}$`,
    method: 'DELETE',
    mode: 'status',
    status: 500,
    times: 1,
  });
  await page.getByRole('button', { name: 'Delete album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete album' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.locator(MODAL_ALERT)).toHaveText('Unable to remove album. Please try again');
  await expect(page.getByTestId('album-title')).toHaveText('Stubborn');
});

test('a failed prints hand-off closes the overlay and says so', EXCLUSIVE, async ({ page }) => {
  // The overlay's 3 s minimum (PRINTS_MIN_WAIT_MS) passes on the page's clock.
  await page.clock.install();
  await freshAccount(page);
  await createAlbum(page, 'Prints');
  await addFromPicker(page, 2);
  await fault({ pathPattern: '^/photo-management/temp-selections$', method: 'POST', mode: 'status', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Order prints' }).click();
  await tiles(page).nth(0).click();
  await page.getByRole('button', { name: 'Next: Customise 1 photo print' }).click();
  await expect(page.getByTestId('prints-overlay')).toContainText('Adding 1 photo to editor...');
  await page.clock.runFor(3_000);
  await expect(page.getByTestId('toast').filter({ hasText: 'Error transferring photos. Try again.' })).toBeVisible();
  await expect(page.getByTestId('prints-overlay')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toMatch(/^\/my-photos\/albums\//);
  // Still in order-prints mode with the selection: trying again reaches the editor.
  await page.getByRole('button', { name: 'Next: Customise 1 photo print' }).click();
  await expect(page.getByTestId('prints-overlay')).toBeVisible();
  await page.clock.runFor(3_000);
  await page.waitForURL(/\/prints-editor\?/, { timeout: 20_000 });
  await expect(page.getByTestId('photo-count')).toHaveText('1 photos');
});

import { expect as baseExpect, test } from '@playwright/test';
import { hydrated, openAlbum, tiles } from './support/albums';
import { signInAs } from './support/sign-in';
import { throwawayAccount } from './support/timeline';

// The first visit of a fresh stack renders thumbnails on demand: give the UI time.
const expect = baseExpect.configure({ timeout: 15_000 });
// Several steps per test on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

test('create, rename, copy photos into it, remove one, delete the album', async ({ page }) => {
  const name = `Trip ${Date.now()}`;
  const renamed = `${name} renamed`;
  // Its own account: the demo account's albums are read by tests running beside this one.
  const account = await throwawayAccount('consumer');
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);

  // Create: 'New album' → 'Create new album' → the new (empty) album.
  await page.getByRole('button', { name: 'New album' }).click();
  const create = page.getByRole('dialog', { name: 'Create new album' });
  await create.getByLabel('Album name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+$/);
  const albumUrl = page.url();
  await expect(page.getByTestId('album-title')).toHaveText(name);
  await expect(page.getByText('Your album is empty')).toBeVisible();

  // Rename through 'Edit album name'.
  await page.getByRole('button', { name: 'Edit album name' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit album name' });
  await edit.getByLabel('Album name').fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('album-title')).toHaveText(renamed);

  // Copy two photos from the timeline into it; the toast's link opens the album, which shows them.
  await page.goto('/my-photos/photos');
  await hydrated(page);
  const timelineTiles = page.getByRole('region', { name: 'Photo timeline' }).locator('button[data-photo-id]');
  await expect(timelineTiles.nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const picked = [await timelineTiles.nth(0).getAttribute('data-photo-id'), await timelineTiles.nth(1).getAttribute('data-photo-id')];
  await timelineTiles.nth(0).click();
  await timelineTiles.nth(1).click();
  await expect(page.locator('#main').getByText('2 selected')).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: 'Copy to album' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(copy.getByText('2 photos selected')).toBeVisible();
  await copy.getByRole('button', { name: new RegExp(renamed) }).click();
  await expect(copy).toHaveCount(0);
  const toast = page.getByTestId('toast').filter({ hasText: `Photos copied to ${renamed}` });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(albumUrl);
  await expect(page.getByTestId('album-count')).toHaveText('2 photos');
  await expect(tiles(page)).toHaveCount(2);
  expect((await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')))).sort()).toEqual([...picked].sort());

  // Remove one.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await tiles(page).nth(0).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Remove from album' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Photo removed from ${renamed}` })).toBeVisible();
  await expect(page.getByTestId('album-count')).toHaveText('1 photo');
  await expect(tiles(page)).toHaveCount(1);

  // Delete: back on the list (query string kept) with the toast, the album gone.
  await page.goto(`${albumUrl}?keep=1`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Delete album' }).click();
  await page.getByRole('dialog', { name: 'Delete album' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums\?keep=1$/);
  await expect(page.getByTestId('toast').filter({ hasText: `${renamed} album deleted` })).toBeVisible();
  await expect(page.getByTestId('album-name').filter({ hasText: renamed })).toHaveCount(0);
});

test('invalid album names are refused on submit only', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new album' });
  const input = dialog.getByLabel('Album name');
  await input.fill('a<b');
  await input.blur();
  await expect(dialog.getByText('Name not valid')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name not valid')).toBeVisible();
  for (const bad of ['   ', 'x;y', 'x,y', 'x>y']) {
    await input.fill(bad);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Name not valid')).toBeVisible();
  }
  await input.fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please give your album a name')).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  // Escape closes the modal.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a shared album as participant is read-only and names the owner', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  const shared = page.getByRole('region', { name: 'Shared with you' });
  await expect(shared).toBeVisible();
  await shared.getByTestId('album-name').filter({ hasText: 'Road trip' }).click();
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
  await expect(page.getByText('Shared albums are no longer supported', { exact: true })).toBeVisible();
  await expect(page.getByText(/This shared album is owned by friend@example\.com\./)).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await tiles(page).nth(0).click();
  const bar = page.getByRole('toolbar');
  await expect(bar.getByRole('button', { name: 'Copy to album' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Remove from album' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Download' })).toBeEnabled();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Unavailable for shared albums' }).first()).toBeAttached();
  // Download is allowed: for two photos or more the shared-album download call starts an archive
  // job (one photo downloads directly: tests/e2e/push-downloads.spec.ts).
  await tiles(page).nth(1).click();
  const job = page.waitForRequest((r) => r.url().endsWith('/shared-album-downloads') && r.method() === 'POST');
  await bar.getByRole('button', { name: 'Download' }).click();
  await job;
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: /Preparing download|Downloading photos|Downloaded/ })
      .first(),
  ).toBeVisible();
});

test('a shared album as owner lists its participants', async ({ page }) => {
  await signInAs(page, 'friend@example.com', '/my-photos/albums');
  await hydrated(page);
  await page.getByTestId('album-name').filter({ hasText: 'Road trip' }).first().click();
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
  await expect(page.getByTestId('owner-text')).toContainText("You're sharing this album with 1 person.");
  await page.getByTestId('owner-text').getByRole('button', { name: '1 person' }).click();
  const modal = page.getByRole('dialog', { name: /Shared with 1 person/ });
  await expect(modal.getByText('The following users can view, download, and use photos in this album:')).toBeVisible();
  await expect(modal.getByTestId('participant-emails')).toContainText('demo@example.com');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);

  // The album route of a shared album redirects to the shared-album route, query string kept.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/my-photos/albums/${id}?keep=1`);
  await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${id}\\?keep=1$`));
});

test('order prints hands the selected photos to the prints editor', async ({ page }) => {
  // The overlay's 3 s minimum (PRINTS_MIN_WAIT_MS) passes on the page's clock.
  await page.clock.install();
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  await openAlbum(page, 'Prints to order');
  await page.getByRole('button', { name: 'Order prints' }).click();
  const next = page.getByRole('button', { name: /Next: Customise 0 photo prints/ });
  await expect(next).toBeDisabled();
  await tiles(page).nth(0).click();
  await tiles(page).nth(1).click();
  await page.getByRole('button', { name: 'Next: Customise 2 photo prints' }).click();
  await expect(page.getByTestId('prints-overlay')).toContainText('Adding 2 photos to editor...');
  await page.clock.runFor(3_000);
  // The test environment's configured editor (wrangler PRINTS_EDITOR_URL): the upstream's stand-in.
  const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9788');
  await page.waitForURL(
    (url) =>
      url.host === upstream.host && url.pathname === '/prints-editor' && /^\?tempSelectionId=[^&]+&productCode=PAP_910$/.test(url.search),
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('product-code')).toHaveText('PAP_910');
  await expect(page.getByTestId('photo-count')).toHaveText('2 photos');
});

test('photos are added from the library picker; an unknown album shows the error state', async ({ page }) => {
  const name = `Picked ${Date.now()}`;
  const account = await throwawayAccount('consumer');
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);
  await page.getByRole('button', { name: 'New album' }).click();
  const create = page.getByRole('dialog', { name: 'Create new album' });
  await create.getByLabel('Album name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Your album is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  const choices = picker.getByRole('button', { name: /^Select / });
  await choices.nth(0).click();
  await choices.nth(3).click();
  await picker.getByRole('button', { name: 'Add 2 photos' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('album-count')).toHaveText('2 photos');
  await expect(tiles(page)).toHaveCount(2);

  // Opening a photo goes to the album preview; Escape comes back to the album.
  await tiles(page).nth(0).click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+\/preview\/[^/]+$/);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('album-title')).toHaveText(name);

  await page.goto('/my-photos/albums/unknown-album-id');
  await expect(page.getByText('Unable to display album. Please refresh the page or try again later.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My albums' })).toBeVisible();
});

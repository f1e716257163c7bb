import { expect as baseExpect, type Page, test } from '@playwright/test';
import { brandUrl } from '../support/env';
import { throwawayAccount } from '../support/upstream-admin';
import { createAlbum, hydrated, tiles } from './support/albums';
import { axeViolations } from './support/axe';
import { upstreamUrl } from './support/faults';
import { signInAs } from './support/sign-in';
import { MONTH_REQUEST } from './support/timeline';

// Issue 34 §6, 'Albums people enjoy': album covers at least 4 across at 1440 px with the name, the
// count and a 'Shared' badge; 'Shared with you' names the owner; 'Add photos' is a full-screen
// picker with month headings, the timeline's justified rows and shift-click ranges, loading months
// as they scroll into view.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const DESKTOP = { width: 1440, height: 900 };
const covers = (page: Page) => page.getByRole('region', { name: 'My albums' }).locator('a[href^="/my-photos/"]');
const pickerTiles = (page: Page) => page.getByRole('dialog', { name: 'Add photos' }).locator('button[data-photo-id]');

test('albums list at 1440 px: covers 4+ across, square and filled, with name, count and the Shared badge', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // A throwaway copy of the demo account: 12 albums, one of them shared by the customer.
  const account = await throwawayAccount('demo', upstreamUrl);
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);

  await expect(covers(page)).toHaveCount(12);
  // The first row: 'New album' and the first covers share one top; at least four of them.
  const boxes = await covers(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  const firstTop = boxes[0]!.top;
  const firstRow = boxes.filter((b) => Math.abs(b.top - firstTop) < 1);
  expect(firstRow.length).toBeGreaterThanOrEqual(4);
  const newAlbum = await page.getByRole('button', { name: 'New album' }).boundingBox();
  expect(Math.abs(newAlbum!.y - firstTop)).toBeLessThan(1);

  // Each cover image fills a square box fixed before it loads (no layout shift), cropped to fit.
  const images = await covers(page).evaluateAll((els) =>
    els
      .map((e) => e.querySelector('img'))
      .filter((img): img is HTMLImageElement => img !== null)
      .map((img) => {
        const box = img.parentElement!.getBoundingClientRect();
        const own = img.getBoundingClientRect();
        return {
          fit: getComputedStyle(img).objectFit,
          square: Math.abs(box.width - box.height) < 1,
          fills: own.width === box.width && own.height === box.height,
        };
      }),
  );
  expect(images.length).toBeGreaterThanOrEqual(10);
  for (const image of images) expect(image).toEqual({ fit: 'cover', square: true, fills: true });

  // Name, count, and the badge on the album the customer shares only.
  const shared = covers(page).filter({ has: page.getByTestId('album-name').filter({ hasText: /^Family \(shared\)$/ }) });
  await expect(shared.getByTestId('album-tile-count')).toHaveText('30 photos');
  await expect(shared.getByTestId('album-shared-badge')).toHaveText('Shared');
  await expect(page.getByTestId('album-shared-badge')).toHaveCount(1);
  const best = covers(page).filter({ has: page.getByTestId('album-name').filter({ hasText: /^Best of the decade$/ }) });
  await expect(best.getByTestId('album-tile-count')).toHaveText('80 photos');
});

test('on a 390 px phone the albums are 2 across', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  await expect(covers(page).first()).toBeVisible();
  const tops = await page
    .getByRole('region', { name: 'My albums' })
    .locator('ul > li')
    .evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(tops[0]).toBe(tops[1]);
  expect(tops[2]).toBeGreaterThan(tops[1]!);
  expect(tops[2]).toBe(tops[3]);
});

test("'Shared with you' shows each album's owner", async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  const sharedWithYou = page.getByRole('region', { name: 'Shared with you' });
  const roadTrip = sharedWithYou.locator('a').filter({ hasText: 'Road trip' });
  await expect(roadTrip.getByTestId('album-owner')).toHaveText('Owned by friend@example.com');
  await expect(sharedWithYou.getByTestId('album-owner')).toHaveCount(await sharedWithYou.getByTestId('album-name').count());
  // Own albums name no owner.
  await expect(page.getByRole('region', { name: 'My albums' }).getByTestId('album-owner')).toHaveCount(0);
});

test('the Shared badge and the owner are localised (Dutch brand)', async ({ page }) => {
  await signInAs(page, 'demo@example.com', brandUrl('photobloom-nl', '/my-photos/albums'));
  await hydrated(page);
  await expect(page.getByTestId('album-shared-badge').first()).toHaveText('Gedeeld');
  await expect(page.getByTestId('album-owner').first()).toHaveText(/^Van friend@example\.com$/);
  // The picker's month headings are Dutch month names (opening it changes nothing).
  await page
    .getByTestId('album-name')
    .filter({ hasText: /^Garden$/ })
    .click();
  await expect(page.getByTestId('album-title')).toHaveText('Garden');
  await hydrated(page);
  await page.getByRole('button', { name: 'Foto’s toevoegen' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Foto’s toevoegen' });
  await expect(picker.getByRole('heading', { level: 3 }).first()).toHaveText(
    /^(januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
  );
  await expect(picker.getByTestId('picker-count')).toHaveText('0 geselecteerd');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
});

test('Add photos: a full-screen picker by month, shift-click selects a range, the range goes into the album', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const account = await throwawayAccount('demo', upstreamUrl);
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);
  await createAlbum(page, 'Enjoyed');
  const months: string[] = [];
  page.on('request', (r) => {
    const m = MONTH_REQUEST.exec(new URL(r.url()).pathname);
    if (m) months.push(`${m[1]}/${m[2]}`);
  });

  const opener = page.getByRole('button', { name: 'Add photos' }).first();
  await opener.click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  await expect(picker).toBeVisible();
  // It covers the viewport.
  expect(await picker.boundingBox()).toEqual({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
  // Month headings, newest first, in the timeline's words.
  const headings = picker.getByRole('heading', { level: 3 });
  await expect(headings.first()).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  expect(await headings.count()).toBeGreaterThan(24);
  // Justified rows: the first row's photos share a top and a height and reach the right edge together.
  // The first month's page (a fresh account's first request on a loaded machine may take a while).
  await expect(pickerTiles(page).nth(6)).toBeVisible({ timeout: 30_000 });
  const firstMonth = picker.locator('section[data-month]').first();
  const row = await firstMonth.locator('button[data-photo-id]').evaluateAll((els) => {
    const boxes = els.map((e) => e.getBoundingClientRect());
    return boxes.filter((b) => Math.abs(b.top - boxes[0]!.top) < 1).map((b) => ({ top: b.top, height: b.height, right: b.right }));
  });
  expect(row.length).toBeGreaterThan(1);
  expect(new Set(row.map((b) => b.height)).size).toBe(1);
  const gridRight = await picker.getByTestId('picker-grid').evaluate((g) => g.getBoundingClientRect().right);
  expect(Math.abs(row.at(-1)!.right - gridRight)).toBeLessThan(1);
  // Only the months near the top were fetched, not the whole library (108 months).
  await expect.poll(() => months.length).toBeGreaterThan(0);
  expect(new Set(months).size).toBeLessThan(10);

  // Click the second photo, Shift+click the sixth: five photos.
  const ids = await pickerTiles(page).evaluateAll((els) => els.slice(0, 7).map((e) => e.getAttribute('data-photo-id')!));
  await pickerTiles(page).nth(1).click();
  await pickerTiles(page)
    .nth(5)
    .click({ modifiers: ['Shift'] });
  await expect(picker.getByTestId('picker-count')).toHaveText('5 selected');
  await expect(pickerTiles(page).nth(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(pickerTiles(page).nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(pickerTiles(page).nth(6)).toHaveAttribute('aria-pressed', 'false');

  // A month above 24 photos shows '+N'; it loads the rest of that month.
  const key = await picker
    .locator('section[data-month]')
    .filter({ has: page.locator('button[data-more-for]') })
    .first()
    .getAttribute('data-month');
  const bigMonth = picker.locator(`section[data-month="${key}"]`);
  const more = bigMonth.locator('button[data-more-for]');
  const total = Number((await bigMonth.getByText(/^\d+ photos$/).textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(24);
  await more.click();
  await expect(bigMonth.locator('button[data-photo-id]')).toHaveCount(total);
  await expect(picker.getByTestId('picker-count')).toHaveText('5 selected');

  // Scrolling down loads further months as they come into view.
  const before = new Set(months).size;
  await picker.getByTestId('picker-grid').evaluate((g) => g.parentElement!.parentElement!.scrollBy(0, 6000));
  await expect.poll(() => new Set(months).size).toBeGreaterThan(before);

  await picker.getByRole('button', { name: 'Add 5 photos' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('album-count')).toHaveText('5 photos');
  await expect(tiles(page)).toHaveCount(5);
  const added = await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')!));
  expect(added.sort()).toEqual(ids.slice(1, 6).sort());
});

test('the picker keeps the keyboard: Tab stays inside, Escape closes it and the focus returns to Add photos', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await throwawayAccount('consumer', upstreamUrl);
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);
  await createAlbum(page, 'Keys');
  const opener = page.getByRole('button', { name: 'Add photos' }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  await expect(pickerTiles(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await picker.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  // Tab twice round the dialog's stops (close, a photo; Add is disabled with nothing chosen): always inside.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  // Space on a photo selects it; the count follows.
  await picker.locator('button[data-photo-id][tabindex="0"]').focus();
  await page.keyboard.press('Space');
  await expect(picker.getByTestId('picker-count')).toHaveText('1 selected');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByText('Your album is empty')).toBeVisible();
});

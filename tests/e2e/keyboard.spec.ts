import { readFileSync } from 'node:fs';
import { type Page, test } from '@playwright/test';
import { SHORTCUTS } from '../../src/features/library/shortcuts';
import { signInAs } from './support/sign-in';
import { expect, hydrated, monthsOf, openTimeline, throwawayAccount, tileIds, tiles, timeline } from './support/timeline';

const enGB = JSON.parse(readFileSync(new URL('../../locales/en-GB.json', import.meta.url), 'utf8')) as Record<string, string>;

// Issue 16 §5–6: every shortcut of the photo grid and the preview, the grid's one tab stop, the
// preview's focus, zoom, info panel and close without a history entry, the compact phone toolbar.

test.describe.configure({ timeout: 120_000 });

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-photo-id') ?? null);
const previewDialog = (page: Page) => page.getByRole('dialog', { name: /^Photo preview: / });
const zoomOf = async (page: Page) => Number(await previewDialog(page).getByTestId('zoom-level').getAttribute('data-zoom'));
const announcement = (page: Page) => page.getByTestId('announcement');

test("'?' opens the shortcuts sheet listing every shortcut; Escape closes it", async ({ page }) => {
  await openTimeline(page);
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  // The sheet reads the one list the handlers match against: every entry is there, in English.
  for (const s of SHORTCUTS) await expect(sheet.getByText(enGB[s.label]!, { exact: true }).first()).toBeVisible();
  await expect(sheet.locator('dt')).toHaveCount(SHORTCUTS.length);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test('the grid is one tab stop; arrows move in reading order; Enter opens the preview', async ({ page }) => {
  await openTimeline(page);
  await expect(timeline(page).locator('[data-roving][tabindex="0"]')).toHaveCount(1);
  // From the sort control (the last control above the grid) Tab reaches the grid's first photo…
  await page.getByRole('combobox').first().focus();
  const inGrid = () => page.evaluate(() => !!document.activeElement?.closest('section[aria-label="Photo timeline"]'));
  for (let i = 0; i < 5 && !(await inGrid()); i++) await page.keyboard.press('Tab');
  const ids = await tileIds(page);
  expect(await focusedId(page)).toBe(ids[0]);
  // …and the next Tab leaves it (not 21 more stops first).
  await page.keyboard.press('Tab');
  expect(await inGrid()).toBe(false);
  // Wherever the page scrolled, the grid keeps exactly one stop.
  await expect(timeline(page).locator('[data-roving][tabindex="0"]')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(timeline(page).locator(`[data-photo-id="${ids[0]}"]`)).toBeVisible();
  await timeline(page).locator(`[data-photo-id="${ids[0]}"]`).focus();

  await page.keyboard.press('ArrowRight');
  expect(await focusedId(page)).toBe(ids[1]);
  // The focus shows inside the tile: the tile clips anything drawn outside it.
  const ring = await page.evaluate(() => {
    const cs = getComputedStyle(document.activeElement!);
    return { style: cs.outlineStyle, offset: Number.parseFloat(cs.outlineOffset), width: Number.parseFloat(cs.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
  const top = async () => (await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)) as number;
  const y1 = await top();
  await page.keyboard.press('ArrowDown');
  const below = await focusedId(page);
  expect(below).not.toBe(ids[1]);
  expect(await top()).toBeGreaterThan(y1);
  await page.keyboard.press('ArrowUp');
  expect(await focusedId(page)).toBe(ids[1]);
  // The tab stop follows the focus: Tab away and back returns to this photo.
  await expect(timeline(page).locator(`[data-photo-id="${ids[1]}"]`)).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[1]}$`));
  await expect(previewDialog(page)).toBeFocused();
});

test('Ctrl/Cmd+A selects every photo, loaded or not, and says how many; Escape leaves select mode', async ({ page }) => {
  await openTimeline(page);
  // The library's real total (issue 34 §2), most of it not loaded.
  const total = (await monthsOf(page)).reduce((n, m) => n + m.count, 0);
  expect(total).toBeGreaterThan(await tiles(page).count());
  await tiles(page).first().focus();
  await page.keyboard.press('ControlOrMeta+a');
  const said = `${total.toLocaleString('en-GB')} selected`;
  const count = page.locator('#main').getByText(said, { exact: true });
  await expect(count).toBeVisible();
  await expect(announcement(page)).toHaveText(said);
  // Every month's circle is on, and a second press keeps it all selected.
  for (const pressed of await timeline(page)
    .locator('[data-month-select]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed'))))
    expect(pressed).toBe('true');
  await page.keyboard.press('ControlOrMeta+a');
  await expect(count).toBeVisible();
  for (const pressed of await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed'))))
    expect(pressed).toBe('true');
  // Nothing of the page's text got selected instead.
  expect(await page.evaluate(() => String(window.getSelection()))).toBe('');

  await page.keyboard.press('Escape');
  await expect(count).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  await expect(tiles(page).first()).not.toHaveAttribute('aria-pressed');
});

test('Delete deletes the selection (the selection bar’s own delete)', async ({ page }) => {
  const account = await throwawayAccount('consumer');
  // The undo window (5 s) passes on the page's clock.
  await page.clock.install();
  await openTimeline(page, account.email, account.password);
  const ids = await tileIds(page);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await tiles(page).nth(0).click();
  await tiles(page).nth(1).click();
  await expect(page.locator('#main').getByText('2 selected')).toBeVisible();
  await expect(announcement(page)).toHaveText('2 selected');
  const sent = page.waitForRequest((r) => r.method() === 'DELETE' && /\/api\/photo\/photos$/.test(new URL(r.url()).pathname), {
    timeout: 30_000,
  });
  await page.keyboard.press('Delete');
  await expect(timeline(page).locator(`[data-photo-id="${ids[0]}"]`)).toHaveCount(0);
  await expect(timeline(page).locator(`[data-photo-id="${ids[1]}"]`)).toHaveCount(0);
  await page.clock.runFor(6_000);
  expect(JSON.parse((await sent).postData() ?? '{}').photoIds.sort()).toEqual([ids[0], ids[1]].sort());
});

test('preview keys: arrows and Escape keep working after Download; + - 0 zoom; i shows the info panel; ? the sheet', async ({ page }) => {
  await openTimeline(page);
  const ids = await tileIds(page);
  await tiles(page).first().focus();
  await page.keyboard.press('Enter');
  const dialog = previewDialog(page);
  await expect(dialog.locator('img')).toBeVisible();
  // Date taken and 'x of N' for the month.
  await expect(dialog.getByTestId('preview-meta')).toHaveText(/\d{4}.* · 1 of \d+$/);

  // Download, then the keys still go to the viewer and the focus is still in it.
  const saved = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await saved;
  await expect(dialog.getByText('Photo downloaded')).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[1]}$`));
  await expect(dialog.getByTestId('preview-meta')).toHaveText(/ · 2 of \d+$/);

  // Zoom keys, within 1–2.5.
  expect(await zoomOf(page)).toBe(1);
  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(page)).toBe(1.5);
  for (let i = 0; i < 4; i++) await page.keyboard.press('+');
  await expect.poll(() => zoomOf(page)).toBe(2.5);
  await page.keyboard.press('-');
  await expect.poll(() => zoomOf(page)).toBe(2);
  await page.keyboard.press('0');
  await expect.poll(() => zoomOf(page)).toBe(1);
  // The zoom buttons; after clicking one the arrows still move.
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => zoomOf(page)).toBe(1.5);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[0]}$`));
  await expect.poll(() => zoomOf(page)).toBe(1);

  // i: the info panel with date taken, upload date, file name and dimensions.
  await page.keyboard.press('i');
  const info = dialog.getByRole('complementary', { name: 'Photo information' });
  await expect(info).toBeVisible();
  for (const term of ['Date taken', 'Uploaded', 'File name', 'Dimensions'])
    await expect(info.getByText(term, { exact: true })).toBeVisible();
  const name = (await dialog.getAttribute('aria-label'))!.replace('Photo preview: ', '');
  await expect(info.getByText(name, { exact: true })).toBeVisible();
  await expect(info.getByText(/^\d+ × \d+ px$|^Unknown$/)).toBeVisible();
  await page.keyboard.press('i');
  await expect(info).toHaveCount(0);

  // ?: the sheet above the viewer; Escape closes the sheet, not the viewer.
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[0]}$`));
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
});

test('preview zoom by wheel and double click stays within 1–2.5, and a drag pans the zoomed photo', async ({ page }) => {
  await openTimeline(page);
  await tiles(page).first().dispatchEvent('click');
  const dialog = previewDialog(page);
  const img = dialog.locator('img');
  await expect(img).toBeVisible();
  const box = (await img.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(1);
  for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -400);
  await expect.poll(() => zoomOf(page)).toBe(2.5);
  for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 400);
  await expect.poll(() => zoomOf(page)).toBe(1);

  await page.mouse.dblclick(cx, cy);
  await expect.poll(() => zoomOf(page)).toBe(2.5);
  const before = await img.evaluate((el) => getComputedStyle(el).transform);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 60, cy + 30, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => img.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
  await page.mouse.dblclick(cx, cy);
  await expect.poll(() => zoomOf(page)).toBe(1);
  // No photo change happened on the way (a pan is not a swipe).
  await expect(dialog).toBeVisible();
});

test('closing the preview adds no history entry: Back after closing does not reopen it', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await page.getByRole('link', { name: /^Photos \(/ }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await hydrated(page);
  await expect(tiles(page).first()).toBeVisible();
  const ids = await tileIds(page);
  await tiles(page).nth(0).dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[0]}$`));
  // The URL changes before the viewer's lazily loaded chunk has mounted (and bound its keys).
  await expect(previewDialog(page).locator('img')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[1]}$`));
  await previewDialog(page).getByRole('button', { name: 'Close preview' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(tiles(page).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  await expect(previewDialog(page)).toHaveCount(0);

  // Reached by a link (no timeline behind it): closing replaces the preview with the timeline.
  await page.goto(`/my-photos/photos/preview/${ids[2]}`);
  await expect(previewDialog(page).locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/preview\//);
});

test('on a phone (390 px) the preview toolbar is one compact row: round close, icons with labels, the file name visible', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openTimeline(page);
  await tiles(page).first().dispatchEvent('click');
  const dialog = previewDialog(page);
  await expect(dialog.locator('img')).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close preview' });
  const closeBox = (await close.boundingBox())!;
  expect(await close.evaluate((el) => getComputedStyle(el).borderRadius)).toMatch(/^(9999px|50%|2[2-9]px|\d{3,}px)/);
  for (const name of ['Info', 'Download', 'Copy to album', 'Delete']) {
    const button = dialog.getByRole('button', { name, exact: true });
    const b = (await button.boundingBox())!;
    // One row: every action on the close button's line, icon-sized.
    expect(Math.abs(b.y - closeBox.y)).toBeLessThan(8);
    expect(b.height).toBeLessThan(60);
    expect(b.width).toBeLessThan(60);
  }
  const nameBox = (await dialog.getByTestId('preview-name').boundingBox())!;
  expect(nameBox.width).toBeGreaterThan(60);
  await expect(dialog.getByTestId('preview-name')).toBeVisible();
  await context.close();
});

test('album page: Ctrl/Cmd+A, Escape and the one tab stop work there too', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await page.locator('a[href*="/my-photos/albums/"]').first().click();
  const grid = page.getByTestId('album-grid');
  await expect(grid.locator('button[data-photo-id]').first()).toBeVisible({ timeout: 15_000 });
  await expect(grid.locator('[data-roving][tabindex="0"]')).toHaveCount(1);
  await grid.locator('button[data-photo-id]').first().focus();
  await page.keyboard.press('ArrowRight');
  const second = await grid.locator('button[data-photo-id]').nth(1).getAttribute('data-photo-id');
  expect(await focusedId(page)).toBe(second);
  await page.keyboard.press('ControlOrMeta+a');
  // The count in the bar above the photos and in the toolbar below them.
  await expect(
    page
      .locator('#main')
      .getByText(/^\d+ selected$/)
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // The select controls stay in place, hidden and inert, so that nothing moves (issue 34 §1).
  await expect(
    page
      .locator('#main')
      .getByText(/^\d+ selected$/)
      .filter({ visible: true }),
  ).toHaveCount(0);
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  // The scrubber's month keys are the timeline's only.
  await expect(sheet.getByText(enGB['shortcuts.month']!)).toHaveCount(0);
});
